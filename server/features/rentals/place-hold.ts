import { eq, sql } from 'drizzle-orm';
import type { BookBikeBody, BookingQuote } from '#shared/api/booking.ts';
import { windowInstants } from '#shared/api/search.ts';
import { HOLD_MINUTES } from '#shared/domain/limits.ts';
import { quote } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { bookings, users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { checkCoupon, lockCouponByCode } from '#server/features/coupons/check-coupon.ts';
import { EXCLUSION_VIOLATION, hasSqlState, retryOnDeadlock } from '#server/lib/sql-state.ts';
import { applyTransition } from './apply-transition.ts';
import { bookingTransitions } from './booking-transitions.ts';
import { countLiveHolds, MAX_LIVE_HOLDS } from './count-live-holds.ts';
import { listedBikeToBook } from './listed-bike-to-book.ts';
import { lockPoints } from './lock-points.ts';
import { taxRates } from './tax-rates.ts';

export interface PlacedHold {
  bookingId: string;
  holdExpiresAt: Date;
  quote: BookingQuote;
}

/**
 * Places the 15-minute payment hold of bookbike, in one transaction: the customer's row is locked
 * (their holds are counted one request at a time), the bike must still be listed (read FOR SHARE), the
 * points must be its partner's, the coupon is checked and locked, and the price is recomputed; a
 * client `amount` that differs is a 409 with the new quote. Then the customer's own earlier holds of
 * the bike and its stale holds are marked expired (releaseHold, expireHold) and the `pending` booking
 * inserted (the `hold` step of booking-transitions.ts): the exclusion constraint refuses it when a
 * booked ride or another live hold overlaps (409), so of many simultaneous attempts exactly one wins.
 * A run aborted to break a deadlock on that constraint is run again (retryOnDeadlock): it then sees
 * the winner and answers 409, never a 500.
 */
export function placeHold(db: Db, userId: string, body: BookBikeBody): Promise<PlacedHold> {
  return retryOnDeadlock(() => placeHoldOnce(db, userId, body));
}

async function placeHoldOnce(db: Db, userId: string, body: BookBikeBody): Promise<PlacedHold> {
  const { pickupAt, dropAt } = windowInstants(body);
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const bike = await listedBikeToBook(tx, body.bike, { lock: true });
      const points = await lockPoints(tx, bike, body);
      // the coupon before any booking row: verifyPayment locks in the same order
      if (body.coupon) await lockCouponByCode(tx, body.coupon);

      // a second 'Make payment' replaces the customer's earlier hold of the bike instead of being blocked by it
      await applyTransition(tx, 'releaseHold', { bikeId: bike.id, by: { role: 'customer', userId } });
      await applyTransition(tx, 'expireHold', { bikeId: bike.id, by: { role: 'system' } });
      if ((await countLiveHolds(tx, userId)) >= MAX_LIVE_HOLDS) {
        throw new AppError('TOO_MANY', msg.tooManyHolds(MAX_LIVE_HOLDS, HOLD_MINUTES));
      }

      const rates = taxRates();
      const base = quote({ rentPerHour: bike.rentPerHour, pickupAt, dropAt, rates });
      const coupon = body.coupon
        ? await checkCoupon(tx, { code: body.coupon, userId, total: base.total, lock: true, ownHoldsCount: true })
        : undefined;
      const price = quote({ rentPerHour: bike.rentPerHour, pickupAt, dropAt, rates, coupon });
      const charged: BookingQuote = {
        hours: price.hours,
        rent: price.rent,
        cgst: price.cgst,
        sgst: price.sgst,
        total: price.total,
        discount: price.discount,
        grandTotal: price.grandTotal,
      };
      if (body.amount !== price.grandTotal) {
        throw new AppError('CONFLICT', msg.priceChanged, {
          extra: { data: { message: msg.priceChanged, quote: charged } },
        });
      }

      const [hold] = await tx
        .insert(bookings)
        .values({
          userId,
          bikeId: bike.id,
          partnerId: bike.partnerId,
          city: bike.city,
          pickupAt,
          dropAt,
          pickUpPoint: points.pickUp,
          dropPoint: points.drop,
          helmet: body.helmet,
          hours: price.hours,
          rent: price.rent,
          cgst: price.cgst,
          sgst: price.sgst,
          discountAmount: price.discount,
          totalAmount: price.rent,
          grandTotal: price.grandTotal,
          couponId: coupon?.id ?? null,
          status: bookingTransitions.hold.to,
          paymentStatus: 'pending',
          holdExpiresAt: sql`now() + make_interval(mins => ${HOLD_MINUTES})`,
        })
        .returning({ id: bookings.id, holdExpiresAt: bookings.holdExpiresAt });
      if (!hold?.holdExpiresAt) throw new Error('hold insert returned no row');
      return { bookingId: hold.id, holdExpiresAt: hold.holdExpiresAt, quote: charged };
    });
  } catch (error) {
    if (hasSqlState(error, EXCLUSION_VIOLATION)) throw new AppError('CONFLICT', msg.bikeNotAvailable);
    throw error;
  }
}
