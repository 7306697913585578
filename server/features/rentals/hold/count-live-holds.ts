import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { liveHold } from '#server/lib/live-booking.ts';

/** Most live holds one customer may have at once (anti-hoarding, decision D33). */
export const MAX_LIVE_HOLDS = 3;

/** How many live holds the customer has. */
export async function countLiveHolds(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), liveHold));
  return row?.n ?? 0;
}
