import { OTP_FIRST_LOCK_HOURS, OTP_TTL_MINUTES, OTP_WRONG_CODES_BEFORE_LOCK } from '#shared/domain/limits.ts';
import { LATE_GRACE_MINUTES } from '#shared/domain/pricing.ts';
import { istDate, istInstant, istTime } from '#shared/domain/time.ts';
import { PRODUCT_NAME } from '#shared/messages.ts';
import { mailTemplatesText as enText } from '#shared/messages/mail-templates.ts';
import { mailTemplatesText as hiText } from '#shared/messages/hi/mail-templates.ts';
import { LOCALES, type Language } from '#shared/messages/language.ts';
import type { Translation } from '#shared/messages/translation.ts';
import { formatMoney } from '#shared/format/money.ts';

/** The texts of the mails in one language (issue #33): ../../../shared/messages/mail-templates.ts. */
export type MailTexts = Translation<typeof enText>;

const MAIL_TEXTS: Record<Language, MailTexts> = { en: enText, hi: hiText };

/** The mails' texts in the recipient's language (for a caller that words a line the template shows). */
export function mailTexts(language: Language): MailTexts {
  return MAIL_TEXTS[language];
}

/** Every template's input: the recipient's language (users.language / partners.language), never left out. */
export interface InLanguage {
  language: Language;
}

const TIME_ZONE = 'Asia/Kolkata';

/**
 * The date of an instant in India as a mail to `language` writes it: English keeps the spec's
 * 'YYYY-MM-DD' (the mails as they always were); Hindi the locale's ('1 मार्च 2026').
 */
export function mailDate(instant: Date, language: Language): string {
  if (language === 'en') return istDate(instant);
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(instant);
}

/** The time of an instant in India: English 'hh:mm AM/PM' (the spec's), Hindi the locale's ('9:00 am'). */
export function mailTime(instant: Date, language: Language): string {
  if (language === 'en') return istTime(instant);
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(instant);
}

/** A calendar day 'YYYY-MM-DD' (a payout's week) as a mail to `language` writes it. */
export function mailDay(day: string, language: Language): string {
  return language === 'en' ? day : mailDate(istInstant(day, '12:00'), language);
}

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

