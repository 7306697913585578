import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDate } from '#shared/domain/time.ts';
import { couponRedemptions, coupons } from '#server/db/schema/index.ts';
import { createUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import {
  couponExpiresAt,
  couponRedemptionCount,
  couponUnusableReason,
  isCouponRedeemable,
  redeemableCoupon,
} from './coupon-validity.ts';

const terms = { status: true, expireDate: '2025-01-10', limit: 2 };

describe('couponUnusableReason', () => {
  it('a coupon is valid to the end of its expiry day in India (18:30 UTC)', () => {
    expect(couponExpiresAt('2025-01-10').toISOString()).toBe('2025-01-10T18:30:00.000Z');
    expect(couponUnusableReason(terms, 0, new Date('2025-01-10T18:29:59.999Z'))).toBeUndefined();
    expect(couponUnusableReason(terms, 0, new Date('2025-01-10T18:30:00.000Z'))).toBe('expired');
    expect(isCouponRedeemable(terms, 0, new Date('2025-01-01T00:00:00Z'))).toBe(true);
  });

  it('needs the coupon active and redemptions left under its limit; reasons in that order', () => {
    const before = new Date('2025-01-05T00:00:00Z');
    const after = new Date('2025-02-01T00:00:00Z');
    expect(couponUnusableReason(terms, 1, before)).toBeUndefined();
    expect(couponUnusableReason(terms, 2, before)).toBe('used-up');
    expect(couponUnusableReason({ ...terms, status: false }, 2, after)).toBe('inactive');
    expect(couponUnusableReason(terms, 2, after)).toBe('expired');
    expect(isCouponRedeemable(terms, 2, before)).toBe(false);
  });
});

describe('redeemableCoupon (SQL) agrees with the function', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('selects exactly the coupons the function accepts now', async () => {
    const day = 24 * 60 * 60 * 1000;
    const today = istDate(new Date());
    const yesterday = istDate(new Date(Date.now() - day));
    const cases = [
      { status: true, expireDate: today, limit: 1, redeemed: 0 },
      { status: true, expireDate: yesterday, limit: 5, redeemed: 0 },
      { status: false, expireDate: today, limit: 5, redeemed: 0 },
      { status: true, expireDate: today, limit: 2, redeemed: 2 },
      { status: true, expireDate: today, limit: 3, redeemed: 2 },
    ];
    const ids: string[] = [];
    for (const c of cases) {
      const [row] = await t.db
        .insert(coupons)
        .values({
          image: '/uploads/x.png',
          couponName: 'Case',
          couponCode: `V-${randomBytes(4).toString('hex')}`,
          discountValue: 10,
          minPurchase: 0,
          maxDiscount: 100,
          expireDate: c.expireDate,
          limit: c.limit,
          status: c.status,
        })
        .returning({ id: coupons.id });
      if (!row) throw new Error('no coupon');
      ids.push(row.id);
      for (let i = 0; i < c.redeemed; i++) {
        const user = await createUser(t.db);
        await t.db.insert(couponRedemptions).values({ couponId: row.id, userId: user.id, bookingId: user.id });
      }
    }
    const rows = await t.db
      .select({
        id: coupons.id,
        status: coupons.status,
        expireDate: coupons.expireDate,
        limit: coupons.limit,
        redeemed: couponRedemptionCount,
      })
      .from(coupons)
      .where(inArray(coupons.id, ids));
    expect(rows.map((r) => r.redeemed).sort()).toEqual([0, 0, 0, 2, 2]);
    const byFunction = rows.filter((r) => isCouponRedeemable(r, r.redeemed)).map((r) => r.id);
    const bySql = (await t.db.select({ id: coupons.id }).from(coupons).where(redeemableCoupon)).map((r) => r.id);
    expect(byFunction.sort()).toEqual([ids[0], ids[4]].sort());
    expect(bySql.filter((id) => ids.includes(id)).sort()).toEqual(byFunction.sort());
  });
});
