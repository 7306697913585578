import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '#server/db/client.ts';
import { bikeCalendarTokens } from '#server/db/schema/index.ts';
import { findOwnBike } from './own-bike.ts';

/** The stored form of a feed token: its SHA-256 (the token itself is 32 random bytes, never stored). */
export function calendarTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * calendarToken: a new private feed token for one of the partner's bikes (404 for another's). Only its
 * hash is kept, replacing the bike's earlier one, so the old address stops working at once. Answers
 * the token; the route makes it an address.
 */
export async function renewCalendarToken(db: DbOrTx, partnerId: string, bikeId: string): Promise<string> {
  const bike = await findOwnBike(db, partnerId, bikeId);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = calendarTokenHash(token);
  await db
    .insert(bikeCalendarTokens)
    .values({ bikeId: bike.id, tokenHash })
    .onConflictDoUpdate({ target: bikeCalendarTokens.bikeId, set: { tokenHash, createdAt: new Date() } });
  return token;
}
