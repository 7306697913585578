/**
 * The texts of the settlement at return (issue #17): completing a ride, the itemised settlement, the reminders and settlement mails.
 * ../messages.ts spreads them into `msg` and `text`; add new ones here, not there.
 */
export const returnsMsg = {} as const;

export const returnsText = {} as const;
