import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYOUT_RATES,
  adjustmentEntry,
  bpToPercent,
  cancellationEntry,
  percentToBp,
  rideEntry,
  sumNet,
  type LedgerAmounts,
  type RideForLedger,
} from './ledger.ts';
import { quote } from './pricing.ts';

const noCharges = { excessCharge: 0, lateFee: 0, cgst: 0, sgst: 0, damage: 0 };
const plainRide: RideForLedger = { rent: 2880, cgst: 403, sgst: 403, settlement: noCharges };
const amounts = (a: LedgerAmounts) => a;

describe('rideEntry: a completed ride', () => {
  it.each([
    {
      label: 'no GST number: no TCS',
      ride: plainRide,
      gst: false,
      want: {
        gross: 2880,
        commission: 576,
        gstOnCommission: 103,
        tcs: 0,
        tds: 2,
        gstCollected: 806,
        damage: 0,
        net: 3005,
      },
    },
    {
      label: 'with a GST number: TCS 0.5 % rounded down (14.4 → 14)',
      ride: plainRide,
      gst: true,
      want: {
        gross: 2880,
        commission: 576,
        gstOnCommission: 103,
        tcs: 14,
        tds: 2,
        gstCollected: 806,
        damage: 0,
        net: 2991,
      },
    },
    {
      label: 'excess km, late fee and their taxes, damage passed through in full',
      ride: {
        rent: 1200,
        cgst: 168,
        sgst: 168,
        settlement: { excessCharge: 80, lateFee: 100, cgst: 25, sgst: 25, damage: 1500 },
      },
      gst: true,
      want: {
        gross: 1380,
        commission: 276,
        gstOnCommission: 49,
        tcs: 6,
        tds: 1,
        gstCollected: 386,
        damage: 1500,
        net: 2934,
      },
    },
    {
      label: 'a ₹0 rent (a free ride): everything 0',
      ride: { rent: 0, cgst: 0, sgst: 0, settlement: noCharges },
      gst: true,
      want: { gross: 0, commission: 0, gstOnCommission: 0, tcs: 0, tds: 0, gstCollected: 0, damage: 0, net: 0 },
    },
  ])('$label', ({ ride, gst, want }) => {
    expect(amounts(rideEntry(ride, DEFAULT_PAYOUT_RATES, gst))).toEqual(want);
  });

  it('a coupon never lowers the gross nor the GST passed through: the discount is the platform’s', () => {
    const pickupAt = new Date('2026-01-05T04:30:00Z');
    const dropAt = new Date('2026-01-06T04:30:00Z');
    const coupon = { discountValue: 20, minPurchase: 0, maxDiscount: 500 };
    const withCoupon = quote({ rentPerHour: 120, pickupAt, dropAt, coupon });
    const without = quote({ rentPerHour: 120, pickupAt, dropAt });
    expect(withCoupon.discount).toBe(500);
    const entry = (q: typeof withCoupon) =>
      rideEntry({ rent: q.rent, cgst: q.cgst, sgst: q.sgst, settlement: noCharges }, DEFAULT_PAYOUT_RATES, false);
    expect(entry(withCoupon)).toEqual(entry(without));
    expect(entry(withCoupon)).toMatchObject({ gross: 2880, gstCollected: 806, net: 3005 });
  });
});

describe('cancellationEntry: a cancellation with a fee kept', () => {
  it.each([
    { fee: 100, gst: false, want: { gross: 100, commission: 20, gstOnCommission: 3, tcs: 0, tds: 0, net: 77 } },
    { fee: 1843, gst: true, want: { gross: 1843, commission: 368, gstOnCommission: 66, tcs: 9, tds: 1, net: 1399 } },
    { fee: 1843, gst: false, want: { gross: 1843, commission: 368, gstOnCommission: 66, tcs: 0, tds: 1, net: 1408 } },
  ])('fee ₹$fee, GST number $gst', ({ fee, gst, want }) => {
    expect(cancellationEntry(fee, DEFAULT_PAYOUT_RATES, gst)).toEqual({ ...want, gstCollected: 0, damage: 0 });
  });
});

describe('rates with two decimals', () => {
  it('12.5 % commission, 1.25 % TCS, 0.75 % TDS on ₹999, each product rounded down', () => {
    const rates = { commissionBp: percentToBp(12.5), tcsBp: percentToBp(1.25), tdsBp: percentToBp(0.75) };
    expect(rates).toEqual({ commissionBp: 1250, tcsBp: 125, tdsBp: 75 });
    expect(cancellationEntry(999, rates, true)).toMatchObject({
      commission: 124,
      gstOnCommission: 22,
      tcs: 12,
      tds: 7,
      net: 834,
    });
  });

  it.each([
    [20, 2000],
    [0.5, 50],
    [0.1, 10],
    [0.29, 29],
    [4.99, 499],
    [0, 0],
  ])('%s %% ↔ %s bp', (percent, bp) => {
    expect(percentToBp(percent)).toBe(bp);
    expect(bpToPercent(bp)).toBe(percent);
  });
});

describe('adjustments and sums', () => {
  it.each([250, -250, 0])('an adjustment of ₹%s is its net and nothing else', (amount) => {
    expect(adjustmentEntry(amount)).toEqual({
      gross: 0,
      commission: 0,
      gstOnCommission: 0,
      tcs: 0,
      tds: 0,
      gstCollected: 0,
      damage: 0,
      net: amount,
    });
  });

  it('sumNet adds the nets', () => {
    expect(sumNet([{ net: 3005 }, { net: -250 }, { net: 77 }])).toBe(2832);
    expect(sumNet([])).toBe(0);
  });
});
