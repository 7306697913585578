/**
 * The texts of the admin's Mails screen (issue #30): the outbox's undelivered mails and Retry of a
 * failed one. ../messages.ts spreads them into `msg` and `text`; add new ones here, not there.
 */
export const mailsMsg = {
  mailFilterInvalid: 'Choose undelivered, failed, pending or sent',
  mailsListed: 'Mails',
  mailNotFound: 'Mail not found',
  mailNotRetryable: 'Only a failed mail can be retried',
  mailRetried: 'Mail queued again: it is sent in a moment',
} as const;

export const mailsText = {
  menuMails: 'Mails',
  adminMailsTitle: 'Mails',
  adminMailsLabel: 'Mails',
  mailFilterLabel: 'Show',
  mailFilterNames: { undelivered: 'Undelivered', failed: 'Failed', pending: 'Waiting', sent: 'Sent' },
  mailStatusNames: { pending: 'Waiting', sending: 'Sending', sent: 'Sent', failed: 'Failed' },
  /** The counts above the list. */
  mailCountPending: (n: number) => `Waiting: ${n}`,
  mailCountFailed: (n: number) => `Failed: ${n}`,
  mailsIntro:
    'Every mail the app sends is stored first. A refused mail is tried again for 24 hours, then shown here as failed.',
  adminMailsEmptyTitle: 'No mails here',
  adminMailsEmptyHint: 'Every mail of this kind has been delivered.',
  adminMailsEmptyHintSent: 'Sent mails appear here.',
  couldntFetchMails: "Couldn't fetch mails",
  colRecipient: 'To',
  colSubject: 'Subject',
  colMailKind: 'Kind',
  colNextTry: 'Next try',
  retryMail: 'Retry now',
  retryMailLabel: (to: string, subject: string) => `Retry now the mail to ${to}: ${subject}`,
  /** What caused a mail (server/features/mail/outbox.ts `MailKind`); another kind shows as it is stored. */
  mailKindNames: {
    'booking-confirmation': 'Booking confirmation',
    'partner-new-booking': 'New booking (partner)',
    cancellation: 'Cancellation',
    settlement: 'Settlement',
    'refund-processed': 'Refund processed',
    'balance-paid': 'Balance paid',
    dispute: 'Dispute',
    'dispute-resolved': 'Dispute resolved',
    payout: 'Payout',
    'pickup-reminder': 'Pick-up reminder',
    'return-reminder': 'Return reminder',
    'partner-accepted': 'Partner accepted',
    'partner-rejected': 'Partner rejected',
    'licence-rejected': 'Licence rejected',
    'security-alert': 'Security alert',
    otp: 'One-time code',
  } as Readonly<Record<string, string>>,
  /** The admin dashboard's line (a link to the Mails screen). */
  undeliveredMails: (n: number) => `Undelivered mails: ${n}`,
} as const;
