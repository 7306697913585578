import { eq, sql } from 'drizzle-orm';
import type { BookBikeBody, BookingQuote } from '#shared/api/booking.ts';
import { windowInstants } from '#shared/api/search.ts';
import { HOLD_MINUTES } from '#shared/domain/limits.ts';
import { amountToPay, quote } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { bookings, users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { checkCoupon, lockCouponByCode } from '#server/features/coupons/check-coupon.ts';
import {
  EXCLUSION_VIOLATION,
  LOCK_NOT_AVAILABLE,
  hasSqlState,
  lockBikeForHolds,
  retryOnDeadlock,
} from '#server/lib/sql-state.ts';
import { applyTransition } from '../apply-transition.ts';
import { bookingTransitions } from '../booking-transitions.ts';
import { countLiveHolds, MAX_LIVE_HOLDS } from './count-live-holds.ts';
import { refuseUnfitLicence } from './licence-check.ts';
import { listedBikeToBook } from './listed-bike-to-book.ts';
import { lockPoints } from './lock-points.ts';
import { findSameHold, type HeldOrder } from './same-hold.ts';
import { taxRates, toBasisPoints } from './tax-rates.ts';

/** The hold placed, or (`repeated`) the customer's live hold this same request placed before. */
export type PlacedHold = HeldOrder & { repeated: boolean };

/**
 * Places the 15-minute payment hold of bookbike, in one transaction, with the provider order created
 * for it beforehand (`hold.bookingId` was its receipt): the hold row and its order id are one INSERT,
 * so no crash leaves a hold without its order. Locks in one order, as every transaction that touches
 * a bike's holds (docs/decisions.md 49): the bike (a transaction-level advisory lock), the customer's
 * row (their holds are counted one request at a time), the bike row FOR SHARE (it must still be
 * listed), the points FOR SHARE, the coupon; then the bike's booking rows. A lock not granted within
 * the lock timeout is a 409 ('This bike was just booked'), never a 500 or a stalled pool.
 * Inside the lock: the customer's live hold of the same request is answered as it is (`repeated`);
 * else the price is recomputed (a client `amount` that differs from grandTotal + the bike's deposit is
 * a 409 with the new quote), the
 * customer's own earlier holds of the bike and its stale holds are marked expired (releaseHold,
 * expireHold), and the `pending` booking inserted (the `hold` step of booking-transitions.ts): the
 * exclusion constraint refuses it when a booked ride or another live hold overlaps, buffers included,
 * and migration 0014's trigger when one of the bike's blocks does (both 23P01: 409). Holds of
 * one bike are placed one at a time, so the app's own inserts never wait on each other and cannot
 * deadlock; retryOnDeadlock stays only as a safety net against a writer outside this lock order (a
 * manual transaction, scripts/reliability/contention.test.ts's X): its next run answers 409 or 200.
 */
export function placeHold(
  db: Db,
  userId: string,
  body: BookBikeBody,
  order: { bookingId: string; providerOrderId: string },
): Promise<PlacedHold> {
  return retryOnDeadlock(() => placeHoldOnce(db, userId, body, order));
}

async function placeHoldOnce(
  db: Db,
  userId: string,
  body: BookBikeBody,
  order: { bookingId: string; providerOrderId: string },
): Promise<PlacedHold> {
  const { pickupAt, dropAt } = windowInstants(body);
  try {
    return await db.transaction(async (tx) => {
      await lockBikeForHolds(tx, body.bike);
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const same = await findSameHold(tx, userId, body);
      if (same) return { ...same, repeated: true };
      const bike = await listedBikeToBook(tx, body.bike, { lock: true });
      // the licence against this bike and window (issue #32): a 409 here holds nothing
      await refuseUnfitLicence(tx, userId, bike.id, { pickupAt, dropAt });
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
        deposit: bike.deposit,
        toPay: amountToPay(price.grandTotal, bike.deposit),
      };
      if (body.amount !== charged.toPay) {
        throw new AppError('CONFLICT', msg.priceChanged, {
          extra: { data: { message: msg.priceChanged, quote: charged } },
        });
      }

      const [hold] = await tx
        .insert(bookings)
        .values({
          id: order.bookingId,
          providerOrderId: order.providerOrderId,
          userId,
          bikeId: bike.id,
          partnerId: bike.partnerId,
          city: bike.city,
          // the bike as booked: a later edit by its partner never changes this ride's invoice
          bikeName: bike.name,
          bikeBrand: bike.brand,
          bikePlate: bike.plateNumber,
          pickupAt,
          dropAt,
          // the partner's buffer as it is now; migration 0023 keeps it the partner's current one while the
          // ride is live (issue #29: the buffer follows every drop, whenever the ride was booked)
          bufferMinutes: bike.bufferMinutes,
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
          // the deposit as it is now: a later edit of the bike never changes what this ride paid (issue #17)
          deposit: bike.deposit,
          // the tax rates charged: a settlement's taxes use them, never a later configuration
          ...toBasisPoints(rates),
          couponId: coupon?.id ?? null,
          status: bookingTransitions.hold.to,
          paymentStatus: 'pending',
          holdExpiresAt: sql`now() + make_interval(mins => ${HOLD_MINUTES})`,
        })
        .returning({ id: bookings.id, holdExpiresAt: bookings.holdExpiresAt });
      if (!hold?.holdExpiresAt) throw new Error('hold insert returned no row');
      return {
        bookingId: hold.id,
        providerOrderId: order.providerOrderId,
        holdExpiresAt: hold.holdExpiresAt,
        quote: charged,
        repeated: false,
      };
    });
  } catch (error) {
    if (hasSqlState(error, EXCLUSION_VIOLATION)) throw new AppError('CONFLICT', msg.bikeNotAvailable);
    if (hasSqlState(error, LOCK_NOT_AVAILABLE)) throw new AppError('CONFLICT', msg.bikeJustBooked);
    throw error;
  }
}
