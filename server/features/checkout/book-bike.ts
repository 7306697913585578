import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BookBikeBody, BookingQuote } from '#shared/api/booking.ts';
import { windowInstants } from '#shared/api/search.ts';
import { HOLD_MINUTES } from '#shared/domain/limits.ts';
import { quote } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { bookings, partnerLocations, users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { checkCoupon, lockCouponByCode } from '#server/features/coupons/apply-coupon.ts';
import { countLiveHolds, expireStaleHolds, MAX_LIVE_HOLDS, releaseOwnHolds } from './holds.ts';
import { listedBikeToBook, type BikeToBook } from './listed-bike.ts';
import { EXCLUSION_VIOLATION, hasSqlState, retryOnDeadlock } from './sql-state.ts';
import { taxRates } from './tax-rates.ts';

export interface PlacedHold {
  bookingId: string;
  holdExpiresAt: Date;
  quote: BookingQuote;
}

/** The partner's points the customer picked, read FOR SHARE (a rename or delete waits for us). */
async function lockPoints(tx: Tx, bike: BikeToBook, body: BookBikeBody): Promise<{ pickUp: string; drop: string }> {
  const rows = await tx
    .select({ id: partnerLocations.id, name: partnerLocations.name })
    .from(partnerLocations)
    .where(
      and(
        eq(partnerLocations.partnerId, bike.partnerId),
        inArray(partnerLocations.id, [body.pickUpPoint, body.dropPoint]),
      ),
    )
    .for('share');
  const pickUp = rows.find((row) => row.id === body.pickUpPoint)?.name;
  const drop = rows.find((row) => row.id === body.dropPoint)?.name;
  if (pickUp === undefined || drop === undefined) {
    const field = pickUp === undefined ? 'pickUpPoint' : 'dropPoint';
    throw new AppError('VALIDATION', msg.pointNotOfBike, { errors: { [field]: msg.pointNotOfBike } });
  }
  return { pickUp, drop };
}

/**
 * Places the 15-minute payment hold of bookbike, in one transaction: the customer's row is locked
 * (their holds are counted one request at a time), the bike must still be listed (read FOR SHARE), the
 * points must be its partner's, the coupon is checked and locked, and the price is recomputed; a
 * client `amount` that differs is a 409 with the new quote. Then the bike's stale holds and the
 * customer's own earlier holds of it are marked expired and the `pending` booking inserted: the
 * exclusion constraint refuses it when a booked ride or another live hold overlaps (409), so of many
 * simultaneous attempts exactly one wins. A run aborted to break a deadlock on that constraint is run
 * again (retryOnDeadlock): it then sees the winner and answers 409, never a 500.
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

      await releaseOwnHolds(tx, userId, bike.id);
      await expireStaleHolds(tx, bike.id);
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
          status: 'pending',
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
