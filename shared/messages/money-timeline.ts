/**
 * The texts of a booking's money timeline (issue #34, D79): the customer's ride card and invoice, the
 * partner's booking and the admin's booking read the same entries and word them with these.
 * ../messages.ts spreads them into `msg` and `text`; add new ones here, not there.
 */
export const moneyTimelineMsg = {
  bookingTimelineListed: 'Money timeline',
  bookingTimelineInvalid: 'Enter a booking id',
  bookingTimelineNotFound: 'Booking not found',
  cancelQuoteListed: 'Cancellation quote',
} as const;

/** 'HH:mm' (24 h) of an ISO instant in India time: the retry's next try. */
function istClock(iso: string): string {
  const d = new Date(new Date(iso).getTime() + (5 * 60 + 30) * 60 * 1000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

export const moneyTimelineText = {
  timelineTitle: 'Money',
  timelineLabel: 'Money timeline',
  timelineLoading: 'Loading the money timeline…',
  timelineFailed: "Couldn't load the money timeline",
  timelineEntry: {
    payment: 'Payment',
    depositHeld: 'Deposit held',
    cancellation: 'Cancellation fee',
    settlement: 'Return settled: charges',
    balancePaid: 'Balance paid',
    adjustment: 'Damage charge lowered',
    refund: 'Refund',
  },
  timelineRefundKinds: {
    cancellation: 'Cancellation refund',
    deposit: 'Deposit refund',
    adjustment: 'Refund of the lowered charge',
  },
  timelineLines: {
    rent: 'Rent',
    deposit: 'Deposit',
    excessKm: 'Extra km',
    lateFee: 'Late fee',
    cgst: 'CGST',
    sgst: 'SGST',
    damage: 'Damage',
  },
  /** An adjustment's detail: amounts already formatted. */
  timelineAdjustment: (before: string, after: string) => `Damage ${before} → ${after}`,
  timelineBalanceDue: (amount: string) => `Balance due ${amount}`,
  /** A refund's status, saying what is true (D79). `nextTryAt` an ISO instant. */
  timelineRefundStatus: {
    pending: 'On its way',
    retrying: (nextTryAt: string) => `Retrying automatically (next try at ${istClock(nextTryAt)})`,
    processed: 'Paid back',
    failed: 'Failed — our team is on it',
  },
  timelineExpectedBy: (date: string) => `expected by ${date}`,
  timelineBackOn: (date: string) => `back on ${date}`,
  timelinePaid: 'Paid',
  timelineRefunded: 'Refunded',
  timelineRefunding: 'Refund to come',
  timelineKept: 'Cost of the ride',
  timelineEmpty: 'No money has moved for this booking yet.',
  timelineJournalAgrees: 'The journal agrees with these figures.',
  timelineJournalDiffers: (paid: string, refunded: string) =>
    `The journal differs: it shows ${paid} paid and ${refunded} refunded.`,
} as const;
