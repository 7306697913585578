import { HOLD_MINUTES } from '#shared/domain/limits.ts';
import { DEFAULT_TAX_RATES, quote } from '#shared/domain/pricing.ts';
import { usersJoinedBy } from './accounts.ts';
import { PLAN_STATUSES, type BookingPlan } from './booking-plan.ts';
import type { CouponBook } from './coupons.ts';
import type { BikeSeed } from './fleet.ts';
import { RATING_WEIGHTS, REVIEW_TEXTS } from './people.ts';
import type { Random } from './random.ts';
import { ColumnBuffer } from './sql-columns.ts';
import { HOUR_MS, type Timeline } from './timeline.ts';

/**
 * Turns the plan into rows, in creation order: who booked (a customer who had joined by then), the
 * points and helmets, the coupon, and the price by the app's own pricing (shared/domain/pricing.ts,
 * default GST rates) stored like bookbike stores it. A third of completed rides get a review.
 */

export interface BookingSources {
  /** one stream for every row, drawn in order (streams of other seeds may overlap it) */
  rng: Random;
  plan: BookingPlan;
  bikes: readonly BikeSeed[];
  userIds: readonly string[];
  coupons: CouponBook;
  timeline: Timeline;
}

const REVIEW_SHARE = 0.33;

export function bookingBuffers() {
  return {
    bookings: new ColumnBuffer('bookings', [
      ['id', 'uuid'], ['user_id', 'uuid'], ['bike_id', 'uuid'], ['partner_id', 'uuid'], ['city', 'text'],
      ['pickup_at', 'time'], ['drop_at', 'time'], ['pick_up_point', 'text'], ['drop_point', 'text'], ['helmet', 'int'],
      ['hours', 'int'], ['rent', 'int'], ['cgst', 'int'], ['sgst', 'int'], ['discount_amount', 'int'],
      ['total_amount', 'int'], ['grand_total', 'int'], ['coupon_id', 'uuid'], ['status', 'text'],
      ['hold_expires_at', 'time'], ['payment_status', 'text'], ['provider_order_id', 'text'], ['created_at', 'time'],
      ['buffer_minutes', 'int'],
    ]),
    reviews: new ColumnBuffer('reviews', [
      ['booking_id', 'uuid'], ['user_id', 'uuid'], ['bike_id', 'uuid'], ['rating', 'int'], ['message', 'text'], ['created_at', 'time'],
    ]),
    redemptions: new ColumnBuffer('coupon_redemptions', [
      ['coupon_id', 'uuid'], ['user_id', 'uuid'], ['booking_id', 'uuid'], ['created_at', 'time'],
    ]),
  };
}

export type BookingBuffers = ReturnType<typeof bookingBuffers>;

/** Writes the rows of bookings `from` … `to` − 1 (in creation order) into the buffers. */
export function emitBookings(sources: BookingSources, out: BookingBuffers, from: number, to: number): void {
  const { rng, plan, bikes, userIds, coupons, timeline } = sources;
  for (let k = from; k < to; k++) {
    const i = plan.order[k] ?? 0;
    const bike = bikes[plan.bike[i] ?? 0];
    if (!bike) throw new Error('booking without a bike');
    const pickupAt = new Date(plan.pickup[i] ?? 0);
    const dropAt = new Date(plan.drop[i] ?? 0);
    const created = plan.created[i] ?? 0;
    const status = PLAN_STATUSES[plan.status[i] ?? 0] ?? 'completed';
    const paid = status !== 'expired';

    const id = rng.uuid();
    const user = rng.int(0, usersJoinedBy(created, userIds.length, timeline) - 1);
    const userId = userIds[user] ?? '';
    const pickUpPoint = rng.pick(bike.points);
    const dropPoint = rng.chance(0.7) ? pickUpPoint : rng.pick(bike.points);
    const helmet = rng.chance(0.35) ? 2 : 1;
    const base = { rentPerHour: bike.rentPerHour, pickupAt, dropAt, rates: DEFAULT_TAX_RATES };
    let price = quote(base);
    const coupon = paid ? coupons.take(created, price.total, user) : null;
    if (coupon) price = quote({ ...base, coupon });
    out.bookings.push(
      id, userId, bike.id, bike.partnerId, bike.city, pickupAt.getTime(), dropAt.getTime(), pickUpPoint, dropPoint, helmet,
      price.hours, price.rent, price.cgst, price.sgst, price.discount, price.rent, price.grandTotal, coupon?.id ?? null, status,
      paid ? null : created + HOLD_MINUTES * 60_000, paid ? 'paid' : rng.chance(0.2) ? 'failed' : 'pending',
      `order_${rng.base62(14)}`, created, bike.bufferMinutes,
    );
    if (coupon) out.redemptions.push(coupon.id, userId, id, created + 2 * 60_000);
    if (status === 'completed' && rng.chance(REVIEW_SHARE)) {
      const rating = rng.weighted(RATING_WEIGHTS) + 1;
      const message = rng.chance(0.2) ? '' : rng.pick(REVIEW_TEXTS[rating] ?? ['']);
      const at = Math.min(dropAt.getTime() + rng.int(1, 72) * HOUR_MS, timeline.now - 5 * 60_000);
      out.reviews.push(id, userId, bike.id, rating, message, at);
    }
  }
  out.bookings.seal();
  out.reviews.seal();
  out.redemptions.seal();
}
