import { describe, expect, it } from 'vitest';
import { istDate } from '../domain/time.ts';
import { msg } from '../messages.ts';
import { addCouponForm } from './coupons.ts';

const today = istDate(new Date());
const valid = {
  couponName: 'Weekend',
  couponCode: 'week-end10',
  discountValue: '10',
  minPurchase: '0',
  maxDiscount: '250',
  expireDate: today,
  limit: '5',
};

describe('addCouponForm', () => {
  it('accepts form strings and numbers alike; trims and upper-cases the code', () => {
    expect(addCouponForm.parse(valid)).toEqual({
      couponName: 'Weekend',
      couponCode: 'WEEK-END10',
      discountValue: 10,
      minPurchase: 0,
      maxDiscount: 250,
      expireDate: today,
      limit: 5,
    });
    expect(addCouponForm.parse({ ...valid, discountValue: 100, limit: 1 })).toMatchObject({ discountValue: 100 });
  });

  it('reports every field’s message at once (the modal shows them all)', () => {
    const result = addCouponForm.safeParse({});
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      msg.couponNameRequired,
      msg.couponCodeRequired,
      msg.discountValueRequired,
      msg.minPurchaseRequired,
      msg.maxDiscountRequired,
      msg.expireDateRequired,
      msg.couponLimitRequired,
    ]);
  });

  it.each([
    ['discountValue', 0],
    ['discountValue', 101],
    ['discountValue', 2.5],
    ['limit', 0],
    ['minPurchase', -1],
    ['expireDate', '2024-13-01'],
  ])('%s = %s is refused', (field, value) => {
    expect(addCouponForm.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });
});
