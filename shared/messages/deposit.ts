/**
 * The texts of the security deposit (issue #17): adding and editing a bike, bike details, checkout.
 * ../messages.ts spreads them into `msg` and `text`; add new ones here, not there.
 */
export const depositMsg = {
  depositInvalid: 'Security deposit must be whole rupees from 0 to 50000',
} as const;

export const depositText = {
  /** the partner's add/edit bike form field */
  bikeDepositLabel: 'Security deposit (₹)',
  bikeDepositHint: 'Refundable, paid with the rent; 0 for none',
  /** bike details, checkout and the invoice: a line apart from the taxed ones */
  refundableDeposit: 'Refundable deposit',
  refundableDepositLine: (amount: string) => `Refundable deposit ${amount}`,
  depositUntaxedNote: 'Not taxed, never discounted; it comes back after the return.',
  /** checkout and the invoice: rent total + deposit */
  amountToPay: 'Amount to pay',
} as const;
