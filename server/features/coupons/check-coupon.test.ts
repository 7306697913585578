import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { couponRedemptions } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { createBike, createPartner, createUser, insertBooking } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createCoupon } from '#server/test/kits/booking-test-kit.ts';
import { checkCoupon } from './check-coupon.ts';
import { couponUses } from './coupon-uses.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;

/** A live payment hold of `userId` carrying the coupon. */
async function liveHold(userId: string, couponId: string) {
  const partner = await createPartner(t.db);
  const bike = await createBike(t.db, partner.id);
  const pickupAt = new Date(Date.now() + 72 * HOUR);
  return insertBooking(t.db, {
    userId,
    bikeId: bike.id,
    partnerId: partner.id,
    pickupAt,
    dropAt: new Date(pickupAt.getTime() + 24 * HOUR),
    status: 'pending',
    holdExpiresAt: new Date(Date.now() + 10 * 60_000),
    couponId,
  });
}

async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return error.message;
    throw error;
  }
  return undefined;
}

describe('checkCoupon', () => {
  it('finds the code whatever its letter case and answers its terms', async () => {
    const user = await createUser(t.db);
    const coupon = await createCoupon(t, { discountValue: 15, minPurchase: 1000, maxDiscount: 400 });
    const found = await checkCoupon(t.db, { code: coupon.couponCode.toLowerCase(), userId: user.id, total: 1000 });
    expect(found).toMatchObject({ id: coupon.id, discountValue: 15, minPurchase: 1000, maxDiscount: 400 });
  });

  it("counts others' live holds against the limit; the customer's own only when asked (bookbike)", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const coupon = await createCoupon(t, { limit: 2 });
    await liveHold(user.id, coupon.id);
    expect(await couponUses(t.db, coupon.id, user.id)).toEqual({
      redeemed: 0,
      redeemedByUser: false,
      othersHolds: 0,
      ownHolds: 1,
    });
    const options = { code: coupon.couponCode, userId: user.id, total: 500 };
    expect(await refusal(checkCoupon(t.db, options))).toBeUndefined();
    expect(await refusal(checkCoupon(t.db, { ...options, ownHoldsCount: true }))).toBe(msg.couponAlreadyUsed);

    await liveHold(other.id, coupon.id);
    // 1 use left for the caller's own hold: the other's hold takes the second
    expect(await refusal(checkCoupon(t.db, options))).toBeUndefined();
    const third = await createUser(t.db);
    expect(await refusal(checkCoupon(t.db, { ...options, userId: third.id }))).toBe(msg.couponUsedUp);
  });

  it('says "already used" before "used up" to whoever redeemed it', async () => {
    const user = await createUser(t.db);
    const coupon = await createCoupon(t, { limit: 1 });
    const ride = await liveHold(user.id, coupon.id);
    await t.db.insert(couponRedemptions).values({ couponId: coupon.id, userId: user.id, bookingId: ride.id });
    expect(await refusal(checkCoupon(t.db, { code: coupon.couponCode, userId: user.id, total: 500 }))).toBe(
      msg.couponAlreadyUsed,
    );
  });
});
