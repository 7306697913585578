/**
 * The texts of the settlement at return (issue #17): completing a ride, the itemised settlement, the reminders and settlement mails.
 * ../messages.ts spreads them into `msg` and `text`; add new ones here, not there.
 */
export const returnsMsg = {
  startKmInvalid: 'Start km must be a whole number from 0 to 1000000',
  endKmInvalid: 'End km must be a whole number from 0 to 1000000',
  endKmBeforeStart: 'End km cannot be less than start km',
  returnDateInvalid: 'Return date must be a date as YYYY-MM-DD',
  returnTimeInvalid: 'Return time must be a time as hh:mm AM/PM',
  returnBeforePickup: 'The return cannot be before the pick-up time',
  returnInFuture: 'The return time cannot be in the future',
  returnTooLate: (days: number) => `The return cannot be more than ${days} days after the drop time`,
  rideNotStartedYet: 'This ride has not started yet: it can be completed once its pick-up time has passed',
  damageAmountInvalid: 'Damage must be whole rupees from 0 to 100000',
  damageNoteRequired: 'Describe the damage in at least 10 characters',
  damageNoteTooLong: 'The damage note can be at most 500 characters',
  rideCompleted: 'Ride completed and settled',
} as const;

export const returnsText = {
  // The itemised settlement (My Rides, the invoice, the partner's bookings, the mail)
  settlementTitle: 'Settlement at return',
  settlementKm: (startKm: number, endKm: number) => `Odometer ${startKm} → ${endKm} km`,
  settlementNoKm: 'No odometer reading recorded',
  settlementAllowance: (allowanceKm: number) => `Allowance ${allowanceKm} km`,
  settlementExcess: (excessKm: number, perKm: number) => `Excess ${excessKm} km × ₹${perKm}`,
  settlementLate: (lateHours: number) => `Late return ${lateHours} h`,
  settlementCgst: 'CGST on charges',
  settlementSgst: 'SGST on charges',
  settlementDamage: 'Damage',
  settlementCharges: 'Total charges',
  settlementDeposit: 'Deposit held',
  settlementDepositRefund: 'Deposit refund',
  settlementBalanceDue: (due: string) => `Balance due ${due}`,
  settlementBalanceDueLabel: 'Balance due',
  settlementBalancePaid: (due: string) => `Balance of ${due} paid`,
  settlementAdjustmentRefund: 'Refund after the damage charge was lowered',
  settlementNothingDue: 'Nothing more to pay',
  settlementReturnedAt: (date: string, time: string) => `Returned ${date} at ${time}`,

  // The partner's completion dialog
  completeRideTitle: 'Complete the ride',
  completeRideSubmit: 'Complete and settle',
  completeRideCancel: 'Back',
  startKmLabel: 'Start km',
  endKmLabel: 'End km',
  returnDateLabel: 'Return date',
  returnTimeLabel: 'Return time (hh:mm AM/PM)',
  damageAmountLabel: 'Damage (₹)',
  damageNoteLabel: 'Damage note',
  settlementPreview: 'Settlement preview',

  // The mail at completion (the lines reuse the labels above)
  settlementMailRefund: (amount: string) =>
    `${amount} of your deposit is on its way back to the card you paid with; we will mail you when the refund is made.`,
  settlementMailDue: (due: string) => `A balance of ${due} is due: please pay it from My Rides.`,
  settlementMailEven: 'The charges used up your deposit exactly: nothing more to pay and nothing to refund.',
  settlementMailNothing: 'There were no charges and no deposit: nothing more to pay.',
} as const;
