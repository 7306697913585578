import { OTP_FIRST_LOCK_HOURS, OTP_TTL_MINUTES, OTP_WRONG_CODES_BEFORE_LOCK } from '#shared/domain/limits.ts';
import { LATE_GRACE_MINUTES } from '#shared/domain/pricing.ts';
import { PRODUCT_NAME } from '#shared/messages.ts';
import { formatMoney } from '#shared/format/money.ts';

/** What a template produces; the caller adds the address: `mailer.send({ to, ...otpMail })`. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Markup that is already safe; anything else interpolated into `html` is escaped. */
class SafeHtml {
  constructor(readonly value: string) {}
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A tagged template that escapes every interpolated value unless it is itself `html`. */
function html(strings: TemplateStringsArray, ...values: (string | number | SafeHtml)[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += value instanceof SafeHtml ? value.value : escapeHtml(String(value));
    out += strings[i + 1] ?? '';
  });
  return new SafeHtml(out);
}

function layout(title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
      </head>
      <body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
        <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
          <h1 style="margin:0 0 16px;font-size:20px">${PRODUCT_NAME}</h1>
          ${body}
          <p style="margin-top:24px;font-size:12px;color:#71717a">This mail was sent by ${PRODUCT_NAME}.</p>
        </div>
      </body>
    </html>`.value;
}

function otpMail(subject: string, purpose: string, code: string): MailContent {
  const validity = `It is valid for ${OTP_TTL_MINUTES} minutes.`;
  const ignore = `If you did not ask for it, you can ignore this mail.`;
  return {
    subject,
    text: [`Hello,`, ``, `Your ${PRODUCT_NAME} code ${purpose} is ${code}.`, validity, ``, ignore].join('\n'),
    html: layout(
      subject,
      html`<p>Hello,</p>
        <p>Your ${PRODUCT_NAME} code ${purpose} is:</p>
        <p style="font-size:28px;font-weight:bold;letter-spacing:8px;margin:16px 0">${code}</p>
        <p>${validity}</p>
        <p style="color:#71717a">${ignore}</p>`,
    ),
  };
}

/** The 4-digit code that confirms a customer's e-mail address at registration. */
export function registrationOtpMail({ code }: { code: string }): MailContent {
  return otpMail(`Your ${PRODUCT_NAME} verification code`, 'to verify your e-mail address', code);
}

/** The 4-digit code that confirms a password reset, for a customer or a partner. */
export function passwordResetOtpMail({ code, role }: { code: string; role: 'user' | 'partner' }): MailContent {
  const account = role === 'partner' ? 'partner account' : 'account';
  return otpMail(`Your ${PRODUCT_NAME} password reset code`, `to reset the password of your ${account}`, code);
}

/**
 * Sent once per lock ladder, when wrong password-reset codes first lock an account's address
 * (server/features/otp/lock-ladder.ts): someone may be trying to take the account over.
 */
export function codeGuessingAlertMail({ role }: { role: 'user' | 'partner' }): MailContent {
  const account = role === 'partner' ? 'partner account' : 'account';
  const subject = `Someone is trying codes on your ${PRODUCT_NAME} ${account}`;
  const what =
    `${OTP_WRONG_CODES_BEFORE_LOCK} wrong codes were entered to reset the password of your ${account}, ` +
    `so resetting it by code is paused for ${OTP_FIRST_LOCK_HOURS} hours (longer if it happens again).`;
  const safe = 'Your password has not changed. If this was not you, you need do nothing.';
  const stop = 'Logging in with your password, or a successful reset, lifts the pause.';
  return {
    subject,
    text: [`Hello,`, ``, what, safe, stop].join('\n'),
    html: layout(
      subject,
      html`<p>Hello,</p>
        <p>${what}</p>
        <p>${safe}</p>
        <p>${stop}</p>`,
    ),
  };
}

/** Sent when an admin accepts a partner request: the partner may now log in. */
export function partnerAcceptedMail({ fname }: { fname: string }): MailContent {
  const subject = `Your ${PRODUCT_NAME} partner request is accepted`;
  const next =
    'You may now log in as a partner to complete your profile, upload your ID proofs, ' +
    'add your pick-up and drop points and list your bikes.';
  return {
    subject,
    text: [`Hello ${fname},`, ``, `Your request to become a ${PRODUCT_NAME} partner has been accepted.`, next].join(
      '\n',
    ),
    html: layout(
      subject,
      html`<p>Hello ${fname},</p>
        <p>Your request to become a ${PRODUCT_NAME} partner has been accepted.</p>
        <p>${next}</p>`,
    ),
  };
}

export interface BookingConfirmationInput {
  fname: string;
  orderId: string;
  /** brand and name, e.g. "Royal Enfield Classic 350" */
  bike: string;
  pickUpDate: string;
  pickUpTime: string;
  pickUpPoint: string;
  dropDate: string;
  dropTime: string;
  dropPoint: string;
  /** whole rupees */
  grandTotal: number;
  /** the invoice lines (spec section 2), when known: whole rupees, stored with the booking */
  invoice?: { helmet: number; rentLine: string; rent: number; discount: number; cgst: number; sgst: number };
}

/**
 * The one template of the mails with a table: 'Hello name,', a lead sentence, the label/value rows, and
 * an optional closing sentence; the same in text and HTML.
 */
function tableMail(
  subject: string,
  name: string,
  lead: string,
  rows: [string, string][],
  closing?: string,
): MailContent {
  const tableRows = rows.map(
    ([label, value]) =>
      html`<tr>
        <th align="left" style="padding:4px 12px 4px 0">${label}</th>
        <td style="padding:4px 0">${value}</td>
      </tr>`,
  );
  // the closing paragraph on a line of its own, as the settlement mail has always written it
  const closingHtml = closing ? new SafeHtml(`\n        <p>${escapeHtml(closing)}</p>`) : '';
  return {
    subject,
    text: [
      `Hello ${name},`,
      ``,
      lead,
      ``,
      ...rows.map(([label, value]) => `${label}: ${value}`),
      ...(closing ? [``, closing] : []),
    ].join('\n'),
    // the HTML exactly as the mails have always written it (the formatter would move the closing)
    // prettier-ignore
    html: layout(
      subject,
      html`<p>Hello ${name},</p>
        <p>${lead}</p>
        <table style="border-collapse:collapse">
          ${new SafeHtml(tableRows.map((row) => row.value).join(''))}
        </table>${closingHtml}`,
    ),
  };
}

/** Sent once a booking is paid. Dates and times come already formatted (IST, hh:mm AM/PM). */
function invoiceRows(invoice: BookingConfirmationInput['invoice']): [string, string][] {
  if (!invoice) return [];
  return [
    ['Helmet', String(invoice.helmet)],
    [invoice.rentLine, formatMoney(invoice.rent)],
    ['Discount', formatMoney(invoice.discount)],
    ['CGST', formatMoney(invoice.cgst)],
    ['SGST', formatMoney(invoice.sgst)],
  ];
}

export function bookingConfirmationMail(input: BookingConfirmationInput): MailContent {
  const subject = `${PRODUCT_NAME} booking confirmed (order ${input.orderId})`;
  const total = formatMoney(input.grandTotal);
  const rows: [string, string][] = [
    ['Order id', input.orderId],
    ['Bike', input.bike],
    ['Pick up', `${input.pickUpDate} ${input.pickUpTime}, ${input.pickUpPoint}`],
    ['Drop', `${input.dropDate} ${input.dropTime}, ${input.dropPoint}`],
    ...invoiceRows(input.invoice),
    ['Grand total', total],
  ];
  return tableMail(subject, input.fname, `Your booking is confirmed. Thank you for riding with ${PRODUCT_NAME}!`, rows);
}

export interface PartnerNewBookingInput {
  partnerFname: string;
  orderId: string;
  bike: string;
  plateNumber: string;
  customer: string;
  customerMobile: string | null;
  pickUpDate: string;
  pickUpTime: string;
  pickUpPoint: string;
  dropDate: string;
  dropTime: string;
  dropPoint: string;
  helmet: number;
  /** whole rupees */
  grandTotal: number;
}

/** Tells a partner that one of their bikes was booked and paid for. */
export function partnerNewBookingMail(input: PartnerNewBookingInput): MailContent {
  const subject = `${PRODUCT_NAME}: new booking for ${input.bike} (order ${input.orderId})`;
  const rows: [string, string][] = [
    ['Order id', input.orderId],
    ['Bike', `${input.bike} (${input.plateNumber})`],
    ['Customer', input.customerMobile ? `${input.customer}, ${input.customerMobile}` : input.customer],
    ['Pick up', `${input.pickUpDate} ${input.pickUpTime}, ${input.pickUpPoint}`],
    ['Drop', `${input.dropDate} ${input.dropTime}, ${input.dropPoint}`],
    ['Helmets', String(input.helmet)],
    ['Paid', formatMoney(input.grandTotal)],
  ];
  return tableMail(
    subject,
    input.partnerFname,
    `A customer has booked and paid for one of your bikes. Please have it ready at the pick-up point.`,
    rows,
  );
}

/** Who cancelled a ride, as the cancellation mails word it (issue #16). */
export type CancelledByWho = 'customer' | 'partner' | 'admin';

export interface RideCancelledInput {
  fname: string;
  orderId: string;
  bike: string;
  pickUpDate: string;
  pickUpTime: string;
  cancelledBy: CancelledByWho;
  /** whole rupees paid, and coming back (0: nothing) */
  amountPaid: number;
  refund: number;
  /** when the refund reaches the customer: one sentence of the message catalogue, by provider */
  refundTiming: string;
  /** the partner cancelled at or after the pick-up time: the ride was not picked up */
  noShow?: boolean;
}

const cancelledByCustomerLine: Record<CancelledByWho, string> = {
  customer: 'You cancelled this ride.',
  partner: 'The partner renting the bike had to cancel this ride; the full amount you paid comes back to you.',
  admin: `The ${PRODUCT_NAME} team cancelled this ride.`,
};

/** Tells the customer their ride is cancelled, who cancelled it, and what comes back and when. */
export function rideCancelledMail(input: RideCancelledInput): MailContent {
  const subject = `${PRODUCT_NAME}: ride cancelled (order ${input.orderId})`;
  const ride = `${input.bike}, pick-up ${input.pickUpDate} ${input.pickUpTime}`;
  const money =
    input.refund > 0
      ? `${formatMoney(input.refund)} of the ${formatMoney(input.amountPaid)} you paid comes back to you. ${input.refundTiming}`
      : `No refund is due for this cancellation (${formatMoney(input.amountPaid)} paid).`;
  const who = input.noShow
    ? 'The partner recorded that the bike was not picked up at the pick-up time (a no-show).'
    : cancelledByCustomerLine[input.cancelledBy];
  return {
    subject,
    text: [`Hello ${input.fname},`, ``, `Your ride ${input.orderId} (${ride}) is cancelled.`, who, money].join('\n'),
    html: layout(
      subject,
      html`<p>Hello ${input.fname},</p>
        <p>Your ride ${input.orderId} (${ride}) is cancelled.</p>
        <p>${who}</p>
        <p>${money}</p>`,
    ),
  };
}

export interface PartnerRideCancelledInput {
  partnerFname: string;
  orderId: string;
  bike: string;
  plateNumber: string;
  customer: string;
  pickUpDate: string;
  pickUpTime: string;
  cancelledBy: CancelledByWho;
}

const cancelledByPartnerLine: Record<CancelledByWho, string> = {
  customer: 'The customer cancelled it.',
  partner: 'You cancelled it; the customer gets the refund due.',
  admin: `The ${PRODUCT_NAME} team cancelled it.`,
};

/** Tells a partner that a booking of one of their bikes is cancelled, and by whom. */
export function partnerRideCancelledMail(input: PartnerRideCancelledInput): MailContent {
  const subject = `${PRODUCT_NAME}: booking cancelled for ${input.bike} (order ${input.orderId})`;
  const line = `The booking ${input.orderId} of your ${input.bike} (${input.plateNumber}) by ${input.customer}, pick-up ${input.pickUpDate} ${input.pickUpTime}, is cancelled. The bike is free again for that time.`;
  return {
    subject,
    text: [`Hello ${input.partnerFname},`, ``, line, cancelledByPartnerLine[input.cancelledBy]].join('\n'),
    html: layout(
      subject,
      html`<p>Hello ${input.partnerFname},</p>
        <p>${line}</p>
        <p>${cancelledByPartnerLine[input.cancelledBy]}</p>`,
    ),
  };
}

export interface RefundProcessedInput {
  fname: string;
  orderId: string;
  /** whole rupees */
  amount: number;
  /** the provider's refund id (what a bank or Razorpay support asks for) */
  providerRefundId: string;
  /** when it reaches the customer: one sentence of the message catalogue, by provider */
  refundTiming: string;
  /** 'deposit': what was left of the security deposit after the return's charges (issue #17) */
  kind?: 'cancellation' | 'deposit' | 'adjustment';
}

/** Tells the customer their refund was accepted by the payment provider, its reference, and when to expect it. */
export function refundProcessedMail(input: RefundProcessedInput): MailContent {
  const what = input.kind === 'deposit' ? 'deposit refund' : 'refund';
  const subject = `${PRODUCT_NAME}: your ${what} of ${formatMoney(input.amount)} is on its way (order ${input.orderId})`;
  const line =
    input.kind === 'deposit'
      ? `The ${formatMoney(input.amount)} left of your security deposit for ride ${input.orderId}, after the return's charges, has been refunded (reference ${input.providerRefundId}).`
      : `Your refund of ${formatMoney(input.amount)} for ride ${input.orderId} has been made (reference ${input.providerRefundId}).`;
  return {
    subject,
    text: [`Hello ${input.fname},`, ``, line, input.refundTiming].join('\n'),
    html: layout(
      subject,
      html`<p>Hello ${input.fname},</p>
        <p>${line}</p>
        <p>${input.refundTiming}</p>`,
    ),
  };
}

