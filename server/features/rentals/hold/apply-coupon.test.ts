import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createCoupon } from '#server/test/kits/booking-test-kit.ts';
import { applyCoupon } from './apply-coupon.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('applyCoupon', () => {
  it('discounts the given total when no bike is named', async () => {
    const user = await createUser(t.db);
    const coupon = await createCoupon(t, { discountValue: 12, maxDiscount: 10_000 });
    expect(await applyCoupon(t.db, user.id, { coupon: coupon.couponCode, grandTotal: 2999 })).toEqual({
      discount: 359,
      distotal: 2640,
      total: 2999,
    });
  });
});
