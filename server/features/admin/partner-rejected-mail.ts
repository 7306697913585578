import { PRODUCT_NAME } from '#shared/messages.ts';
import type { Language } from '#shared/messages/language.ts';
import { escapeHtml, mailTexts, type MailContent } from '#server/features/mail/templates.ts';

/**
 * Sent when an admin rejects a partner request. The address is free again, so the person may apply
 * anew. NOTE: kept beside the admin feature because mail/templates.ts belongs to another change; it
 * can move there (with the shared layout) without changing callers' imports beyond the path.
 * In the partner's language (issue #33): the texts are ../../../shared/messages/mail-templates.ts.
 */
export function partnerRejectedMail({ fname, language }: { fname: string; language: Language }): MailContent {
  const t = mailTexts(language);
  const subject = t.partnerRejectedSubject;
  const lines = [t.partnerRejectedThanks, t.partnerRejectedSorry, t.partnerRejectedWelcome];
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return {
    subject,
    text: [t.helloName(fname), ``, ...lines].join('\n'),
    html:
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8" /><title>${escapeHtml(subject)}</title></head>` +
      `<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#18181b">` +
      `<h1 style="font-size:20px">${escapeHtml(PRODUCT_NAME)}</h1>` +
      `<p>${escapeHtml(t.helloName(fname))}</p>${paragraphs}</body></html>`,
  };
}