export interface SettlementMailInput {
  fname: string;
  orderId: string;
  bike: string;
  /** 'YYYY-MM-DD hh:mm AM/PM' in India time */
  returned: string;
  /** the itemised lines, in order: label and whole rupees (or a text such as the odometer) */
  lines: [string, string][];
  /** the closing sentence: the deposit coming back, the balance due, or neither */
  outcome: string;
}

/** Tells the customer their ride is settled at the return (issue #17): each charge, then what comes back or is due. */
export function settlementMail(input: SettlementMailInput): MailContent {
  const subject = `${PRODUCT_NAME}: your ride is settled (order ${input.orderId})`;
  const rows: [string, string][] = [
    ['Order id', input.orderId],
    ['Bike', input.bike],
    ['Returned', input.returned],
    ...input.lines,
  ];
  return tableMail(
    subject,
    input.fname,
    `Your ride on ${input.bike} has been returned and settled.`,
    rows,
    input.outcome,
  );
}

/** Whole rupees as the mails write them (₹1,234). */
export function mailRupees(amount: number): string {
  return formatMoney(amount);
}

export interface RideReminderInput {
  fname: string;
  orderId: string;
  /** brand and name, e.g. "Royal Enfield Classic 350" */
  bike: string;
  /** 'YYYY-MM-DD' and 'hh:mm AM/PM', India time */
  date: string;
  time: string;
  /** the partner's point where the bike is picked up or dropped */
  point: string;
}

