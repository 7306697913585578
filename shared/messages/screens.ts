/**
 * Texts of the screens that fit (issue #34, D74): the guest's way from BOOK NOW back to the checkout,
 * the checkout's km allowance and extra km price, and the cancellation policy in this ride's rupees.
 * Amounts arrive already formatted (shared/format/money.ts).
 */
export const screensText = {
  /** Above the login form when a guest tapped BOOK NOW on a bike. */
  loginToBook: (bikeName: string) => `Log in to book ${bikeName}`,
  /** Above the login form when a guest opened a page that needs a login (the page comes back after). */
  loginToContinue: 'Log in to continue',
  /** The ride's km allowance: the spec's 120 km limit for each started 24 h of the ride. */
  kmAllowance: (perDay: number, total: number) => `${perDay} km per 24 h: ${total} km for this ride`,
  /** The spec's excess km charge, in rupees. */
  extraKmPrice: (price: string) => `${price} per extra km`,
  /** One tier of the policy for this ride: the fee kept and what comes back (the deposit included). */
  policyTierAmounts: (when: string, fee: string, back: string) => `${when}: fee ${fee}, you get back ${back}`,
  policyWhen: (hoursBefore: number) =>
    hoursBefore === 0 ? 'Up to the pick-up time' : `At least ${hoursBefore} h before pick-up`,
  policyAfterStartAmounts: (back: string) => `After the pick-up time: no refund of the rent, you get back ${back}`,
  policyDepositNote: 'The fee is taken from the rent only: the refundable deposit always comes back in full.',
} as const;
