/**
 * The texts of the settlement at return (issue #17): completing a ride, the itemised settlement, the reminders and settlement mails.
 * ../messages.ts spreads them into `msg` and `text`; add new ones here, not there.
 */
import { formatMoney } from '../format/money.ts';
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
  // the hand-over and the return photos (issue #32, D81)
  handoverPhotosCount: (min: number, max: number) =>
    `Add ${min} to ${max} photos of the bike: the four sides, the odometer and the fuel gauge`,
  returnPhotosTooMany: (max: number) => `Add at most ${max} photos of the bike at the return`,
  returnPhotosForDamage: (min: number, max: number) =>
    `A damage charge needs ${min} to ${max} photos of the bike at the return`,
  rideStartTooEarly: (date: string, time: string) =>
    `This ride can be started from ${date} at ${time}, 60 minutes before its pick-up`,
  rideAlreadyStarted: 'This ride was started already',
  rideStartLicenceNotApproved: "The customer's driving licence is not approved yet: the ride cannot be started",
  rideHandedOver: 'Ride started: the bike is handed over',
  startKmMissing: 'Enter the start km (the ride was not started with a reading)',
} as const;

export const returnsText = {
  // The itemised settlement (My Rides, the invoice, the partner's bookings, the mail)
  settlementTitle: 'Settlement at return',
  settlementKm: (startKm: number, endKm: number) => `Odometer ${startKm} → ${endKm} km`,
  settlementNoKm: 'No odometer reading recorded',
  settlementAllowance: (allowanceKm: number) => `Allowance ${allowanceKm} km`,
  settlementExcess: (excessKm: number, perKm: number) => `Excess ${excessKm} km × ${formatMoney(perKm)}`,
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

  // The partner's hand-over and return screens, and the photo sets (issue #32, D81)
  startRideButton: 'Start ride',
  startRideTitle: 'Hand over the bike',
  startRideHint: 'Photograph the four sides, the odometer and the fuel gauge (4 to 8 photos).',
  startRideSubmit: 'Start the ride',
  returnRideButton: 'Return',
  returnRideTitle: 'Take the bike back',
  returnPhotosHint: 'Photos of the bike now (2 to 8 needed with a damage charge).',
  photosLabel: 'Photos',
  savingPhotos: 'Saving the photos…',
  tooManyPhotos: (max: number) => `Choose at most ${max} photos`,
  addPhotos: 'Take or add photos',
  photoUploading: (percent: number) => `Uploading ${percent}%`,
  photoFailed: 'Upload failed',
  photoRetry: 'Retry',
  photoRemove: 'Remove',
  photosChosen: (count: number) => `${count} photo${count === 1 ? '' : 's'}`,
  handoverPhotosTitle: 'At hand-over',
  returnPhotosTitle: 'At return',
  handoverAt: (date: string, time: string) => `Handed over ${date} at ${time}`,
  handoverKm: (km: number) => `Odometer ${km} km`,
  noPhotos: 'No photos',
  rideStartedBadge: 'Started',
  photoAlt: (set: string, n: number) => `${set}: photo ${n}`,
  backToBookings: 'Back to bookings',

  // The mail at completion (the lines reuse the labels above)
  settlementMailRefund: (amount: string) =>
    `${amount} of your deposit is on its way back to the card you paid with; we will mail you when the refund is made.`,
  settlementMailDue: (due: string) => `A balance of ${due} is due: please pay it from My Rides.`,
  settlementMailEven: 'The charges used up your deposit exactly: nothing more to pay and nothing to refund.',
  settlementMailNothing: 'There were no charges and no deposit: nothing more to pay.',
} as const;
