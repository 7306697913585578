import type { Language } from '#shared/messages/language.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { activeLanguage, reloadIn } from './language.ts';

/**
 * After a login (issue #33, D83): the account's language wins, so a customer who chose Hindi on their
 * phone reads Hindi on any browser they sign in on. An account that never chose one takes the visit's
 * (saved quietly: its mails follow). Answers true when the page is loading again at `path`.
 */
export function followAccountLanguage(
  area: 'customer' | 'partner',
  language: Language | null | undefined,
  path: string,
): boolean {
  if (language === undefined) return false;
  if (language === null) {
    void apiRequest(area, '/language', {
      method: 'PUT',
      body: { language: activeLanguage() },
      quiet: true,
      redirectOnError: false,
    }).catch(() => undefined);
    return false;
  }
  if (language === activeLanguage()) return false;
  reloadIn(language, path);
  return true;
}