function reminderMail(subject: string, lead: string, input: RideReminderInput, rows: [string, string][]): MailContent {
  return tableMail(subject, input.fname, lead, rows);
}

/** Sent about 24 hours before the pick-up (at once when the ride was booked less than that ahead), issue #17. */
export function pickupReminderMail(input: RideReminderInput): MailContent {
  return reminderMail(
    `${PRODUCT_NAME}: pick up your ${input.bike} on ${input.date} at ${input.time}`,
    `Your ride starts soon. Bring your driving licence; the partner checks it at the pick-up.`,
    input,
    [
      ['Order id', input.orderId],
      ['Bike', input.bike],
      ['Pick up', `${input.date} ${input.time}`],
      ['Pick up point', input.point],
    ],
  );
}

/** Sent about 1 hour before the drop time, issue #17: a return more than 30 minutes late is charged by the hour. */
export function returnReminderMail(input: RideReminderInput): MailContent {
  return reminderMail(
    `${PRODUCT_NAME}: return your ${input.bike} by ${input.time}`,
    `Your ride ends in about an hour. A return more than ${LATE_GRACE_MINUTES} minutes after the drop time is charged for every started hour.`,
    input,
    [
      ['Order id', input.orderId],
      ['Bike', input.bike],
      ['Drop', `${input.date} ${input.time}`],
      ['Drop point', input.point],
    ],
  );
}

