import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { text } from '#shared/messages.ts';
import { makeBooking, renderPartnerPage, servePartnerApi } from '#web/test/partner-test-kit.tsx';
import { confirmAction } from '#web/lib/confirm.ts';
import { partnerSession } from '#web/lib/partner-session.ts';
import { PartnerBookingsPage } from './partner-bookings-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('#web/lib/confirm.ts', () => ({ confirmAction: vi.fn() }));

// Issue #16: a cancelled booking shows its refund in the partner's list and in View.

const render = () => renderPartnerPage(<PartnerBookingsPage />, { path: '/partner/bookings' });
const list = (data: unknown[]) => ({ success: true, message: 'ok', data, page: 1, totalPages: 1 });
const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

beforeEach(() => vi.mocked(confirmAction).mockReset().mockResolvedValue(true));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  partnerSession.signOut();
});

describe('/partner/bookings: refunds', () => {
  it('a cancelled booking shows its refund line in the row and in View; a booked one none', async () => {
    const cancelled = { ...makeBooking({ status: 'cancelled' }), refund: { amount: 8254, status: 'processed' } };
    const booked = { ...makeBooking({ user: { ...makeBooking().user, fname: 'Ravi', lname: 'Kumar' } }), refund: null };
    servePartnerApi({ findBookings: () => list([cancelled, booked]) });
    render();
    await screen.findByText('Asha Nair');
    expect(rowOf('Asha Nair').getByText('Refund of ₹8,254 paid back')).toBeTruthy();
    expect(rowOf('Ravi Kumar').queryByText(/^Refund of/)).toBeNull();

    fireEvent.click(rowOf('Asha Nair').getByRole('button', { name: /^View Asha Nair's booking/ }));
    const dialog = screen.getByRole('dialog', { name: 'Booking details' });
    expect(within(dialog).getByText(text.refundLabel, { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'Refund of ₹8,254 paid back',
    );
  });

  it("the partner's cancellation answers the booking with its refund, shown at once", async () => {
    const booking = { ...makeBooking(), refund: null };
    servePartnerApi({
      findBookings: () => list([booking]),
      changeBookingStatus: () => ({
        success: true,
        message: 'Booking marked cancelled',
        data: { ...booking, status: 'cancelled', refund: { amount: 8254, status: 'pending' } },
      }),
    });
    render();
    await screen.findByText('Asha Nair');
    fireEvent.change(screen.getByRole('combobox', { name: /^Status of Asha Nair's/ }), {
      target: { value: 'cancelled' },
    });
    await waitFor(() => expect(rowOf('Asha Nair').getByText('Refund of ₹8,254 on its way')).toBeTruthy());
  });

  it('an answer without refunds (an older server) still lists the bookings', async () => {
    servePartnerApi({ findBookings: () => list([makeBooking({ status: 'cancelled' })]) });
    render();
    await screen.findByText('Asha Nair');
    expect(screen.queryByText(/^Refund of/)).toBeNull();
  });
});
