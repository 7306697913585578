import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { RideSettlement } from '#shared/api/settlement-fields.ts';
import { text } from '#shared/messages.ts';
import { SettlementSummary, settlementShort } from './settlement-summary.tsx';

afterEach(cleanup);

const base: NonNullable<RideSettlement> = {
  startKm: 12_000,
  endKm: 12_300,
  allowanceKm: 120,
  excessKm: 180,
  excessCharge: 720,
  returnedAt: '2026-11-26T14:40:00.000Z',
  lateHours: 3,
  lateFee: 360,
  cgst: 151,
  sgst: 151,
  damage: 0,
  damageNote: '',
  charges: 1382,
  deposit: 2000,
  depositRefund: 618,
  due: 0,
  duePaid: false,
  settledAt: '2026-11-26T14:41:00.000Z',
  disputedAt: null,
};

const amountOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('SettlementSummary', () => {
  it('itemises each charge, the total, the deposit, and the deposit refund with its status', () => {
    render(<SettlementSummary settlement={base} refund={{ amount: 618, status: 'processed' }} />);
    expect(screen.getByText(/Returned 26 Nov 2026 at 08:10 pm/i)).toBeTruthy();
    expect(screen.getByText(/Odometer 12000 → 12300 km \(allowance 120 km\)/)).toBeTruthy();
    expect(amountOf('Excess 180 km × ₹4')).toBe('₹720');
    expect(amountOf('Late return 3 h')).toBe('₹360');
    expect(amountOf(text.settlementCgst)).toBe('₹151');
    expect(amountOf(text.settlementSgst)).toBe('₹151');
    expect(amountOf(text.settlementCharges)).toBe('₹1,382');
    expect(amountOf(text.settlementDeposit)).toBe('₹2,000');
    expect(screen.getByText(text.settlementDepositRefund).parentElement?.textContent).toContain('₹618');
    expect(screen.getByText('Processed')).toBeTruthy();
    expect(screen.queryByText(text.settlementDamage)).toBeNull();
  });

  it('a paid balance whose damage was lowered afterwards: what was paid, and the refund of the difference (issue #28)', () => {
    const lowered = {
      ...base,
      damage: 500,
      damageNote: 'Scratch on the tank',
      charges: 2334,
      depositRefund: 0,
      due: 334,
      duePaid: true,
      balancePaid: 1902,
      adjustmentRefund: { amount: 1568, status: 'pending' as const },
    };
    render(<SettlementSummary settlement={lowered} />);
    expect(screen.getByText(text.settlementBalancePaid('₹1,902'))).toBeTruthy();
    expect(screen.queryByText(text.settlementBalancePaid('₹334'))).toBeNull();
    const refund = screen.getByText(text.settlementAdjustmentRefund).parentElement?.textContent;
    expect(refund).toContain('₹1,568');
    expect(refund).toContain(text.refundStatusNames.pending);
    expect(settlementShort(lowered)).toContain(text.settlementBalancePaid('₹1,902'));
  });

  it('a damage charge beyond the deposit: the note, and the balance due (then paid)', () => {
    const damaged = {
      ...base,
      damage: 1500,
      damageNote: 'Left mirror broken',
      charges: 2882,
      depositRefund: 0,
      due: 882,
    };
    const { rerender } = render(<SettlementSummary settlement={damaged} />);
    expect(amountOf(text.settlementDamage)).toBe('₹1,500');
    expect(screen.getByText(/Left mirror broken/)).toBeTruthy();
    expect(screen.getByText(text.settlementBalanceDue('₹882'))).toBeTruthy();
    rerender(<SettlementSummary settlement={{ ...damaged, duePaid: true }} />);
    expect(screen.getByText(text.settlementBalancePaid('₹882'))).toBeTruthy();
    expect(settlementShort(damaged)).toBe('Total charges ₹2,882 · Balance due ₹882');
  });

  it('no reading and nothing charged: says so, nothing due', () => {
    const clean = {
      ...base,
      startKm: null,
      endKm: null,
      excessKm: 0,
      excessCharge: 0,
      lateHours: 0,
      lateFee: 0,
      cgst: 0,
      sgst: 0,
      charges: 0,
      deposit: 0,
      depositRefund: 0,
    };
    render(<SettlementSummary settlement={clean} />);
    expect(screen.getByText(/No odometer reading recorded/)).toBeTruthy();
    expect(screen.getByText(text.settlementNothingDue)).toBeTruthy();
    expect(screen.queryByText(/Excess/)).toBeNull();
  });
});
