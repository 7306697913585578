import { PRODUCT_NAME } from '#shared/messages.ts';
import type { Language } from '#shared/messages/language.ts';
import { escapeHtml, mailTexts, type MailContent } from '#server/features/mail/templates.ts';

/**
 * Sent when an admin rejects a customer's licence: the reason, and that correcting it re-checks it.
 * In the customer's language (issue #33): the texts are ../../../shared/messages/mail-templates.ts.
 */
export function licenceRejectedMail({
  fname,
  reason,
  language,
}: {
  fname: string;
  reason: string;
  language: Language;
}): MailContent {
  const t = mailTexts(language);
  const subject = t.licenceRejectedSubject;
  const body = t.licenceRejectedBody(fname, reason);
  const paragraphs = body
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p.trim())}</p>`)
    .join('');
  return {
    subject,
    text: body,
    html:
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8" /><title>${escapeHtml(subject)}</title></head>` +
      `<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#18181b">` +
      `<h1 style="font-size:20px">${escapeHtml(PRODUCT_NAME)}</h1>${paragraphs}</body></html>`,
  };
}
