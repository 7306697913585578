import { describe, expect, it } from 'vitest';
import { disputeWindowOpen, lowerDamage } from './pricing.ts';

describe('lowerDamage: an admin lowers a settled damage charge', () => {
  it.each([
    {
      label:
        'the deposit covered the charges (₹500 of it came back): the difference comes back from the booking payment',
      input: { charges: 1500, damage: 1000, deposit: 2000, newDamage: 400, retained: 1500, balanceRefundable: 0 },
      out: {
        damage: 400,
        charges: 900,
        depositRefund: 1100,
        due: 0,
        refund: 600,
        refundFromBalance: 0,
        refundFromBooking: 600,
      },
    },
    {
      label: 'balance unpaid, the new charges still above the deposit: only the due is lowered',
      input: { charges: 2500, damage: 2000, deposit: 1000, newDamage: 1000, retained: 1000, balanceRefundable: 0 },
      out: {
        damage: 1000,
        charges: 1500,
        depositRefund: 0,
        due: 500,
        refund: 0,
        refundFromBalance: 0,
        refundFromBooking: 0,
      },
    },
    {
      label: 'balance unpaid, the new charges equal the deposit: nothing due, nothing back',
      input: { charges: 2500, damage: 2000, deposit: 1000, newDamage: 500, retained: 1000, balanceRefundable: 0 },
      out: {
        damage: 500,
        charges: 1000,
        depositRefund: 0,
        due: 0,
        refund: 0,
        refundFromBalance: 0,
        refundFromBooking: 0,
      },
    },
    {
      label: 'balance unpaid, the new charges below the deposit: the due goes and part of the deposit comes back',
      input: { charges: 2500, damage: 2000, deposit: 1000, newDamage: 0, retained: 1000, balanceRefundable: 0 },
      out: {
        damage: 0,
        charges: 500,
        depositRefund: 500,
        due: 0,
        refund: 500,
        refundFromBalance: 0,
        refundFromBooking: 500,
      },
    },
    {
      label: 'balance paid: the difference comes from the balance payment',
      input: { charges: 2500, damage: 2000, deposit: 1000, newDamage: 1500, retained: 2500, balanceRefundable: 1500 },
      out: {
        damage: 1500,
        charges: 2000,
        depositRefund: 0,
        due: 1000,
        refund: 500,
        refundFromBalance: 500,
        refundFromBooking: 0,
      },
    },
    {
      label: 'balance paid, lowered below the deposit: all of the balance payment, the rest from the booking payment',
      input: { charges: 2500, damage: 2000, deposit: 1000, newDamage: 0, retained: 2500, balanceRefundable: 1500 },
      out: {
        damage: 0,
        charges: 500,
        depositRefund: 500,
        due: 0,
        refund: 2000,
        refundFromBalance: 1500,
        refundFromBooking: 500,
      },
    },
    {
      label: 'a second lowering after one that took ₹500 of the balance: only the rest of the balance payment is used',
      input: { charges: 2000, damage: 1500, deposit: 1000, newDamage: 0, retained: 2000, balanceRefundable: 1000 },
      out: {
        damage: 0,
        charges: 500,
        depositRefund: 500,
        due: 0,
        refund: 1500,
        refundFromBalance: 1000,
        refundFromBooking: 500,
      },
    },
    {
      label: 'no deposit, balance paid: all from the balance payment',
      input: { charges: 800, damage: 800, deposit: 0, newDamage: 300, retained: 800, balanceRefundable: 800 },
      out: {
        damage: 300,
        charges: 300,
        depositRefund: 0,
        due: 300,
        refund: 500,
        refundFromBalance: 500,
        refundFromBooking: 0,
      },
    },
  ])('$label', ({ input, out }) => {
    expect(lowerDamage(input)).toEqual(out);
  });

  it('never refunds more than the customer retained, whatever is asked', () => {
    const result = lowerDamage({
      charges: 600,
      damage: 600,
      deposit: 0,
      newDamage: 0,
      retained: 100,
      balanceRefundable: 100,
    });
    expect(result.refund).toBe(100);
    expect(result.refundFromBalance + result.refundFromBooking).toBe(result.refund);
  });
});

describe('disputeWindowOpen: 48 hours from the settlement', () => {
  const settledAt = new Date('2026-03-01T10:00:00Z');
  it.each([
    { after: 0, open: true },
    { after: 47 * 3600_000, open: true },
    { after: 48 * 3600_000, open: true },
    { after: 48 * 3600_000 + 1, open: false },
  ])('$after ms after: $open', ({ after, open }) => {
    expect(disputeWindowOpen(settledAt, new Date(settledAt.getTime() + after))).toBe(open);
  });
});
