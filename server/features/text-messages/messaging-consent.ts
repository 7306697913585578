import { desc, eq, sql } from 'drizzle-orm';
import type { MessagingConsent, MessagingConsentBody } from '#shared/api/messaging.ts';
import { msg, text } from '#shared/messages.ts';
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
): Promise<MessagingConsent> {
  const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  if (answer.optIn && !user?.mobile) throw new AppError('VALIDATION', msg.messagingNeedsMobile);
  const words = answer.optIn ? text.messagingOptInWords : text.messagingOptOutWords;
  await db.insert(messagingConsents).values({
    userId,
    optedIn: answer.optIn,
    words,
    source: answer.source,
    createdAt: sql`${now.toISOString()}::timestamptz`,
  });
  return currentMessagingConsent(db, userId);
}
