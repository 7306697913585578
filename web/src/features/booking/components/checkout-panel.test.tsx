import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { quote } from '#shared/domain/pricing.ts';
import { slotInstant } from '#shared/domain/slots.ts';
import { msg, text } from '#shared/messages.ts';
import { formatMoney } from '#web/lib/format.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { CheckoutPanel } from './checkout-panel.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

/** The checkout asks for the customer's licence (issue #32); `licence` is what GET /api/licence answers. */
function serveLicence(licence: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: true, message: 'ok', data: licence })),
  );
}

beforeEach(() => serveLicence(null));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const rates = { cgstPercent: 14, sgstPercent: 14 };
// 28 hours at ₹75: rent 2100, taxes 294 each
const price = quote({
  rentPerHour: 75,
  pickupAt: slotInstant('2030-01-10', '10:00 AM'),
  dropAt: slotInstant('2030-01-11', '02:00 PM'),
  rates,
});

function Harness({
  onApply,
  onPay,
  deposit = 0,
}: {
  onApply: (code: string) => Promise<number>;
  onPay: () => void;
  deposit?: number;
}) {
  const [coupon, setCoupon] = useState<{ code: string; discount: number } | null>(null);
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <CheckoutPanel
        quote={price}
        deposit={deposit}
        rates={rates}
        coupon={coupon}
        onApplyCoupon={async (code) => setCoupon({ code, discount: await onApply(code) })}
        onRemoveCoupon={() => setCoupon(null)}
        onPay={onPay}
        paying={false}
      />
    </QueryClientProvider>
  );
}

const line = (label: string) => {
  const term = within(screen.getByRole('region', { name: text.checkout })).getByText(label, { exact: true });
  return term.parentElement?.querySelector('dd')?.textContent;
};

describe('CheckoutPanel', () => {
  it('shows rent, CGST, SGST and the total of quote()', () => {
    render(<Harness onApply={vi.fn()} onPay={vi.fn()} />);
    expect(price.rent).toBe(2100);
    expect(line(text.rentLabel)).toBe(formatMoney(2100));
    expect(line(text.cgstLabel(14))).toBe(formatMoney(294));
    expect(line(text.sgstLabel(14))).toBe(formatMoney(294));
    expect(line(text.totalLabel)).toBe(formatMoney(2688));
  });

  it('shows no deposit line and no amount to pay for a bike without a deposit', () => {
    render(<Harness onApply={vi.fn()} onPay={vi.fn()} />);
    expect(screen.queryByText(text.refundableDeposit)).toBeNull();
    expect(screen.queryByText(text.amountToPay)).toBeNull();
  });

  it('shows the deposit apart from the taxed lines, never discounted, and the amount to pay', async () => {
    render(<Harness onApply={vi.fn(async () => 537)} onPay={vi.fn()} deposit={2000} />);
    // a list of its own, apart from the taxed lines
    const own = screen.getByLabelText(text.refundableDeposit);
    expect(own.tagName).toBe('DL');
    expect(within(own).getByText(text.refundableDeposit)).toBeTruthy();
    expect(
      within(screen.getByLabelText(text.checkout, { selector: 'dl' })).queryByText(text.refundableDeposit),
    ).toBeNull();
    expect(line(text.refundableDeposit)).toBe(formatMoney(2000));
    expect(line(text.totalLabel)).toBe(formatMoney(2688));
    expect(line(text.amountToPay)).toBe(formatMoney(4688));

    fireEvent.change(screen.getByLabelText(text.couponLabel), { target: { value: 'WELCOME20' } });
    fireEvent.click(screen.getByRole('button', { name: text.applyCoupon }));
    await screen.findByRole('button', { name: text.removeCoupon });
    expect(line(text.refundableDeposit)).toBe(formatMoney(2000));
    expect(line(text.amountToPay)).toBe(formatMoney(2688 - 537 + 2000));
  });

  it("says 'enter coupon' for an empty code; applies, turns into Remove, and removes", async () => {
    const onApply = vi.fn(async () => 537);
    render(<Harness onApply={onApply} onPay={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: text.applyCoupon }));
    expect(showError).toHaveBeenCalledWith(msg.enterCoupon);
    expect(onApply).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(text.couponLabel), { target: { value: ' WELCOME20 ' } });
    fireEvent.click(screen.getByRole('button', { name: text.applyCoupon }));
    await screen.findByRole('button', { name: text.removeCoupon });
    expect(onApply).toHaveBeenCalledWith('WELCOME20');
    expect(showSuccess).toHaveBeenCalledWith(msg.couponApplied);
    expect(line(text.discountLabel)).toBe(`− ${formatMoney(537)}`);
    expect(line(text.totalLabel)).toBe(formatMoney(2688 - 537));

    fireEvent.click(screen.getByRole('button', { name: text.removeCoupon }));
    expect(showSuccess).toHaveBeenLastCalledWith(msg.couponRemoved);
    expect(line(text.totalLabel)).toBe(formatMoney(2688));
    expect(screen.getByRole('button', { name: text.applyCoupon })).toBeTruthy();
  });

  it('keeps Apply when the server refuses the code', async () => {
    const onApply = vi.fn(async () => Promise.reject(new Error('refused')));
    render(<Harness onApply={onApply} onPay={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(text.couponLabel), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: text.applyCoupon }));
    await waitFor(() => expect(onApply).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: text.applyCoupon })).toHaveProperty('disabled', false),
    );
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('asks for a licence when none is saved, and says nothing once it is approved', async () => {
    render(<Harness onApply={vi.fn()} onPay={vi.fn()} />);
    expect((await screen.findByRole('note')).textContent).toBe(text.licenceCheckoutAdd);
    cleanup();
    serveLicence({
      number: 'KA01 20190001234',
      dob: '1995-04-12',
      classes: ['MCWG'],
      validUntil: '2035-04-11',
      status: 'approved',
      reason: null,
    });
    render(<Harness onApply={vi.fn()} onPay={vi.fn()} />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
