import { eq } from 'drizzle-orm';
import type { Language } from '#shared/messages/language.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { partners, users } from '#server/db/schema/index.ts';

/**
 * Saves the language of the caller's own account (issue #33, D83): the site's on their next login
 * anywhere, and the language of every mail and WhatsApp/SMS text queued for them from now on.
 */
export async function saveAccountLanguage(
  db: DbOrTx,
  role: 'user' | 'partner',
  id: string,
  language: Language,
): Promise<{ language: Language }> {
  if (role === 'user') await db.update(users).set({ language }).where(eq(users.id, id));
  else await db.update(partners).set({ language }).where(eq(partners.id, id));
  return { language };
}
