import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Order } from '#shared/api/booking.ts';
import { rentLine } from '#shared/domain/pricing.ts';
import { PRODUCT_NAME, text } from '#shared/messages.ts';
import { formatMoney } from '#web/lib/format.ts';
import { Invoice } from './invoice.tsx';

afterEach(cleanup);

function order(hours: number): Order {
  const rent = Math.max(hours, 24) * 50;
  return {
    _id: crypto.randomUUID(),
    date: '2030-01-02',
    user: { fname: 'Kavya', lname: 'Rao', email: 'kavya@example.test', mobile: null },
    bike: { _id: crypto.randomUUID(), name: 'Classic 350', brand: 'Royal Enfield', image: ['/uploads/a.jpg'] },
    pickUpDate: '2030-01-10',
    pickUpTime: '10:00 AM',
    dropDate: '2030-01-11',
    dropTime: '02:00 PM',
    city: 'Bengaluru',
    pickUpPoint: 'MG Road',
    dropPoint: 'Indiranagar',
    helmet: 2,
    hours,
    rent,
    rentLine: rentLine(hours),
    discountAmount: 100,
    totalAmount: rent,
    cgst: Math.floor(rent * 0.14),
    sgst: Math.floor(rent * 0.14),
    grandTotal: rent + 2 * Math.floor(rent * 0.14) - 100,
    deposit: 0,
    paid: rent + 2 * Math.floor(rent * 0.14) - 100,
    licenceStatus: null,
    paymentMethod: 'sandbox',
    paymentStatus: 'paid',
    status: 'booked',
    refund: null,
    cancelledAt: null,
    handover: null,
    settlement: null,
  };
}

describe('Invoice', () => {
  it("reads 'Minimum 24.0 hour charges applicable' for a ride of 24 hours or less", () => {
    const o = order(24);
    render(<Invoice order={o} />);
    expect(screen.getByRole('heading', { name: PRODUCT_NAME })).toBeTruthy();
    expect(screen.getByText(text.minimumCharge)).toBeTruthy();
    expect(screen.queryByText(/^Rent for/)).toBeNull();
    expect(screen.getByText(formatMoney(o.grandTotal))).toBeTruthy();
  });

  it("reads 'Rent for N hours' for a longer ride, with every line of the order", () => {
    const o = order(28);
    render(<Invoice order={o} />);
    expect(screen.getByText('Rent for 28 hours')).toBeTruthy();
    expect(screen.getByText('Kavya Rao')).toBeTruthy();
    expect(screen.getByText(o.user.email)).toBeTruthy();
    expect(screen.getByText(o._id)).toBeTruthy();
    expect(screen.getByText('2030-01-02')).toBeTruthy();
    expect(screen.getByText('2030-01-10 10:00 AM to 2030-01-11 02:00 PM')).toBeTruthy();
    expect(screen.getByText('MG Road')).toBeTruthy();
    expect(screen.getByText('Indiranagar')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Classic 350' })).toBeTruthy();
    expect(screen.getByText(formatMoney(o.totalAmount - 100))).toBeTruthy();
    expect(screen.getByText(formatMoney(o.grandTotal))).toBeTruthy();
  });

  it('a cancelled ride adds the credit note: cancelled on, amount paid, fee, refund and its status', () => {
    const o = {
      ...order(28),
      status: 'cancelled' as const,
      cancelledAt: '2030-01-05T04:30:00.000Z',
      refund: { amount: 1500, status: 'pending' as const },
    };
    render(<Invoice order={o} />);
    const note = within(screen.getByRole('region', { name: text.creditNoteTitle }));
    const value = (label: string) =>
      note.getByText(label, { exact: true }).closest('div')?.querySelector('dd')?.textContent;
    expect(value(text.cancelledOn)).toBe('05 Jan 2030, 10:00 am');
    expect(value(text.amountPaidLabel)).toBe(formatMoney(o.grandTotal));
    expect(value(text.cancellationFeeLabel)).toBe(formatMoney(o.grandTotal - 1500));
    expect(value(text.refundLabel)).toBe(formatMoney(1500));
    expect(value(text.refundStatusLabel)).toBe('Pending');
  });

  it('a cancellation without a refund keeps the whole amount; a booked ride has no credit note', () => {
    const o = { ...order(28), status: 'cancelled' as const, cancelledAt: null, refund: null };
    render(<Invoice order={o} />);
    const note = within(screen.getByRole('region', { name: text.creditNoteTitle }));
    expect(note.getByText(text.noRefund)).toBeTruthy();
    expect(note.getByText(formatMoney(0))).toBeTruthy();
    cleanup();
    render(<Invoice order={order(28)} />);
    expect(screen.queryByRole('region', { name: text.creditNoteTitle })).toBeNull();
  });
  it('a deposit is a separate untaxed line below the tax invoice, with the amount paid; none shows nothing', () => {
    const o = { ...order(28), deposit: 2000 };
    render(<Invoice order={o} />);
    const own = screen.getByLabelText(text.refundableDeposit);
    const value = (label: string) =>
      within(own).getByText(label, { exact: true }).closest('div')?.querySelector('dd')?.textContent;
    expect(value(text.refundableDeposit)).toBe(formatMoney(2000));
    expect(value(text.amountPaidLabel)).toBe(formatMoney(o.grandTotal + 2000));
    expect(screen.getByText(text.depositUntaxedNote)).toBeTruthy();
    // the tax invoice's grand total stays the rent's
    expect(screen.getByText(formatMoney(o.grandTotal))).toBeTruthy();
    cleanup();
    render(<Invoice order={order(28)} />);
    expect(screen.queryByText(text.refundableDeposit)).toBeNull();
  });

  it("a cancelled ride's credit note counts the deposit in the amount paid", () => {
    const o = {
      ...order(28),
      deposit: 2000,
      status: 'cancelled' as const,
      cancelledAt: null,
      refund: { amount: 3500, status: 'pending' as const },
    };
    render(<Invoice order={o} />);
    const note = within(screen.getByRole('region', { name: text.creditNoteTitle }));
    const value = (label: string) =>
      note.getByText(label, { exact: true }).closest('div')?.querySelector('dd')?.textContent;
    expect(value(text.amountPaidLabel)).toBe(formatMoney(o.grandTotal + 2000));
    expect(value(text.cancellationFeeLabel)).toBe(formatMoney(o.grandTotal + 2000 - 3500));
  });
});
