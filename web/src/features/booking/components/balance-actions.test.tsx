import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RideSettlement } from '#shared/api/settlement-fields.ts';
import { text } from '#shared/messages.ts';
import { formatMoney } from '#web/lib/format.ts';
import { BalanceActions } from './balance-actions.tsx';

const settledAt = '2030-01-11T10:00:00.000Z';
const HOUR = 3600_000;

function settlement(overrides: Partial<NonNullable<RideSettlement>> = {}): NonNullable<RideSettlement> {
  return {
    startKm: 1000,
    endKm: 1170,
    allowanceKm: 120,
    excessKm: 50,
    excessCharge: 200,
    returnedAt: settledAt,
    lateHours: 0,
    lateFee: 0,
    cgst: 28,
    sgst: 28,
    damage: 1500,
    damageNote: 'Dented tank',
    charges: 1756,
    deposit: 1000,
    depositRefund: 0,
    due: 756,
    duePaid: false,
    settledAt,
    disputedAt: null,
    ...overrides,
  };
}

function show(value: NonNullable<RideSettlement>, nowMs = Date.parse(settledAt) + HOUR) {
  const onPay = vi.fn();
  const onDispute = vi.fn();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <BalanceActions
          bookingId="b-1"
          settlement={value}
          now={new Date(nowMs)}
          paying={false}
          onPay={onPay}
          onDispute={onDispute}
        />
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return { onPay, onDispute };
}

afterEach(cleanup);

describe('BalanceActions', () => {
  it('a balance due: Pay balance ₹756, the dispute and the supplementary invoice', () => {
    const { onPay, onDispute } = show(settlement());
    fireEvent.click(screen.getByRole('button', { name: text.payBalance(formatMoney(756)) }));
    expect(onPay).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: text.disputeDamage }));
    expect(onDispute).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: text.supplementaryInvoice }).getAttribute('href')).toBe(
      '/supplementaryInvoice?order=b-1',
    );
  });

  it('paid: no Pay button', () => {
    show(settlement({ duePaid: true }));
    expect(screen.queryByRole('button', { name: /Pay balance/ })).toBeNull();
  });

  it('the dispute is offered up to 48 h after the settlement, never twice, never without damage', () => {
    show(settlement(), Date.parse(settledAt) + 48 * HOUR);
    expect(screen.getByRole('button', { name: text.disputeDamage })).toBeTruthy();
    cleanup();
    show(settlement(), Date.parse(settledAt) + 48 * HOUR + 1);
    expect(screen.queryByRole('button', { name: text.disputeDamage })).toBeNull();
    cleanup();
    show(settlement({ disputedAt: settledAt }));
    expect(screen.queryByRole('button', { name: text.disputeDamage })).toBeNull();
    expect(screen.getByText(text.disputedLine)).toBeTruthy();
    cleanup();
    show(settlement({ damage: 0, charges: 256, due: 0, depositRefund: 744 }));
    expect(screen.queryByRole('button', { name: text.disputeDamage })).toBeNull();
  });

  it('no charges at all: nothing to pay, dispute or print', () => {
    show(
      settlement({
        damage: 0,
        excessCharge: 0,
        excessKm: 0,
        cgst: 0,
        sgst: 0,
        charges: 0,
        due: 0,
        depositRefund: 1000,
      }),
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
