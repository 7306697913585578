import { describe, expect, it } from 'vitest';
import { text } from '../messages.ts';
import {
  bookedRentPerHour,
  cancellationSplit,
  rentKeptOnCancellation,
  couponDiscount,
  DEFAULT_CANCELLATION_TIERS,
  quote,
  rentLine,
  rideHours,
  settleReturn,
  taxOn,
  toPaise,
} from './pricing.ts';
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

describe('cancellationSplit', () => {
  const tiers = DEFAULT_CANCELLATION_TIERS;
  it.each([
    // hours before pick-up, amount paid → fee, refund
    [48, 2000, 100, 1900],
    [6, 2000, 100, 1900], // exactly 6 h: the 6 h tier
    [5.999, 2000, 1000, 1000],
    [2, 2000, 1000, 1000], // exactly 2 h: the 2 h tier
    [1.99, 2001, 1500, 501], // 75 % of 2001 = 1500.75 → 1500
    [0, 2000, 1500, 500], // exactly at the pick-up: the 0 h tier
    [-0.01, 2000, 2000, 0], // after the pick-up: nothing back
    [10, 60, 60, 0], // the flat fee never exceeds what was paid
  ])('%s h before, ₹%s paid → fee ₹%s, refund ₹%s', (hours, paid, fee, refund) => {
    expect(cancellationSplit(paid, tiers, hours)).toEqual({ fee, refund });
  });

  it('reads tiers in any order, highest hoursBefore first', () => {
    const shuffled = [...tiers].reverse();
    expect(cancellationSplit(1000, shuffled, 7)).toEqual({ fee: 100, refund: 900 });
  });

  it('adds the flat fee and the percentage of one tier', () => {
    expect(cancellationSplit(999, [{ hoursBefore: 0, flat: 50, percent: 10 }], 3)).toEqual({ fee: 149, refund: 850 });
  });
});

describe('rentKeptOnCancellation (issue #28)', () => {
  it.each([
    // rent paid, deposit, whole refund → rent kept
    [1000, 2000, 2900, 100], // the policy's ₹100 fee; the deposit back
    [1000, 500, 500, 1000], // refund none: only the deposit back, the whole rent kept
    [1000, 0, 900, 100], // no deposit: as before
    [1000, 2000, 3000, 0], // full refund
    [1000, 2000, 3500, 0], // never below 0
    [1000, 2000, 0, 1000], // never more than the rent
  ])('₹%s rent + ₹%s deposit, ₹%s back → ₹%s kept', (rent, deposit, refunded, kept) => {
    expect(rentKeptOnCancellation(rent, deposit, refunded)).toBe(kept);
  });
});

describe('settleReturn', () => {
  const drop = new Date('2026-12-02T12:30:00.000Z'); // 06:00 PM India time
  const minutesLate = (m: number) => new Date(drop.getTime() + m * 60_000);
  const base = {
    hours: 24,
    rentPerHour: 50,
    dropAt: drop,
    returnedAt: drop,
    startKm: 1000,
    endKm: 1000,
    damage: 0,
    deposit: 2000,
    rates: { cgstPercent: 14, sgstPercent: 14 },
  };

  it.each([
    // booked hours, km ridden → allowance, excess km, excess charge
    [24, 0, 120, 0, 0], // exactly 24 h, no km
    [24, 120, 120, 0, 0], // exactly the allowance
    [24, 121, 120, 1, 4],
    [10, 130, 120, 10, 40], // under a day is charged as a day
    [30, 250, 240, 10, 40], // 30 h: two started days
    [48, 250, 240, 10, 40],
    [49, 250, 360, 0, 0],
  ])('%s h booked, %s km → %s km allowed, %s km over, ₹%s', (hours, km, allowanceKm, excessKm, excessCharge) => {
    const s = settleReturn({ ...base, hours, endKm: base.startKm + km });
    expect(s).toMatchObject({ allowanceKm, excessKm, excessCharge });
  });

  it.each([
    // minutes after the drop → late hours
    [0, 0],
    [-90, 0], // early
    [29, 0],
    [30, 0], // exactly the grace: on time
    [31, 1], // 31 minutes: one started hour
    [60, 1],
    [61, 2],
    [150, 3],
  ])('returned %s min after the drop → %s late hours', (minutes, lateHours) => {
    const s = settleReturn({ ...base, returnedAt: minutesLate(minutes) });
    expect(s.lateHours).toBe(lateHours);
    expect(s.lateFee).toBe(lateHours * base.rentPerHour);
  });

  it('taxes the excess and late charges, each tax rounded down, and not the damage', () => {
    // 3 km over (₹12) + 1 h late (₹50) = ₹62; 14 % = 8.68 → 8 each
    const s = settleReturn({ ...base, endKm: 1123, returnedAt: minutesLate(45), damage: 500 });
    expect(s).toMatchObject({ excessCharge: 12, lateFee: 50, cgst: 8, sgst: 8, damage: 500, charges: 578 });
    expect(s).toMatchObject({ depositRefund: 1422, due: 0 });
  });

  it('charges equal to the deposit: nothing back, nothing due', () => {
    const s = settleReturn({ ...base, damage: 2000 });
    expect(s).toMatchObject({ charges: 2000, depositRefund: 0, due: 0 });
  });

  it('charges above the deposit leave a balance due', () => {
    const s = settleReturn({ ...base, deposit: 0, returnedAt: minutesLate(31) });
    expect(s).toMatchObject({ lateFee: 50, cgst: 7, sgst: 7, charges: 64, depositRefund: 0, due: 64 });
  });

  it('a bike without a deposit returned on time within the allowance settles at zero', () => {
    const s = settleReturn({ ...base, deposit: 0, endKm: 1100 });
    expect(s).toMatchObject({ charges: 0, depositRefund: 0, due: 0 });
  });
});

describe('bookedRentPerHour (the late fee’s rate, issue #17)', () => {
  it('is the rent per hour the ride was paid at, for short and long rides alike', () => {
    for (const [hours, rentPerHour] of [
      [3, 120],
      [24, 95],
      [57, 120],
      [30, 1],
    ] as const) {
      const { rent } = quote({
        rentPerHour,
        pickupAt: new Date('2026-01-01T00:30:00Z'),
        dropAt: new Date(Date.UTC(2026, 0, 1, 0, 30) + hours * 3_600_000),
      });
      expect(bookedRentPerHour({ rent, hours })).toBe(rentPerHour);
    }
  });
});
