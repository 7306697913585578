import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, couponRedemptions } from '#server/db/schema/index.ts';
import { liveHold } from '#server/lib/live-booking.ts';

/** How a coupon has been used: redemptions (all, and by this customer) and live holds carrying it. */
export async function couponUses(db: DbOrTx, couponId: string, userId: string) {
  const [redeemed] = await db
    .select({
      all: count(),
      byUser: sql<number>`count(*) FILTER (WHERE ${couponRedemptions.userId} = ${userId})`.mapWith(Number),
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  const [holds] = await db
    .select({
      others: sql<number>`count(*) FILTER (WHERE ${ne(bookings.userId, userId)})`.mapWith(Number),
      own: sql<number>`count(*) FILTER (WHERE ${eq(bookings.userId, userId)})`.mapWith(Number),
    })
    .from(bookings)
    .where(and(eq(bookings.couponId, couponId), liveHold));
  return {
    redeemed: redeemed?.all ?? 0,
    redeemedByUser: (redeemed?.byUser ?? 0) > 0,
    othersHolds: holds?.others ?? 0,
    ownHolds: holds?.own ?? 0,
  };
}
