/**
 * The texts of WhatsApp and SMS (issue #33): the opt-in words a customer agrees to (stored verbatim
 * with their answer), the answers of the opt-in call, and the body of every template. A body's `{{n}}`
 * is its n-th parameter: the same text is registered as the WhatsApp template at Meta and as the DLT
 * template at MSG91 (`##var##` there), so what the log shows is what the phone shows.
 * ../messages.ts spreads them into `msg` and `text`; add new ones here, not there.
 */
export const textMessagesMsg = {
  messagingOptedIn: 'You will get WhatsApp and SMS updates about your rides',
  messagingOptedOut: 'WhatsApp and SMS updates are off',
  messagingNeedsMobile: 'Add your mobile number to your profile to get WhatsApp and SMS updates',
  textWebhookPayloadInvalid: 'Webhook payload is not a delivery report',
} as const;

export const textMessagesText = {
  /** the words a customer agrees to (checkbox at checkout and in the profile), stored with the answer */
  messagingOptInWords:
    'Send me booking confirmations, ride reminders, refund and settlement updates on WhatsApp, or by SMS when WhatsApp fails. I can turn this off any time in my profile.',
  /** the words stored when the customer turns the updates off */
  messagingOptOutWords: 'Stop sending me WhatsApp and SMS updates.',
  messagingTitle: 'WhatsApp & SMS updates',
  messagingOn: 'On',
  messagingOff: 'Off',
} as const;

/** What a text message is about; each has one template (WhatsApp name and DLT id from env). */
export const textMessageKinds = [
  'booking-confirmation',
  'pickup-reminder',
  'return-reminder',
  'refund-processed',
  'settlement',
  'partner-new-booking',
  'partner-cancellation',
] as const;
export type TextMessageKind = (typeof textMessageKinds)[number];

/** The template bodies, `{{n}}` for the n-th parameter (Meta's placeholder syntax). */
export const textTemplates: Record<TextMessageKind, string> = {
  'booking-confirmation':
    'Hi {{1}}, your Rev-On ride is booked: {{2}}, pick-up {{3}} at {{4}}. Order {{5}}. Paid {{6}}.',
  'pickup-reminder': 'Hi {{1}}, reminder: pick up your {{2}} on {{3}} at {{4}}. Order {{5}}.',
  'return-reminder': 'Hi {{1}}, reminder: return your {{2}} by {{3}} at {{4}}. Order {{5}}.',
  'refund-processed': 'Hi {{1}}, your refund of {{2}} for order {{3}} is processed (reference {{4}}).',
  settlement: 'Hi {{1}}, your ride on {{2}} is settled (order {{3}}). {{4}}',
  'partner-new-booking': 'Hi {{1}}, new booking of your {{2}} ({{3}}): pick-up {{4}} by {{5}}. Order {{6}}.',
  'partner-cancellation':
    'Hi {{1}}, the booking of your {{2}} ({{3}}) for {{4}} is cancelled by the {{5}}. Order {{6}}.',
};

/**
 * Who cancelled a booking, as the partner-cancellation template's {{5}} words it ("cancelled by the
 * customer"); ./hi/text-templates.ts has the Hindi.
 */
export const textCancelledByNames = { customer: 'customer', partner: 'partner', admin: 'admin' } as const;

/**
 * A template's text with its parameters in place: of `templates` (the bodies of the recipient's
 * language, ./hi/text-templates.ts for Hindi), English when none are given.
 */
export function renderTextTemplate(
  kind: TextMessageKind,
  params: readonly string[],
  templates: Readonly<Record<TextMessageKind, string>> = textTemplates,
): string {
  return templates[kind].replace(/\{\{(\d+)\}\}/g, (whole, n: string) => params[Number(n) - 1] ?? whole);
}
