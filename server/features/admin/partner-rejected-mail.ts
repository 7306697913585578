import { PRODUCT_NAME } from '#shared/messages.ts';
import { escapeHtml, type MailContent } from '#server/features/mail/templates.ts';

/**
 * Sent when an admin rejects a partner request. The address is free again, so the person may apply
 * anew. NOTE: kept beside the admin feature because mail/templates.ts belongs to another change; it
 * can move there (with the shared layout) without changing callers' imports beyond the path.
 */
export function partnerRejectedMail({ fname }: { fname: string }): MailContent {
  const subject = `Your ${PRODUCT_NAME} partner request`;
  const lines = [
    `Thank you for your interest in becoming a ${PRODUCT_NAME} partner.`,
    'We are sorry: your request was not accepted, and the details you sent have been removed.',
    'You are welcome to send a new request at any time.',
  ];
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return {
    subject,
    text: [`Hello ${fname},`, ``, ...lines].join('\n'),
    html:
      `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>${escapeHtml(subject)}</title></head>` +
      `<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#18181b">` +
      `<h1 style="font-size:20px">${escapeHtml(PRODUCT_NAME)}</h1>` +
      `<p>Hello ${escapeHtml(fname)},</p>${paragraphs}</body></html>`,
  };
}
