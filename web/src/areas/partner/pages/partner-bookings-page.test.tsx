import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PartnerBooking } from '#shared/api/partner.ts';
import { msg } from '#shared/messages.ts';
import { jsonBody, makeBooking, renderPartnerPage, servePartnerApi } from '#web/test/partner-test-kit.tsx';
import { confirmAction } from '#web/lib/confirm.ts';
import { partnerSession } from '#web/lib/partner-session.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { PartnerBookingsPage } from './partner-bookings-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('#web/lib/confirm.ts', () => ({ confirmAction: vi.fn() }));

const render = () => renderPartnerPage(<PartnerBookingsPage />, { path: '/partner/bookings' });
const list = (data: PartnerBooking[], page = 1, totalPages = 1) => ({
  success: true,
  message: 'ok',
  data,
  page,
  totalPages,
});
const statusOf = (name: string) =>
  screen.getByRole<HTMLSelectElement>('combobox', { name: new RegExp(`^Status of ${name}'s`) });

beforeEach(() => {
  vi.mocked(confirmAction).mockReset().mockResolvedValue(true);
  vi.mocked(showError).mockReset();
  vi.mocked(showSuccess).mockReset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  partnerSession.signOut();
});

describe('/partner/bookings', () => {
  it('shows user, bike, pick-up, drop and total of each booking', async () => {
    servePartnerApi({ findBookings: () => list([makeBooking()]) });
    render();
    const row = (await screen.findByText('Asha Nair')).closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells.slice(0, 5)).toEqual([
      'Asha Nairasha@example.in9876543210',
      'Classic 350Royal EnfieldReg No: KA 01 AB 1234',
      '24 Nov 202609:00 AMIndiranagar Metro Station',
      '26 Nov 202606:00 PMKoramangala 5th Block',
      '₹8,254',
    ]);
  });

  it.each([
    ['completed', true],
    ['cancelled', true],
    ['booked', false],
  ] as const)('the status dropdown of a %s booking is disabled: %s', async (status, disabled) => {
    servePartnerApi({ findBookings: () => list([makeBooking({ status })]) });
    render();
    await screen.findByText('Asha Nair');
    const select = statusOf('Asha Nair');
    expect(select.disabled).toBe(disabled);
    expect(select.value).toBe(status);
    // The current status, then cancelled and completed (spec section 4).
    expect(Array.from(select.options).map((option) => option.value)).toEqual(
      [status, 'cancelled', 'completed'].filter((value, index, all) => all.indexOf(value) === index),
    );
  });

  it("a change asks 'Change Status', posts it, and the answered booking replaces the row", async () => {
    const booking = makeBooking();
    const { calls } = servePartnerApi({
      findBookings: () => list([booking, makeBooking({ user: { ...booking.user, fname: 'Ravi', lname: 'Kumar' } })]),
      changeBookingStatus: () => ({
        success: true,
        message: 'Booking marked cancelled',
        data: { ...booking, status: 'cancelled' },
      }),
    });
    render();
    await screen.findByText('Asha Nair');

    fireEvent.change(statusOf('Asha Nair'), { target: { value: 'cancelled' } });

    await waitFor(() => expect(statusOf('Asha Nair').disabled).toBe(true));
    expect(confirmAction).toHaveBeenCalledWith('Change Status');
    const [, init] = calls('changeBookingStatus')[0] ?? [];
    expect(jsonBody(init)).toEqual({ value: 'cancelled', id: booking._id });
    expect(statusOf('Asha Nair').value).toBe('cancelled');
    expect(statusOf('Ravi Kumar').disabled).toBe(false);
    expect(showSuccess).toHaveBeenCalledWith('Booking marked cancelled');
  });

  it('a dismissed confirmation keeps the status and sends nothing', async () => {
    vi.mocked(confirmAction).mockResolvedValue(false);
    const { calls } = servePartnerApi({ findBookings: () => list([makeBooking()]) });
    render();
    await screen.findByText('Asha Nair');

    fireEvent.change(statusOf('Asha Nair'), { target: { value: 'cancelled' } });

    await waitFor(() => expect(confirmAction).toHaveBeenCalled());
    expect(statusOf('Asha Nair').value).toBe('booked');
    expect(calls('changeBookingStatus')).toHaveLength(0);
  });

  it("a booking already final on the server keeps its row, with the server's reason", async () => {
    servePartnerApi({
      findBookings: () => list([makeBooking()]),
      changeBookingStatus: () => [409, { success: false, message: msg.bookingStatusFinal('completed') }],
    });
    render();
    await screen.findByText('Asha Nair');
    fireEvent.change(statusOf('Asha Nair'), { target: { value: 'cancelled' } });
    await waitFor(() => expect(showError).toHaveBeenCalledWith(msg.bookingStatusFinal('completed')));
    expect(statusOf('Asha Nair').value).toBe('booked');
    expect(statusOf('Asha Nair').disabled).toBe(false);
  });

  it("View opens the booking's details", async () => {
    servePartnerApi({ findBookings: () => list([makeBooking()]) });
    render();
    fireEvent.click(await screen.findByRole('button', { name: "View Asha Nair's booking on 24 Nov 2026" }));

    const dialog = screen.getByRole('dialog', { name: 'Booking details' });
    const value = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Mobile')).toBe('9876543210');
    expect(value('Plate Number')).toBe('KA 01 AB 1234');
    expect(value('Helmets')).toBe('2');
    expect(value('Hours')).toBe('57');
    expect(value('Rent')).toBe('₹6,840');
    expect(value('CGST')).toBe('₹957');
    expect(value('SGST')).toBe('₹957');
    expect(value('Discount')).toBe('− ₹500');
    expect(value('Grand Total')).toBe('₹8,254');
    expect(value('Payment Status')).toBe('paid');
    expect(value('Status')).toBe('Booked');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when there are no bookings yet', async () => {
    servePartnerApi({ findBookings: () => list([], 1, 0) });
    render();
    expect(await screen.findByText('No bookings yet')).toBeTruthy();
  });
});
