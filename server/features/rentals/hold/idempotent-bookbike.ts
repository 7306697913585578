import { createHash } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { bookBikeResponse, type BookBikeBody, type BookBikeResponse } from '#shared/api/booking.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { idempotencyKeys } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';

type BookBikeData = BookBikeResponse['data'];
const storedAnswer = bookBikeResponse.shape.data;

/** The body's fingerprint: keys sorted, so the same request in another key order is the same. */
function requestHash(body: BookBikeBody): string {
  const sorted = Object.fromEntries(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

/**
 * bookbike with an `Idempotency-Key` (D52): the first successful answer to the customer's
 * key is kept until its hold runs out, and any repeat with that key and the same body gets it again
 * without touching the hold; the same key with another body is a 409. A refusal (4xx) is not kept:
 * the customer may send the request again with the same key. Two first calls with one key at once
 * both run `place`, which answers the same hold to both (the same-request repeat of same-hold.ts).
 */
export async function idempotentBookBike(
  db: Db,
  userId: string,
  key: string,
  body: BookBikeBody,
  place: () => Promise<BookBikeData>,
): Promise<BookBikeData> {
  const hash = requestHash(body);
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  const earlier = async () => {
    const [row] = await db
      .select({ requestHash: idempotencyKeys.requestHash, answer: idempotencyKeys.answer })
      .from(idempotencyKeys)
      .where(and(mine, gt(idempotencyKeys.expiresAt, sql`now()`)));
    if (!row) return undefined;
    if (row.requestHash !== hash) throw new AppError('CONFLICT', msg.idempotencyKeyReused);
    return storedAnswer.parse(row.answer);
  };

  const first = await earlier();
  if (first) return first;
  const answer = await place();
  // the customer's lapsed keys go as a new one is stored
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), lte(idempotencyKeys.expiresAt, sql`now()`)));
  const stored = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash: hash, answer, expiresAt: new Date(answer.holdExpiresAt) })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (stored.length > 0) return answer;
  // a parallel first call stored its answer (the same hold): answer what the key keeps
  return (await earlier()) ?? answer;
}
