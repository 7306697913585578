import { describe, expect, it } from 'vitest';
import { text } from '../messages.ts';
import { couponDiscount, quote, rentLine, rideHours, taxOn, toPaise } from './pricing.ts';
import { slotInstant } from './slots.ts';

const at = (date: string, slot: string) => slotInstant(date, slot);

describe('quote', () => {
  it('charges at least 24 hours for a shorter ride', () => {
    const price = quote({
      rentPerHour: 100,
      pickupAt: at('2030-01-10', '08:00 AM'),
      dropAt: at('2030-01-10', '06:00 PM'),
    });
    expect(price).toEqual({
      hours: 10,
      chargedHours: 24,
      rent: 2400,
      cgst: 336,
      sgst: 336,
      total: 3072,
      discount: 0,
      grandTotal: 3072,
    });
  });

  it('charges exactly 24 hours for a 24-hour ride, and every hour beyond', () => {
    const day = quote({
      rentPerHour: 100,
      pickupAt: at('2030-01-10', '09:00 AM'),
      dropAt: at('2030-01-11', '09:00 AM'),
    });
    expect([day.hours, day.rent]).toEqual([24, 2400]);
    const longer = quote({
      rentPerHour: 100,
      pickupAt: at('2030-01-10', '09:00 AM'),
      dropAt: at('2030-01-11', '10:00 AM'),
    });
    expect([longer.hours, longer.chargedHours, longer.rent]).toEqual([25, 25, 2500]);
  });

  it('rounds each tax down to the rupee', () => {
    // 24 × 123 = 2952; 14 % of it is 413.28
    const price = quote({
      rentPerHour: 123,
      pickupAt: at('2030-01-10', '09:00 AM'),
      dropAt: at('2030-01-10', '10:00 AM'),
    });
    expect([price.rent, price.cgst, price.sgst, price.total]).toEqual([2952, 413, 413, 3778]);
    expect(taxOn(2952, 14)).toBe(413);
    expect(taxOn(99, 14)).toBe(13);
  });

  it('takes the tax rates as a parameter (the operator may change them)', () => {
    const price = quote({
      rentPerHour: 100,
      pickupAt: at('2030-01-10', '09:00 AM'),
      dropAt: at('2030-01-11', '09:00 AM'),
      rates: { cgstPercent: 9, sgstPercent: 9 },
    });
    expect([price.cgst, price.sgst, price.total]).toEqual([216, 216, 2832]);
  });

  it('applies a coupon to the tax-inclusive total: a percentage rounded down, capped, above a minimum', () => {
    const window = { rentPerHour: 100, pickupAt: at('2030-01-10', '09:00 AM'), dropAt: at('2030-01-11', '09:00 AM') };
    // total 3072: 10 % = 307.2 → 307
    const tenPercent = quote({ ...window, coupon: { discountValue: 10, minPurchase: 0, maxDiscount: 1000 } });
    expect([tenPercent.total, tenPercent.discount, tenPercent.grandTotal]).toEqual([3072, 307, 2765]);
    const capped = quote({ ...window, coupon: { discountValue: 10, minPurchase: 0, maxDiscount: 200 } });
    expect([capped.discount, capped.grandTotal]).toEqual([200, 2872]);
    const belowMinimum = quote({ ...window, coupon: { discountValue: 10, minPurchase: 3073, maxDiscount: 1000 } });
    expect([belowMinimum.discount, belowMinimum.grandTotal]).toEqual([0, 3072]);
    const atMinimum = quote({ ...window, coupon: { discountValue: 10, minPurchase: 3072, maxDiscount: 1000 } });
    expect(atMinimum.discount).toBe(307);
  });

  it('never discounts more than the total', () => {
    expect(couponDiscount(500, { discountValue: 100, minPurchase: 0, maxDiscount: 10_000 })).toBe(500);
    expect(couponDiscount(999, { discountValue: 15, minPurchase: 1000, maxDiscount: 10_000 })).toBe(0);
  });
});

describe('rent line, hours and paise', () => {
  it('says the minimum charge for 24 hours or less, else the hours', () => {
    expect(rentLine(5)).toBe(text.minimumCharge);
    expect(rentLine(24)).toBe('Minimum 24.0 hour charges applicable');
    expect(rentLine(36)).toBe('Rent for 36 hours');
  });

  it('counts whole hours, rounding a part hour up', () => {
    const from = new Date('2030-01-10T00:30:00Z');
    expect(rideHours(from, new Date('2030-01-11T00:30:00Z'))).toBe(24);
    expect(rideHours(from, new Date('2030-01-10T01:31:00Z'))).toBe(2);
  });

  it('turns rupees into paise', () => {
    expect(toPaise(2765)).toBe(276500);
  });
});
