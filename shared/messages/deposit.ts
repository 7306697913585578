/**
 * The texts of the security deposit (issue #17): adding and editing a bike, bike details, checkout.
 * ../messages.ts spreads them into `msg` and `text`; add new ones here, not there.
 */
export const depositMsg = {} as const;

export const depositText = {} as const;
