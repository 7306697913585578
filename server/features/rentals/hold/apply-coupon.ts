import type { ApplyCouponBody } from '#shared/api/booking.ts';
import { windowInstants } from '#shared/api/search.ts';
import { couponDiscount, quote } from '#shared/domain/pricing.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { checkCoupon } from '#server/features/coupons/check-coupon.ts';
import { listedBikeToBook } from './listed-bike-to-book.ts';
import { taxRates } from './tax-rates.ts';

/**
 * applyCoupon: the discount a coupon gives the caller on the checkout. With a bike and a window the
 * server prices the ride itself (the client's `grandTotal` is then ignored); otherwise `grandTotal` is
 * the total. The coupon's rules are checkCoupon's; the price is recomputed by bookbike in any case.
 */
export async function applyCoupon(
  db: DbOrTx,
  userId: string,
  body: ApplyCouponBody,
): Promise<{ discount: number; distotal: number; total: number }> {
  const total = body.bike ? await rideTotal(db, body.bike, body) : (body.grandTotal ?? 0);
  const coupon = await checkCoupon(db, { code: body.coupon, userId, total });
  const discount = couponDiscount(total, coupon);
  return { discount, distotal: total - discount, total };
}

async function rideTotal(db: DbOrTx, bikeId: string, body: ApplyCouponBody): Promise<number> {
  const bike = await listedBikeToBook(db, bikeId);
  const { pickupAt, dropAt } = windowInstants({
    pickUpDate: body.pickUpDate ?? '',
    pickUpTime: body.pickUpTime ?? '',
    dropDate: body.dropDate ?? '',
    dropTime: body.dropTime ?? '',
  });
  return quote({ rentPerHour: bike.rentPerHour, pickupAt, dropAt, rates: taxRates() }).total;
}
