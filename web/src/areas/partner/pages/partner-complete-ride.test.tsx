import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PartnerBooking } from '#shared/api/partner.ts';
import type { RideSettlement } from '#shared/api/settlement-fields.ts';
import { msg, text } from '#shared/messages.ts';
import { confirmAction } from '#web/lib/confirm.ts';
import { partnerSession } from '#web/lib/partner-session.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { jsonBody, makeBooking, renderPartnerPage, servePartnerApi } from '#web/test/partner-test-kit.tsx';
import { PartnerBookingsPage } from './partner-bookings-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('#web/lib/confirm.ts', () => ({ confirmAction: vi.fn() }));

const render = () => renderPartnerPage(<PartnerBookingsPage />, { path: '/partner/bookings' });
const list = (data: PartnerBooking[]) => ({ success: true, message: 'ok', data, page: 1, totalPages: 1 });
const statusOf = (name: string) =>
  screen.getByRole<HTMLSelectElement>('combobox', { name: new RegExp(`^Status of ${name}'s`) });

const settled: NonNullable<RideSettlement> = {
  startKm: 12_000,
  endKm: 12_400,
  allowanceKm: 360,
  excessKm: 40,
  excessCharge: 160,
  returnedAt: '2026-11-26T12:30:00.000Z',
  lateHours: 0,
  lateFee: 0,
  cgst: 22,
  sgst: 22,
  damage: 0,
  damageNote: '',
  charges: 204,
  deposit: 0,
  depositRefund: 0,
  due: 204,
  duePaid: false,
  settledAt: '2026-11-26T12:31:00.000Z',
  disputedAt: null,
};

beforeEach(() => {
  vi.mocked(confirmAction).mockReset().mockResolvedValue(true);
  vi.mocked(showSuccess).mockReset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  partnerSession.signOut();
});

async function openDialog(booking: PartnerBooking, completeRide: Parameters<typeof servePartnerApi>[0][string]) {
  const api = servePartnerApi({ findBookings: () => list([booking]), completeRide });
  render();
  await screen.findByText('Asha Nair');
  fireEvent.change(statusOf('Asha Nair'), { target: { value: 'completed' } });
  const dialog = await screen.findByRole('dialog', { name: text.completeRideTitle });
  return { ...api, dialog: within(dialog) };
}

describe('completing a ride from /partner/bookings', () => {
  it("'completed' opens the dialog (no confirm), previews the settlement live, posts it and shows the settled row", async () => {
    const booking = makeBooking();
    const { dialog, calls } = await openDialog(booking, () => ({
      success: true,
      message: msg.rideCompleted,
      data: { ...booking, status: 'completed', settlement: settled },
    }));
    expect(confirmAction).not.toHaveBeenCalled();
    // the drop time to begin with
    expect(dialog.getByLabelText<HTMLInputElement>(text.returnDateLabel).value).toBe('2026-11-26');
    expect(dialog.getByLabelText<HTMLInputElement>(text.returnTimeLabel).value).toBe('18:00');
    fireEvent.change(dialog.getByLabelText(text.startKmLabel), { target: { value: '12000' } });
    fireEvent.change(dialog.getByLabelText(text.endKmLabel), { target: { value: '12400' } });
    // 57 h booked: 3 days, 360 km; 40 km over at ₹4
    expect(dialog.getByText(text.settlementPreview)).toBeTruthy();
    expect(dialog.getByText('Excess 40 km × ₹4')).toBeTruthy();
    expect(dialog.getByText(text.settlementBalanceDue('₹204'))).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: text.completeRideSubmit }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [, init] = calls('completeRide')[0] ?? [];
    expect(jsonBody(init)).toEqual({
      id: booking._id,
      startKm: 12_000,
      endKm: 12_400,
      returnDate: '2026-11-26',
      returnTime: '06:00 PM',
      damageAmount: 0,
      damageNote: '',
    });
    expect(statusOf('Asha Nair').value).toBe('completed');
    expect(screen.getByText(/Total charges ₹204 · Balance due ₹204/)).toBeTruthy();
    expect(showSuccess).toHaveBeenCalledWith(msg.rideCompleted);
  });

  it("previews the taxes at the booking's own rates, not the default 14 % + 14 %", async () => {
    // booked at 9 % + 9 %: the server settles at those (issue #17), so the preview must too
    const { dialog } = await openDialog(makeBooking({ taxRates: { cgstPercent: 9, sgstPercent: 9 } }), () => ({
      success: true,
      message: 'ok',
    }));
    fireEvent.change(dialog.getByLabelText(text.startKmLabel), { target: { value: '12000' } });
    fireEvent.change(dialog.getByLabelText(text.endKmLabel), { target: { value: '12400' } });
    // ₹160 excess; 9 % of it each, rounded down: ₹14 + ₹14 (at 14 % it would be ₹22 + ₹22, ₹204 due)
    expect(dialog.getByText('Excess 40 km × ₹4')).toBeTruthy();
    expect(dialog.getByText(text.settlementBalanceDue('₹188'))).toBeTruthy();
    expect(dialog.queryByText(text.settlementBalanceDue('₹204'))).toBeNull();
  });

  it('says what is wrong by field and sends nothing', async () => {
    const { dialog, calls } = await openDialog(makeBooking(), () => ({ success: true, message: 'ok' }));
    fireEvent.change(dialog.getByLabelText(text.startKmLabel), { target: { value: '500' } });
    fireEvent.change(dialog.getByLabelText(text.endKmLabel), { target: { value: '400' } });
    fireEvent.change(dialog.getByLabelText(text.damageAmountLabel), { target: { value: '300' } });
    fireEvent.change(dialog.getByLabelText(text.returnDateLabel), { target: { value: '2026-11-20' } });
    fireEvent.click(dialog.getByRole('button', { name: text.completeRideSubmit }));
    expect(await dialog.findByText(msg.endKmBeforeStart)).toBeTruthy();
    expect(dialog.getByText(msg.damageNoteRequired)).toBeTruthy();
    expect(dialog.queryByText(text.settlementPreview)).toBeNull();
    fireEvent.change(dialog.getByLabelText(text.endKmLabel), { target: { value: '600' } });
    fireEvent.change(dialog.getByLabelText(text.damageNoteLabel), { target: { value: 'Dent on the tank' } });
    expect(await dialog.findByText(msg.returnBeforePickup)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: text.completeRideSubmit }));
    expect(calls('completeRide')).toHaveLength(0);
  });

  it("shows the server's refusal under its field and keeps the dialog open", async () => {
    const { dialog } = await openDialog(makeBooking(), () => [
      400,
      { success: false, message: msg.returnBeforePickup, errors: { returnDate: msg.returnBeforePickup } },
    ]);
    fireEvent.change(dialog.getByLabelText(text.startKmLabel), { target: { value: '1' } });
    fireEvent.change(dialog.getByLabelText(text.endKmLabel), { target: { value: '2' } });
    fireEvent.click(dialog.getByRole('button', { name: text.completeRideSubmit }));
    expect(await dialog.findByText(msg.returnBeforePickup)).toBeTruthy();
    expect(statusOf('Asha Nair').value).toBe('booked');
  });
});