/**
 * A mail of a greeting and three paragraphs, the middle one emphasised (a reference, a quote): the
 * shape of the notices of a payout, a balance received and a disputed charge.
 */
function noticeMail(
  subject: string,
  name: string,
  [first, middle, last]: [string, string, string],
  middleStyle: 'strong' | 'em',
): MailContent {
  const emphasised = middleStyle === 'strong' ? html`<strong>${middle}</strong>` : html`<em>${middle}</em>`;
  return {
    subject,
    text: [`Hello ${name},`, ``, first, middle, last].join('\n'),
    html: layout(
      subject,
      html`<p>Hello ${name},</p>
        <p>${first}</p>
        <p>${emphasised}</p>
        <p>${last}</p>`,
    ),
  };
}

export interface PayoutPaidInput {
  fname: string;
  /** the week's Monday, 'YYYY-MM-DD' */
  week: string;
  /** whole rupees */
  net: number;
  /** the bank transfer's reference (UTR) */
  reference: string;
}

/** To the partner when an admin marks a payout week paid (issue #18). */
export function payoutPaidMail({ fname, week, net, reference }: PayoutPaidInput): MailContent {
  const subject = `Your ${PRODUCT_NAME} payout for the week of ${week}`;
  const amount = formatMoney(net);
  return noticeMail(
    subject,
    fname,
    [
      `We have paid you ${amount} for the week starting ${week} (Monday to Sunday, India time).`,
      `Bank transfer reference (UTR): ${reference}`,
      'Every entry of that week is on your Earnings page, marked paid with this reference.',
    ],
    'strong',
  );
}

