/**
 * The texts of after the settlement (issue #17): paying a balance, disputing a damage charge, the admin lowering a charge, the supplementary invoice.
 * ../messages.ts spreads them into `msg` and `text`; add new ones here, not there.
 */
export const balanceMsg = {
  // payBalance / verifyBalancePayment
  balanceOrderCreated: 'Pay the balance due to settle your ride',
  balancePaid: 'Balance paid, thank you',
  rideNotSettled: 'This ride is not settled yet',
  balanceNothingDue: 'Nothing is due on this ride',
  balanceAlreadyPaid: 'The balance of this ride is already paid',
  balanceOrderStale: 'The amount due has changed: open My Rides and pay the new balance',
  // disputeDamage
  disputeSent: 'Your dispute was sent to our support team; we will answer in the chat',
  disputeMessageShort: 'Tell us why you dispute the charge in at least 10 characters',
  disputeMessageLong: 'Keep the message under 1000 characters',
  disputeNoDamage: 'This ride has no damage charge to dispute',
  disputeTooLate: 'A damage charge can be disputed only within 48 hours of the return',
  disputeAlreadySent: 'You have already disputed this damage charge',
  // adjustSettlement (admin)
  adjustDamageInvalid: 'The new damage charge must be whole rupees, 0 or more',
  adjustDamageNotLower: 'The new damage charge must be lower than the current one',
  adjustReasonShort: 'Give a reason of at least 10 characters',
  adjustReasonLong: 'Keep the reason under 500 characters',
  settlementAdjusted: 'Damage charge lowered',
} as const;

export const balanceText = {
  payBalance: (amount: string) => `Pay balance ${amount}`,
  disputeDamage: 'Dispute damage charge',
  disputeTitle: 'Dispute the damage charge',
  disputeIntro: (amount: string, note: string) => `Damage charged: ${amount}${note ? ` (${note})` : ''}.`,
  disputeMessageLabel: 'Why do you dispute it?',
  disputeSend: 'Send dispute',
  disputeKeep: 'Close',
  disputedLine: 'Damage charge disputed: our support team will answer in the chat',
  supplementaryInvoice: 'Supplementary invoice',
  supplementaryInvoiceTitle: 'Supplementary Invoice',
  supplementaryInvoiceIntro: 'Charges settled at the return of the ride',
  invoiceExcessKm: (km: number) => `Excess km (${km} km × ₹4)`,
  invoiceLateFee: (hours: number) => `Late return (${hours} h)`,
  invoiceCgst: 'CGST (on excess km and late return)',
  invoiceSgst: 'SGST (on excess km and late return)',
  invoiceDamage: 'Damage (no tax)',
  invoiceTotalCharges: 'Total charges',
  invoiceDepositApplied: 'Deposit applied',
  invoiceDepositRefund: 'Deposit refunded',
  invoiceBalanceDue: 'Balance due',
  invoiceBalanceState: (paid: boolean) => (paid ? 'Paid' : 'Not paid yet'),
  invoiceNoCharges: 'This ride has no charges at its return.',
  invoiceNotFound: 'No supplementary invoice for this ride',
  invoicePrint: 'Print',
  // the admin's bookings screen
  settlementHeading: 'Settlement',
  settlementSummary: (charges: string, deposit: string) => `Charges ${charges} · deposit ${deposit}`,
  lowerDamage: 'Lower damage charge',
  lowerDamageTitle: 'Lower the damage charge',
  lowerDamageCurrent: (amount: string) => `Current damage charge: ${amount}`,
  newDamageLabel: 'New damage charge (₹)',
  adjustReasonLabel: 'Reason (shown in the record)',
  lowerDamageConfirm: 'Lower the charge',
  /** the admin's toast after a lowering: what goes back to the customer (formatted), or that only the due changed */
  adjustedRefund: (refunded: number, amount: string) =>
    refunded > 0
      ? `Damage charge lowered: ${amount} goes back to the customer`
      : 'Damage charge lowered: nothing was paid beyond it, so nothing goes back',
  disputedBadge: 'Disputed',
} as const;
