import { msg, PRODUCT_NAME } from '#shared/messages.ts';
import { escapeHtml, type MailContent } from '#server/features/mail/templates.ts';

/** Sent when an admin rejects a customer's licence: the reason, and that correcting it re-checks it. */
export function licenceRejectedMail({ fname, reason }: { fname: string; reason: string }): MailContent {
  const subject = msg.licenceRejectedMailSubject;
  const body = msg.licenceRejectedMailBody(fname, reason);
  const paragraphs = body
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p.trim())}</p>`)
    .join('');
  return {
    subject,
    text: body,
    html:
      `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>${escapeHtml(subject)}</title></head>` +
      `<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#18181b">` +
      `<h1 style="font-size:20px">${escapeHtml(PRODUCT_NAME)}</h1>${paragraphs}</body></html>`,
  };
}