function layout(language: Language, title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
      </head>
      <body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
        <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
          <h1 style="margin:0 0 16px;font-size:20px">${PRODUCT_NAME}</h1>
          ${body}
          <p style="margin-top:24px;font-size:12px;color:#71717a">${MAIL_TEXTS[language].footer}</p>
        </div>
      </body>
    </html>`.value;
}

function otpMail(language: Language, subject: string, purpose: string, code: string): MailContent {
  const t = MAIL_TEXTS[language];
  const validity = t.otpValidity(OTP_TTL_MINUTES);
  const ignore = t.otpIgnore;
  return {
    subject,
    text: [t.hello, ``, t.otpCodeLine(purpose, code), validity, ``, ignore].join('\n'),
    html: layout(
      language,
      subject,
      html`<p>${t.hello}</p>
        <p>${t.otpCodeLead(purpose)}</p>
        <p style="font-size:28px;font-weight:bold;letter-spacing:8px;margin:16px 0">${code}</p>
        <p>${validity}</p>
        <p style="color:#71717a">${ignore}</p>`,
    ),
  };
}

/** The 4-digit code that confirms a customer's e-mail address at registration. */
export function registrationOtpMail({ code, language = 'en' }: { code: string } & Partial<InLanguage>): MailContent {
  const t = MAIL_TEXTS[language];
  return otpMail(language, t.registrationOtpSubject, t.registrationOtpPurpose, code);
}

/** The 4-digit code that confirms a password reset, for a customer or a partner. */
export function passwordResetOtpMail({
  code,
  role,
  language = 'en',
}: { code: string; role: 'user' | 'partner' } & Partial<InLanguage>): MailContent {
  const t = MAIL_TEXTS[language];
  return otpMail(language, t.passwordResetOtpSubject, t.passwordResetOtpPurpose(t.accountNames[role]), code);
}

/**
 * Sent once per lock ladder, when wrong password-reset codes first lock an account's address
 * (server/features/otp/lock-ladder.ts): someone may be trying to take the account over.
 */
export function codeGuessingAlertMail({
  role,
  language = 'en',
}: { role: 'user' | 'partner' } & Partial<InLanguage>): MailContent {
  const t = MAIL_TEXTS[language];
  const account = t.accountNames[role];
  const subject = t.codeGuessingSubject(account);
  const what = t.codeGuessingWhat(OTP_WRONG_CODES_BEFORE_LOCK, account, OTP_FIRST_LOCK_HOURS);
  const safe = t.codeGuessingSafe;
  const stop = t.codeGuessingStop;
  return {
    subject,
    text: [t.hello, ``, what, safe, stop].join('\n'),
    html: layout(
      language,
      subject,
      html`<p>${t.hello}</p>
        <p>${what}</p>
        <p>${safe}</p>
        <p>${stop}</p>`,
    ),
  };
}

/** Sent when an admin accepts a partner request: the partner may now log in. */
export function partnerAcceptedMail({ fname, language }: { fname: string } & InLanguage): MailContent {
  const t = MAIL_TEXTS[language];
  const subject = t.partnerAcceptedSubject;
  const next = t.partnerAcceptedNext;
  return {
    subject,
    text: [t.helloName(fname), ``, t.partnerAcceptedLine, next].join('\n'),
    html: layout(
      language,
      subject,
      html`<p>${t.helloName(fname)}</p>
        <p>${t.partnerAcceptedLine}</p>
        <p>${next}</p>`,
    ),
  };
}

export interface BookingConfirmationInput extends InLanguage {
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
  language: Language,
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
      MAIL_TEXTS[language].helloName(name),
      ``,
      lead,
      ``,
      ...rows.map(([label, value]) => `${label}: ${value}`),
      ...(closing ? [``, closing] : []),
    ].join('\n'),
    // the HTML exactly as the mails have always written it (the formatter would move the closing)
    // prettier-ignore
    html: layout(
      language,
      subject,
      html`<p>${MAIL_TEXTS[language].helloName(name)}</p>
        <p>${lead}</p>
        <table style="border-collapse:collapse">
          ${new SafeHtml(tableRows.map((row) => row.value).join(''))}
        </table>${closingHtml}`,
    ),
  };
}

/** Sent once a booking is paid. Dates and times come already formatted (IST, hh:mm AM/PM). */
function invoiceRows(t: MailTexts, invoice: BookingConfirmationInput['invoice']): [string, string][] {
  if (!invoice) return [];
  return [
    [t.rowHelmet, String(invoice.helmet)],
    [invoice.rentLine, formatMoney(invoice.rent)],
    [t.rowDiscount, formatMoney(invoice.discount)],
    [t.rowCgst, formatMoney(invoice.cgst)],
    [t.rowSgst, formatMoney(invoice.sgst)],
  ];
}

export function bookingConfirmationMail(input: BookingConfirmationInput): MailContent {
  const t = MAIL_TEXTS[input.language];
  const subject = t.bookingConfirmedSubject(input.orderId);
  const total = formatMoney(input.grandTotal);
  const rows: [string, string][] = [
    [t.rowOrderId, input.orderId],
    [t.rowBike, input.bike],
    [t.rowPickUp, `${input.pickUpDate} ${input.pickUpTime}, ${input.pickUpPoint}`],
    [t.rowDrop, `${input.dropDate} ${input.dropTime}, ${input.dropPoint}`],
    ...invoiceRows(t, input.invoice),
    [t.rowGrandTotal, total],
  ];
  return tableMail(input.language, subject, input.fname, t.bookingConfirmedLead, rows);
}

export interface PartnerNewBookingInput extends InLanguage {
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
  const t = MAIL_TEXTS[input.language];
  const subject = t.partnerNewBookingSubject(input.bike, input.orderId);
  const rows: [string, string][] = [
    [t.rowOrderId, input.orderId],
    [t.rowBike, `${input.bike} (${input.plateNumber})`],
    [t.rowCustomer, input.customerMobile ? `${input.customer}, ${input.customerMobile}` : input.customer],
    [t.rowPickUp, `${input.pickUpDate} ${input.pickUpTime}, ${input.pickUpPoint}`],
    [t.rowDrop, `${input.dropDate} ${input.dropTime}, ${input.dropPoint}`],
    [t.rowHelmets, String(input.helmet)],
    [t.rowPaid, formatMoney(input.grandTotal)],
  ];
  return tableMail(input.language, subject, input.partnerFname, t.partnerNewBookingLead, rows);
}

/** Who cancelled a ride, as the cancellation mails word it (issue #16). */
export type CancelledByWho = 'customer' | 'partner' | 'admin';

export interface RideCancelledInput extends InLanguage {
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

/** Tells the customer their ride is cancelled, who cancelled it, and what comes back and when. */
export function rideCancelledMail(input: RideCancelledInput): MailContent {
  const t = MAIL_TEXTS[input.language];
  const subject = t.rideCancelledSubject(input.orderId);
  const ride = t.rideCancelledRide(input.bike, input.pickUpDate, input.pickUpTime);
  const money =
    input.refund > 0
      ? t.rideCancelledRefund(formatMoney(input.refund), formatMoney(input.amountPaid), input.refundTiming)
      : t.rideCancelledNoRefund(formatMoney(input.amountPaid));
  const who = input.noShow ? t.rideCancelledNoShow : t.cancelledByCustomerLine[input.cancelledBy];
  const line = t.rideCancelledLine(input.orderId, ride);
  return {
    subject,
    text: [t.helloName(input.fname), ``, line, who, money].join('\n'),
    html: layout(
      input.language,
      subject,
      html`<p>${t.helloName(input.fname)}</p>
        <p>${line}</p>
        <p>${who}</p>
        <p>${money}</p>`,
    ),
  };
}

export interface PartnerRideCancelledInput extends InLanguage {
  partnerFname: string;
  orderId: string;
  bike: string;
  plateNumber: string;
  customer: string;
  pickUpDate: string;
  pickUpTime: string;
  cancelledBy: CancelledByWho;
}

/** Tells a partner that a booking of one of their bikes is cancelled, and by whom. */
export function partnerRideCancelledMail(input: PartnerRideCancelledInput): MailContent {
  const t = MAIL_TEXTS[input.language];
  const subject = t.partnerRideCancelledSubject(input.bike, input.orderId);
  const line = t.partnerRideCancelledLine(
    input.orderId,
    input.bike,
    input.plateNumber,
    input.customer,
    input.pickUpDate,
    input.pickUpTime,
  );
  const who = t.cancelledByPartnerLine[input.cancelledBy];
  return {
    subject,
    text: [t.helloName(input.partnerFname), ``, line, who].join('\n'),
    html: layout(
      input.language,
      subject,
      html`<p>${t.helloName(input.partnerFname)}</p>
        <p>${line}</p>
        <p>${who}</p>`,
    ),
  };
}

export interface RefundProcessedInput extends InLanguage {
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
  const t = MAIL_TEXTS[input.language];
  const amount = formatMoney(input.amount);
  const deposit = input.kind === 'deposit';
  const subject = (deposit ? t.depositRefundSubject : t.refundSubject)(amount, input.orderId);
  const line = (deposit ? t.depositRefundLine : t.refundLine)(amount, input.orderId, input.providerRefundId);
  return {
    subject,
    text: [t.helloName(input.fname), ``, line, input.refundTiming].join('\n'),
    html: layout(
      input.language,
      subject,
      html`<p>${t.helloName(input.fname)}</p>
        <p>${line}</p>
        <p>${input.refundTiming}</p>`,
    ),
  };
}

export interface SettlementMailInput extends InLanguage {
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
  const t = MAIL_TEXTS[input.language];
  const subject = t.settlementSubject(input.orderId);
  const rows: [string, string][] = [
    [t.rowOrderId, input.orderId],
    [t.rowBike, input.bike],
    [t.rowReturned, input.returned],
    ...input.lines,
  ];
  return tableMail(input.language, subject, input.fname, t.settlementLead(input.bike), rows, input.outcome);
}

/** Whole rupees as the mails write them (₹1,234). */
export function mailRupees(amount: number): string {
  return formatMoney(amount);
}

export interface RideReminderInput extends InLanguage {
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
  return tableMail(input.language, subject, input.fname, lead, rows);
}

/** Sent about 24 hours before the pick-up (at once when the ride was booked less than that ahead), issue #17. */
export function pickupReminderMail(input: RideReminderInput): MailContent {
  const t = MAIL_TEXTS[input.language];
  return reminderMail(t.pickupReminderSubject(input.bike, input.date, input.time), t.pickupReminderLead, input, [
    [t.rowOrderId, input.orderId],
    [t.rowBike, input.bike],
    [t.rowPickUp, `${input.date} ${input.time}`],
    [t.rowPickUpPoint, input.point],
  ]);
}

/** Sent about 1 hour before the drop time, issue #17: a return more than 30 minutes late is charged by the hour. */
export function returnReminderMail(input: RideReminderInput): MailContent {
  const t = MAIL_TEXTS[input.language];
  return reminderMail(
    t.returnReminderSubject(input.bike, input.time),
    t.returnReminderLead(LATE_GRACE_MINUTES),
    input,
    [
      [t.rowOrderId, input.orderId],
      [t.rowBike, input.bike],
      [t.rowDrop, `${input.date} ${input.time}`],
      [t.rowDropPoint, input.point],
    ],
  );
}

/**
 * A mail of a greeting and three paragraphs, the middle one emphasised (a reference, a quote): the
 * shape of the notices of a payout, a balance received and a disputed charge.
 */
function noticeMail(
  language: Language,
  subject: string,
  name: string,
  [first, middle, last]: [string, string, string],
  middleStyle: 'strong' | 'em',
): MailContent {
  const emphasised = middleStyle === 'strong' ? html`<strong>${middle}</strong>` : html`<em>${middle}</em>`;
  return {
    subject,
    text: [MAIL_TEXTS[language].helloName(name), ``, first, middle, last].join('\n'),
    html: layout(
      language,
      subject,
      html`<p>${MAIL_TEXTS[language].helloName(name)}</p>
        <p>${first}</p>
        <p>${emphasised}</p>
        <p>${last}</p>`,
    ),
  };
}

export interface PayoutPaidInput extends InLanguage {
  fname: string;
  /** the week's Monday, 'YYYY-MM-DD' (a Hindi mail writes it in its locale) */
  week: string;
  /** whole rupees */
  net: number;
  /** the bank transfer's reference (UTR) */
  reference: string;
}

/** To the partner when an admin marks a payout week paid (issue #18). */
export function payoutPaidMail({ fname, week, net, reference, language }: PayoutPaidInput): MailContent {
  const t = MAIL_TEXTS[language];
  const day = mailDay(week, language);
  const amount = formatMoney(net);
  return noticeMail(
    language,
    t.payoutSubject(day),
    fname,
    [t.payoutLine(amount, day), t.payoutReference(reference), t.payoutEntries],
    'strong',
  );
}

export interface BalancePaidInput extends InLanguage {
  fname: string;
  orderId: string;
  /** whole rupees */
  amount: number;
  /** the provider's payment id */
  paymentId: string;
}

/** The customer's receipt for the balance of a returned ride (issue #30: every money move is mailed). */
export function balancePaidMail({ fname, orderId, amount, paymentId, language }: BalancePaidInput): MailContent {
  const t = MAIL_TEXTS[language];
  const money = formatMoney(amount);
  return noticeMail(
    language,
    t.balancePaidSubject(money, orderId),
    fname,
    [t.balancePaidLine(money, orderId), t.balancePaidReference(paymentId), t.balancePaidNothingMore],
    'strong',
  );
}

export interface DamageDisputedInput extends InLanguage {
  partnerFname: string;
  orderId: string;
  bike: string;
  plate: string;
  /** the disputed damage charge, whole rupees */
  damage: number;
  /** what the customer wrote */
  message: string;
}

export interface DisputeResolvedInput extends InLanguage {
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
  const t = MAIL_TEXTS[input.language];
  return noticeMail(
    input.language,
    t.disputeResolvedSubject(input.orderId),
    input.fname,
    [
      t.disputeResolvedLine(input.orderId, input.bike),
      input.decision,
      t.disputeResolvedStands(formatMoney(input.damage)),
    ],
    'em',
  );
}

/** Tells the partner that the customer disputes the damage charge of a ride (issue #30). */
export function damageDisputedMail(input: DamageDisputedInput): MailContent {
  const t = MAIL_TEXTS[input.language];
  return noticeMail(
    input.language,
    t.damageDisputedSubject(input.orderId),
    input.partnerFname,
    [
      t.damageDisputedLine(formatMoney(input.damage), input.orderId, input.bike, input.plate),
      t.damageDisputedWords(input.message),
      t.damageDisputedReview,
    ],
    'em',
  );
}