export interface BalancePaidInput {
  fname: string;
  orderId: string;
  /** whole rupees */
  amount: number;
  /** the provider's payment id */
  paymentId: string;
}

/** The customer's receipt for the balance of a returned ride (issue #30: every money move is mailed). */
export function balancePaidMail({ fname, orderId, amount, paymentId }: BalancePaidInput): MailContent {
  const subject = `${PRODUCT_NAME}: balance of ${formatMoney(amount)} received for ride ${orderId}`;
  return noticeMail(
    subject,
    fname,
    [
      `We have received ${formatMoney(amount)}, the balance due after the return of ride ${orderId}.`,
      `Payment reference: ${paymentId}`,
      'Nothing more is due for this ride. Thank you for riding with us.',
    ],
    'strong',
  );
}

export interface DamageDisputedInput {
  partnerFname: string;
  orderId: string;
  bike: string;
  plate: string;
  /** the disputed damage charge, whole rupees */
  damage: number;
  /** what the customer wrote */
  message: string;
}

export interface DisputeResolvedInput {
  fname: string;
  orderId: string;
  bike: string;
  /** the damage charge as it stands after the decision, whole rupees */
  damage: number;
  /** what the admin decided, in their words */
  decision: string;
}

/**
 * Tells the customer and the partner what was decided on a disputed damage charge (issue #34): both
 * sides read the same decision and the charge as it now stands.
 */
export function disputeResolvedMail(input: DisputeResolvedInput): MailContent {
  const subject = `${PRODUCT_NAME}: the dispute of ride ${input.orderId} is resolved`;
  return noticeMail(
    subject,
    input.fname,
    [
      `The dispute of the damage charge on ride ${input.orderId} (${input.bike}) is resolved. What was decided:`,
      input.decision,
      `The damage charge now stands at ${formatMoney(input.damage)}. Any money due back goes to the card that paid; My Rides and the booking show the details.`,
    ],
    'em',
  );
}

/** Tells the partner that the customer disputes the damage charge of a ride (issue #30). */
export function damageDisputedMail(input: DamageDisputedInput): MailContent {
  const subject = `${PRODUCT_NAME}: the damage charge of ride ${input.orderId} is disputed`;
  return noticeMail(
    subject,
    input.partnerFname,
    [
      `The customer disputes the damage charge of ${formatMoney(input.damage)} on ride ${input.orderId} (${input.bike}, ${input.plate}).`,
      `Their words: “${input.message}”`,
      'Our team will review it with the photos and notes of the return and tell you what was decided. Until then the charge stands; please keep any evidence of the damage.',
    ],
    'em',
  );
}
