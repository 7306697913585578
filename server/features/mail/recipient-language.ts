import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Language } from '#shared/messages/language.ts';

/**
 * The language to write to a recipient in, selected with their name and address (issue #33, D83):
 * their `users.language` / `partners.language`, English when they have none (an account older than
 * the choice, should the column be left empty). For a select or a returning list:
 * `.select({ email: users.email, language: recipientLanguage(users.language) })`.
 */
export function recipientLanguage(column: AnyColumn): SQL<Language> {
  return sql<Language>`coalesce(${column}, 'en')`;
}
