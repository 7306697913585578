import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminBooking } from '#shared/api/cancellations.ts';
import { msg, text } from '#shared/messages.ts';
import { makeAdminBooking, renderAdminPage, serveAdminApi } from '#web/test/admin-test-kit.tsx';
import { adminSession } from '#web/lib/admin-session.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { AdminBookingsPage } from './admin-bookings-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const render = (at = '/admin/bookings') => renderAdminPage(<AdminBookingsPage />, { path: '/admin/bookings', at });
const page = (bookings: AdminBooking[], pageNo = 1, totalPages = 1) => ({
  success: true,
  message: 'ok',
  data: { bookings, page: pageNo, totalPages },
});
const rowOf = (email: string) => {
  const row = within(screen.getByRole('table')).getByText(email).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return within(row);
};

beforeEach(() => vi.mocked(showSuccess).mockClear());

const quoteOf = (bookingId: string) => ({
  success: true,
  message: 'Cancellation quote',
  data: {
    bookingId,
    amountPaid: 1792,
    rent: 1792,
    deposit: 0,
    started: false,
    full: { refund: 1792, kept: 0 },
    policy: { refund: 896, kept: 896 },
    none: { refund: 0, kept: 1792 },
  },
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  adminSession.signOut();
});

describe('/admin/bookings', () => {
  it('lists the paid bookings; the search sends q and keeps it in the URL with the page', async () => {
    const booked = makeAdminBooking({ user: { fname: 'Asha', lname: 'Nair', email: 'asha@example.in', mobile: null } });
    const cancelled = makeAdminBooking({ status: 'cancelled', refund: { amount: 1692, status: 'failed' } });
    const { calls } = serveAdminApi({
      bookings: ({ url }) => {
        const q = url.searchParams.get('q') ?? '';
        return page(q ? [booked] : [booked, cancelled], Number(url.searchParams.get('page') ?? 1), q ? 1 : 3);
      },
    });
    const router = render();
    await screen.findByText('asha@example.in');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Booking',
      'Customer',
      'Bike',
      'Pick-up',
      'Paid',
      'Status',
      'Action',
    ]);
    expect(rowOf('asha@example.in').getByRole('button', { name: /^Cancel Asha Nair's booking/ })).toBeTruthy();
    expect(rowOf(cancelled.user.email).queryByRole('button', { name: /^Cancel / })).toBeNull();
    expect(rowOf(cancelled.user.email).getByText('Refund of ₹1,692 failed — our team is on it')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));

    fireEvent.change(screen.getByLabelText(text.adminBookingsSearchLabel), { target: { value: ' ASHA@example.in ' } });
    fireEvent.click(screen.getByRole('button', { name: text.adminBookingsSearch }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=ASHA%40example.in'));
    await waitFor(() => expect(screen.queryByText(cancelled.user.email)).toBeNull());
    const last = calls('bookings').at(-1);
    expect(last?.url.searchParams.get('q')).toBe('ASHA@example.in');
    expect(last?.url.searchParams.get('page')).toBe('1');
  });

  it('Cancel asks for the refund (policy by default), posts the choice, and the answer with its refund replaces the row', async () => {
    const booking = makeAdminBooking();
    const { calls } = serveAdminApi({
      bookings: () => page([booking]),
      refunds: () => page([]),
      cancelQuote: () => quoteOf(booking._id),
      cancelBooking: () => ({
        success: true,
        message: msg.bookingCancelledByAdmin,
        data: { ...booking, status: 'cancelled', refund: { amount: 1792, status: 'pending' } },
      }),
    });
    render();
    await screen.findByText(booking.user.email);
    fireEvent.click(rowOf(booking.user.email).getByRole('button', { name: /^Cancel / }));

    const dialog = within(screen.getByRole('dialog', { name: text.cancelBookingTitle }));
    expect(dialog.getByRole<HTMLInputElement>('radio', { name: /^The policy's fee and refund/ }).checked).toBe(true);
    // each choice quoted for this booking (issue #34)
    await dialog.findByText('₹1,792 back to the customer · ₹0 kept');
    expect(dialog.getByRole('radio', { name: /^Full refund/ }).closest('label')?.textContent).toContain('₹1,792 back');
    expect(dialog.getByRole('radio', { name: /^The policy's fee/ }).closest('label')?.textContent).toContain('₹896 back to the customer · ₹896 kept');
    expect(dialog.getByRole('radio', { name: /^Rent kept, deposit back/ }).closest('label')?.textContent).toContain('₹0 back to the customer · ₹1,792 kept');
    fireEvent.click(dialog.getByRole('radio', { name: /^Full refund/ }));
    fireEvent.click(dialog.getByRole('button', { name: text.confirmCancelBooking }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('cancelBooking')[0]?.init?.body).toBe(JSON.stringify({ id: booking._id, refund: 'full' }));
    expect(showSuccess).toHaveBeenCalledWith(msg.bookingCancelledByAdmin);
    expect(rowOf(booking.user.email).getByText('Refund of ₹1,792 on its way')).toBeTruthy();
    expect(rowOf(booking.user.email).getByText('Cancelled')).toBeTruthy();
    expect(rowOf(booking.user.email).queryByRole('button', { name: /^Cancel / })).toBeNull();
  });

  it('a refused cancellation keeps the dialog open and the row as it was', async () => {
    const booking = makeAdminBooking();
    serveAdminApi({
      bookings: () => page([booking]),
      cancelQuote: () => quoteOf(booking._id),
      cancelBooking: () => [409, { success: false, message: msg.bookingNotCancellable }],
    });
    render();
    await screen.findByText(booking.user.email);
    fireEvent.click(rowOf(booking.user.email).getByRole('button', { name: /^Cancel / }));
    const dialog = within(screen.getByRole('dialog', { name: text.cancelBookingTitle }));
    await dialog.findByText('₹1,792 back to the customer · ₹0 kept');
    fireEvent.click(dialog.getByRole('button', { name: text.confirmCancelBooking }));
    await waitFor(() =>
      expect(dialog.getByRole<HTMLButtonElement>('button', { name: text.confirmCancelBooking }).disabled).toBe(false),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(rowOf(booking.user.email).getByText('Booked')).toBeTruthy();
  });

  it('shows the empty state, and the error state with Retry', async () => {
    let fail = true;
    serveAdminApi({
      bookings: () => (fail ? [503, { success: false, message: 'down' }] : page([])),
    });
    render();
    // a 5xx opens /error500 in the app; the list still shows its own error state
    expect(await screen.findByText(text.couldntFetchAdminBookings)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByText(text.adminBookingsEmptyTitle)).toBeTruthy();
  });
});
