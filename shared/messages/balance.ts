/**
 * The texts of after the settlement (issue #17): paying a balance, disputing a damage charge, the admin lowering a charge, the supplementary invoice.
 * ../messages.ts spreads them into `msg` and `text`; add new ones here, not there.
 */
export const balanceMsg = {} as const;

export const balanceText = {} as const;
