import { desc, eq, sql } from 'drizzle-orm';
import type { MessagingConsent, MessagingConsentBody } from '#shared/api/messaging.ts';
import { msg, text } from '#shared/messages.ts';
import { textMessagesText as hiTextMessagesText } from '#shared/messages/hi/text-messages.ts';
import type { Language } from '#shared/messages/language.ts';
import type { Db } from '#server/db/client.ts';
import { messagingConsents, users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';

/** The customer's current choice: their latest answer, off when there is none. */
export async function currentMessagingConsent(db: Db, userId: string): Promise<MessagingConsent> {
  const [row] = await db
    .select({ optedIn: messagingConsents.optedIn, words: messagingConsents.words, at: messagingConsents.createdAt })
    .from(messagingConsents)
    .where(eq(messagingConsents.userId, userId))
    .orderBy(desc(messagingConsents.seq))
    .limit(1);
  return row
    ? { optedIn: row.optedIn, words: row.words, at: row.at.toISOString() }
    : { optedIn: false, words: null, at: null };
}

/**
 * Records an answer (issue #33): a new row with the catalogue's exact words and the app's clock, so the
 * history of what was agreed and withdrawn, and when, is kept. Opting in needs a mobile number.
 */
export async function setMessagingConsent(
  db: Db,
  userId: string,
  answer: MessagingConsentBody,
  now: Date,
  language: Language = 'en',
): Promise<MessagingConsent> {
  const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  if (answer.optIn && !user?.mobile) throw new AppError('VALIDATION', msg.messagingNeedsMobile);
  // the words the customer read, in the language they read them in (issue #33): the web sends its language
  const texts = language === 'hi' ? hiTextMessagesText : text;
  const words = answer.optIn ? texts.messagingOptInWords : texts.messagingOptOutWords;
  await db.insert(messagingConsents).values({
    userId,
    optedIn: answer.optIn,
    words,
    source: answer.source,
    createdAt: sql`${now.toISOString()}::timestamptz`,
  });
  return currentMessagingConsent(db, userId);
}
