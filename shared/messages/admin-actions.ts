/**
 * The texts of issue #34's disputes, payouts' bank accounts, the admin's "needs action" list and the
 * search form's field errors (decision D80). ../messages.ts spreads them into `msg` and `text`.
 */
import { formatMoney } from '../format/money.ts';

export const adminActionsMsg = {
  // resolveDispute (admin)
  disputeDecisionShort: 'Say what was decided in at least 10 characters',
  disputeDecisionLong: 'Keep the decision under 1000 characters',
  disputeNotOpen: 'This ride has no open dispute to resolve',
  disputeResolved: 'Dispute marked resolved',
  // the partner's bank account
  bankHolderInvalid: "Enter the account holder's name (2–100 characters)",
  bankAccountInvalid: 'Enter the account number: 9 to 18 digits',
  bankIfscInvalid: 'Enter a valid IFSC: 4 letters, 0, then 6 letters or digits (e.g. HDFC0001234)',
  bankAccountSaved: 'Bank account saved',
  // mark paid
  payoutPaidOnInvalid: 'Pick the day the transfer was made (not in the future)',
  payoutEntriesListed: 'Payout entries',
  // needs action
  needsActionListed: 'Waiting on an admin',
} as const;

export const adminActionsText = {
  // disputes: the admin's chat, My Rides, the partner's booking, the admin's bookings
  disputeOpenBooking: 'Open booking',
  disputeWindowUntil: (when: string) => `You can dispute the damage charge until ${when}`,
  disputeResolvedLine: (decision: string) => `Dispute resolved: ${decision}`,
  disputeOpenLine: 'Damage charge disputed by the customer: our team is looking into it',
  disputeResolvedBadge: 'Dispute resolved',
  resolveDispute: 'Resolve dispute',
  resolveDisputeTitle: 'Resolve the dispute',
  resolveDisputeIntro: (amount: string) =>
    `Damage charged: ${amount}. Both the customer and the partner will see your decision.`,
  disputeDecisionLabel: 'What was decided',
  resolveDisputeConfirm: 'Mark resolved',
  /** the chat message the admin reads (sent as the customer's own message, with a link to the booking) */
  disputeChatLines: (d: {
    bike: string;
    plate: string;
    customer: string;
    damage: number;
    note: string;
    message: string;
    ref: string;
  }) =>
    [
      `Damage charge disputed: ${d.bike} (${d.plate}), ride ${d.ref}`,
      `Customer: ${d.customer}`,
      `Damage charged: ${formatMoney(d.damage)}${d.note ? ` — ${d.note}` : ''}`,
      `Customer's message: ${d.message}`,
    ].join('\n'),
  // the partner's bank account
  bankAccountHeading: 'Bank account for payouts',
  bankHolderLabel: 'Account holder name',
  bankAccountLabel: 'Account number',
  bankIfscLabel: 'IFSC',
  bankAccountNone: 'No bank account yet: add one so we can pay you',
  bankAccountSave: 'Save bank account',
  bankAccountEdit: 'Change bank account',
  // mark paid
  payoutConfirmTitle: 'Confirm the payout',
  markPaidAccount: 'Pay to',
  markPaidEntries: 'Entries',
  markPaidAmount: 'Amount',
  markPaidOnLabel: 'Paid on',
  payoutConfirmButton: 'Confirm paid',
  payoutConfirmCancel: 'Cancel',
  paidOnLine: (day: string) => `Paid on ${day}`,
  noBankAccount: 'No bank account on file',
  commissionInvoiceLink: 'Commission invoice',
  // needs action
  needsActionHeading: 'Needs action',
  needsActionNone: 'Nothing is waiting on an admin',
  needsFailedRefunds: (n: number) => `${n} failed refund${n === 1 ? '' : 's'}`,
  needsOpenDisputes: (n: number) => `${n} open dispute${n === 1 ? '' : 's'}`,
  needsPartnerRequests: (n: number) => `${n} partner request${n === 1 ? '' : 's'}`,
  needsUndeliveredMails: (n: number) => `${n} undelivered mail${n === 1 ? '' : 's'}`,
  needsUnpaidPayouts: (n: number) => `${n} partner${n === 1 ? '' : 's'} with a payout to make`,
  needsActionOpen: 'Open',
} as const;
