/**
 * The texts of the mails (server/features/mail/templates.ts and the mails beside their features), issue
 * #33: each template renders them in the recipient's language (./hi/mail-templates.ts is the Hindi).
 * The few texts of other catalogues a mail shows (refund timing, settlement lines, the licence's
 * rejection) are copied here so a mail reads one catalogue per language. Changing an English text
 * changes the mails: server/features/mail/templates.test.ts and the e2e tests compare them.
 */
import { formatMoney } from '../format/money.ts';
import { PRODUCT_NAME } from './site.ts';

export const mailTemplatesText = {
  hello: 'Hello,',
  helloName: (name: string) => `Hello ${name},`,
  footer: `This mail was sent by ${PRODUCT_NAME}.`,

  // one-time codes
  otpCodeLine: (purpose: string, code: string) => `Your ${PRODUCT_NAME} code ${purpose} is ${code}.`,
  otpCodeLead: (purpose: string) => `Your ${PRODUCT_NAME} code ${purpose} is:`,
  otpValidity: (minutes: number) => `It is valid for ${minutes} minutes.`,
  otpIgnore: 'If you did not ask for it, you can ignore this mail.',
  registrationOtpSubject: `Your ${PRODUCT_NAME} verification code`,
  registrationOtpPurpose: 'to verify your e-mail address',
  passwordResetOtpSubject: `Your ${PRODUCT_NAME} password reset code`,
  passwordResetOtpPurpose: (account: string) => `to reset the password of your ${account}`,
  accountNames: { user: 'account', partner: 'partner account' },
  codeGuessingSubject: (account: string) => `Someone is trying codes on your ${PRODUCT_NAME} ${account}`,
  codeGuessingWhat: (wrongCodes: number, account: string, hours: number) =>
    `${wrongCodes} wrong codes were entered to reset the password of your ${account}, ` +
    `so resetting it by code is paused for ${hours} hours (longer if it happens again).`,
  codeGuessingSafe: 'Your password has not changed. If this was not you, you need do nothing.',
  codeGuessingStop: 'Logging in with your password, or a successful reset, lifts the pause.',

  // partner requests
  partnerAcceptedSubject: `Your ${PRODUCT_NAME} partner request is accepted`,
  partnerAcceptedLine: `Your request to become a ${PRODUCT_NAME} partner has been accepted.`,
  partnerAcceptedNext:
    'You may now log in as a partner to complete your profile, upload your ID proofs, ' +
    'add your pick-up and drop points and list your bikes.',
  partnerRejectedSubject: `Your ${PRODUCT_NAME} partner request`,
  partnerRejectedThanks: `Thank you for your interest in becoming a ${PRODUCT_NAME} partner.`,
  partnerRejectedSorry: 'We are sorry: your request was not accepted, and the details you sent have been removed.',
  partnerRejectedWelcome: 'You are welcome to send a new request at any time.',

  // the rows of the table mails
  rowOrderId: 'Order id',
  rowBike: 'Bike',
  rowPickUp: 'Pick up',
  rowDrop: 'Drop',
  rowHelmet: 'Helmet',
  rowHelmets: 'Helmets',
  rowDiscount: 'Discount',
  rowCgst: 'CGST',
  rowSgst: 'SGST',
  rowGrandTotal: 'Grand total',
  rowCustomer: 'Customer',
  rowPaid: 'Paid',
  rowReturned: 'Returned',
  rowPickUpPoint: 'Pick up point',
  rowDropPoint: 'Drop point',
  /** the rent line of the invoice (as ../domain/pricing.ts `rentLine` words it) */
  minimumCharge: 'Minimum 24.0 hour charges applicable',
  rentForHours: (hours: number) => `Rent for ${hours} hours`,

  // a booking
  bookingConfirmedSubject: (orderId: string) => `${PRODUCT_NAME} booking confirmed (order ${orderId})`,
  bookingConfirmedLead: `Your booking is confirmed. Thank you for riding with ${PRODUCT_NAME}!`,
  partnerNewBookingSubject: (bike: string, orderId: string) =>
    `${PRODUCT_NAME}: new booking for ${bike} (order ${orderId})`,
  partnerNewBookingLead:
    'A customer has booked and paid for one of your bikes. Please have it ready at the pick-up point.',

  // a cancellation
  rideCancelledSubject: (orderId: string) => `${PRODUCT_NAME}: ride cancelled (order ${orderId})`,
  rideCancelledRide: (bike: string, date: string, time: string) => `${bike}, pick-up ${date} ${time}`,
  rideCancelledLine: (orderId: string, ride: string) => `Your ride ${orderId} (${ride}) is cancelled.`,
  rideCancelledRefund: (refund: string, paid: string, timing: string) =>
    `${refund} of the ${paid} you paid comes back to you. ${timing}`,
  rideCancelledNoRefund: (paid: string) => `No refund is due for this cancellation (${paid} paid).`,
  rideCancelledNoShow: 'The partner recorded that the bike was not picked up at the pick-up time (a no-show).',
  cancelledByCustomerLine: {
    customer: 'You cancelled this ride.',
    partner: 'The partner renting the bike had to cancel this ride; the full amount you paid comes back to you.',
    admin: `The ${PRODUCT_NAME} team cancelled this ride.`,
  },
  partnerRideCancelledSubject: (bike: string, orderId: string) =>
    `${PRODUCT_NAME}: booking cancelled for ${bike} (order ${orderId})`,
  partnerRideCancelledLine: (
    orderId: string,
    bike: string,
    plate: string,
    customer: string,
    date: string,
    time: string,
  ) =>
    `The booking ${orderId} of your ${bike} (${plate}) by ${customer}, pick-up ${date} ${time}, is cancelled. The bike is free again for that time.`,
  cancelledByPartnerLine: {
    customer: 'The customer cancelled it.',
    partner: 'You cancelled it; the customer gets the refund due.',
    admin: `The ${PRODUCT_NAME} team cancelled it.`,
  },
  /** when a refund reaches the customer, by provider (as ./cancellations.ts words it) */
  refundTimingRazorpay: 'Razorpay returns it to your original payment method in 5–7 working days.',
  refundTimingSandbox: 'It is back on your sandbox card at once.',

  // a refund
  refundSubject: (amount: string, orderId: string) =>
    `${PRODUCT_NAME}: your refund of ${amount} is on its way (order ${orderId})`,
  depositRefundSubject: (amount: string, orderId: string) =>
    `${PRODUCT_NAME}: your deposit refund of ${amount} is on its way (order ${orderId})`,
  refundLine: (amount: string, orderId: string, reference: string) =>
    `Your refund of ${amount} for ride ${orderId} has been made (reference ${reference}).`,
  depositRefundLine: (amount: string, orderId: string, reference: string) =>
    `The ${amount} left of your security deposit for ride ${orderId}, after the return's charges, has been refunded (reference ${reference}).`,

  // the settlement at the return (the lines as ./returns.ts words them)
  settlementSubject: (orderId: string) => `${PRODUCT_NAME}: your ride is settled (order ${orderId})`,
  settlementLead: (bike: string) => `Your ride on ${bike} has been returned and settled.`,
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
  settlementBalanceDueLabel: 'Balance due',
  damageNoteLabel: 'Damage note',
  settlementMailRefund: (amount: string) =>
    `${amount} of your deposit is on its way back to the card you paid with; we will mail you when the refund is made.`,
  settlementMailDue: (due: string) => `A balance of ${due} is due: please pay it from My Rides.`,
  settlementMailEven: 'The charges used up your deposit exactly: nothing more to pay and nothing to refund.',
  settlementMailNothing: 'There were no charges and no deposit: nothing more to pay.',

  // the reminders
  pickupReminderSubject: (bike: string, date: string, time: string) =>
    `${PRODUCT_NAME}: pick up your ${bike} on ${date} at ${time}`,
  pickupReminderLead: 'Your ride starts soon. Bring your driving licence; the partner checks it at the pick-up.',
  returnReminderSubject: (bike: string, time: string) => `${PRODUCT_NAME}: return your ${bike} by ${time}`,
  returnReminderLead: (graceMinutes: number) =>
    `Your ride ends in about an hour. A return more than ${graceMinutes} minutes after the drop time is charged for every started hour.`,

  // money notices
  payoutSubject: (week: string) => `Your ${PRODUCT_NAME} payout for the week of ${week}`,
  payoutLine: (amount: string, week: string) =>
    `We have paid you ${amount} for the week starting ${week} (Monday to Sunday, India time).`,
  payoutReference: (reference: string) => `Bank transfer reference (UTR): ${reference}`,
  payoutEntries: 'Every entry of that week is on your Earnings page, marked paid with this reference.',
  balancePaidSubject: (amount: string, orderId: string) =>
    `${PRODUCT_NAME}: balance of ${amount} received for ride ${orderId}`,
  balancePaidLine: (amount: string, orderId: string) =>
    `We have received ${amount}, the balance due after the return of ride ${orderId}.`,
  balancePaidReference: (paymentId: string) => `Payment reference: ${paymentId}`,
  balancePaidNothingMore: 'Nothing more is due for this ride. Thank you for riding with us.',

  // a disputed damage charge
  disputeResolvedSubject: (orderId: string) => `${PRODUCT_NAME}: the dispute of ride ${orderId} is resolved`,
  disputeResolvedLine: (orderId: string, bike: string) =>
    `The dispute of the damage charge on ride ${orderId} (${bike}) is resolved. What was decided:`,
  disputeResolvedStands: (damage: string) =>
    `The damage charge now stands at ${damage}. Any money due back goes to the card that paid; My Rides and the booking show the details.`,
  damageDisputedSubject: (orderId: string) => `${PRODUCT_NAME}: the damage charge of ride ${orderId} is disputed`,
  damageDisputedLine: (damage: string, orderId: string, bike: string, plate: string) =>
    `The customer disputes the damage charge of ${damage} on ride ${orderId} (${bike}, ${plate}).`,
  damageDisputedWords: (message: string) => `Their words: “${message}”`,
  damageDisputedReview:
    'Our team will review it with the photos and notes of the return and tell you what was decided. Until then the charge stands; please keep any evidence of the damage.',

  // a licence rejected (as ./licences.ts words it)
  licenceRejectedSubject: 'Your driving licence was not approved',
  licenceRejectedBody: (name: string, reason: string) =>
    `Hello ${name},\n\nWe could not approve the driving licence on your Rev-On Rentals profile: ${reason}\n\n` +
    'Please correct it on your profile; it will be checked again.\n',
} as const;

export type MailTemplatesText = typeof mailTemplatesText;
