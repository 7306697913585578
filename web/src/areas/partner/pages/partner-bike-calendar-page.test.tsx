import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BikeCalendar } from '#shared/api/availability.ts';
import { msg } from '#shared/messages.ts';
import { jsonBody, renderPartnerPage, servePartnerApi } from '#web/test/partner-test-kit.tsx';
import { confirmAction } from '#web/lib/confirm.ts';
import { partnerSession } from '#web/lib/partner-session.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { PartnerBikeCalendarPage } from './partner-bike-calendar-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('#web/lib/confirm.ts', () => ({ confirmAction: vi.fn() }));

const BIKE = '00000000-0000-4000-8000-0000000000b1';
const BLOCK = '00000000-0000-4000-8000-0000000000c1';
const PATH = '/partner/bikes/:id/calendar';
const render = (query = '?month=2026-12') =>
  renderPartnerPage(<PartnerBikeCalendarPage />, { path: PATH, at: `/partner/bikes/${BIKE}/calendar${query}` });
const answer = (data: unknown, message = 'ok') => ({ success: true, message, data });

// December 2026: Asha rides 5 Dec 09:00 AM → 6 Dec 10:00 AM (buffer 2 h after), a service block on 12–13 Dec.
const december: BikeCalendar = {
  bufferMinutes: 120,
  bookings: [
    {
      _id: 'bk1',
      from: '2026-12-05T03:30:00.000Z',
      to: '2026-12-06T04:30:00.000Z',
      status: 'booked',
      customer: 'Asha Nair',
    },
  ],
  blocks: [{ _id: BLOCK, from: '2026-12-12T00:30:00.000Z', to: '2026-12-13T12:30:00.000Z', reason: 'service' }],
};
const empty: BikeCalendar = { bufferMinutes: 0, bookings: [], blocks: [] };
/** The URL a recorded call went to (apiRequest passes a string). */
const urlOf = (call: Parameters<typeof fetch> | undefined) => new URL(call?.[0] as string, 'http://x');
const dayCell = (date: string) => {
  const cell = document.querySelector(`li[data-date="${date}"]`);
  if (!(cell instanceof HTMLElement)) throw new Error(`no cell for ${date}`);
  return cell;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T06:00:00.000Z'));
  vi.mocked(confirmAction).mockReset().mockResolvedValue(true);
  vi.mocked(showError).mockReset();
  vi.mocked(showSuccess).mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  partnerSession.signOut();
});

describe('/partner/bikes/:id/calendar', () => {
  it('draws the month: bookings with customer and status, blocks with reason, buffers, today marked', async () => {
    const { calls } = servePartnerApi({ bikeCalendar: () => answer(december) });
    render();

    expect(await screen.findByRole('group', { name: 'Days of December 2026' })).toBeTruthy();
    const url = urlOf(calls('bikeCalendar')[0]);
    expect(Object.fromEntries(url.searchParams)).toEqual({ id: BIKE, month: '2026-12' });
    expect(within(dayCell('2026-12-05')).getByText('Asha Nair · Booked')).toBeTruthy();
    expect(within(dayCell('2026-12-06')).getByText('Buffer (2 h)')).toBeTruthy();
    expect(within(dayCell('2026-12-12')).getByRole('button', { name: /^Remove block: Service/ })).toBeTruthy();
    expect(within(dayCell('2026-12-10')).getByText('Today')).toBeTruthy();
    // booked and blocked days are not offered for a block; free days are
    expect(screen.queryByRole('button', { name: 'Block 05 Dec 2026' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block 13 Dec 2026' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Block 14 Dec 2026' })).toBeTruthy();
    // the list under the grid (what a phone reads)
    const list = screen.getByRole('region', { name: 'This month' });
    expect(within(list).getByText('Asha Nair · Booked')).toBeTruthy();
    expect(within(list).getByText('Service')).toBeTruthy();
  });

  it('goes to the next and previous months', async () => {
    const { calls } = servePartnerApi({ bikeCalendar: () => answer(empty) });
    render();
    await screen.findByRole('heading', { name: 'December 2026' });

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'January 2027' })).toBeTruthy();
    await waitFor(() => expect(urlOf(calls('bikeCalendar').at(-1)).searchParams.get('month')).toBe('2027-01'));

    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeTruthy();
    await waitFor(() => expect(urlOf(calls('bikeCalendar').at(-1)).searchParams.get('month')).toBe('2026-11'));
  });

  it('an empty month says every day is free', async () => {
    servePartnerApi({ bikeCalendar: () => answer(empty) });
    render();
    expect(await screen.findByText(/No bookings or blocks this month/)).toBeTruthy();
  });

  it('a failed load offers Retry', async () => {
    let fail = true;
    servePartnerApi({
      bikeCalendar: () => (fail ? [404, { success: false, message: 'Bike not found' }] : answer(empty)),
    });
    render();
    expect(await screen.findByText(msg.calendarLoadFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Days of December 2026' })).toBeTruthy();
  });

  it('a free day opens the block form; the block is sent and the month reloads', async () => {
    let calendar = empty;
    const { calls } = servePartnerApi({
      bikeCalendar: () => answer(calendar),
      blockBike: () => {
        calendar = {
          ...empty,
          blocks: [{ _id: BLOCK, from: '2026-12-19T00:30:00.000Z', to: '2026-12-20T12:30:00.000Z', reason: 'offline' }],
        };
        return answer({ _id: BLOCK, bikeId: BIKE, ...calendar.blocks[0] }, 'Bike blocked');
      },
    });
    render();

    fireEvent.click(await screen.findByRole('button', { name: 'Block 19 Dec 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Block this bike' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('From date').value).toBe('2026-12-19');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('From time').value).toBe('06:00 AM');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('To time').value).toBe('06:00 PM');
    fireEvent.change(within(dialog).getByLabelText('To date'), { target: { value: '2026-12-20' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'offline' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(jsonBody(calls('blockBike')[0]?.[1])).toEqual({
      id: BIKE,
      fromDate: '2026-12-19',
      fromTime: '06:00 AM',
      toDate: '2026-12-20',
      toTime: '06:00 PM',
      reason: 'offline',
    });
    expect(showSuccess).toHaveBeenCalledWith('Bike blocked');
    expect(await within(dayCell('2026-12-20')).findByText('Offline rental')).toBeTruthy();
  });

  it('a mouse drag over free days opens the form with that range, either way round', async () => {
    servePartnerApi({ bikeCalendar: () => answer(empty) });
    render();
    const day = async (n: number) => screen.findByRole('button', { name: `Block ${n} Dec 2026` });
    const mouse = { pointerType: 'mouse', button: 0 };
    fireEvent.pointerDown(await day(21), mouse);
    fireEvent.pointerOver(await day(20), mouse);
    fireEvent.pointerOver(await day(19), mouse);
    fireEvent.pointerUp(await day(19), mouse);
    fireEvent.click(await day(19), mouse); // the browser's click after the release: swallowed

    const dialog = screen.getByRole('dialog', { name: 'Block this bike' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('From date').value).toBe('2026-12-19');
    expect(within(dialog).getByLabelText<HTMLInputElement>('To date').value).toBe('2026-12-21');
  });

  it("shows the server's 409 in the form, which stays open", async () => {
    servePartnerApi({
      bikeCalendar: () => answer(empty),
      blockBike: () => [409, { success: false, message: msg.bikeBookedThen }],
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Block 19 Dec 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Block this bike' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(msg.bikeBookedThen);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(showError).not.toHaveBeenCalled(); // shown once, in the form
  });

  it('a block that ends before it starts is refused before sending', async () => {
    const { calls } = servePartnerApi({ bikeCalendar: () => answer(empty) });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Block 19 Dec 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Block this bike' });
    fireEvent.change(within(dialog).getByLabelText('To date'), { target: { value: '2026-12-18' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await within(dialog).findByText(msg.blockEndsBeforeStart)).toBeTruthy();
    expect(calls('blockBike')).toHaveLength(0);
  });

  it('a block is removed after the confirmation, from the grid or the list', async () => {
    let calendar = december;
    const { calls } = servePartnerApi({
      bikeCalendar: () => answer(calendar),
      unblockBike: () => {
        calendar = { ...december, blocks: [] };
        return answer({ _id: BLOCK }, 'Block removed');
      },
    });
    render();
    const list = await screen.findByRole('region', { name: 'This month' });

    vi.mocked(confirmAction).mockResolvedValueOnce(false);
    fireEvent.click(within(dayCell('2026-12-12')).getByRole('button', { name: /^Remove block/ }));
    await waitFor(() => expect(confirmAction).toHaveBeenCalledWith(msg.confirmUnblock));
    expect(calls('unblockBike')).toHaveLength(0);

    fireEvent.click(within(list).getByRole('button', { name: /^Remove block: Service/ }));
    await waitFor(() => expect(calls('unblockBike')).toHaveLength(1));
    expect(calls('unblockBike')[0]?.[1]?.method).toBe('DELETE');
    expect(urlOf(calls('unblockBike')[0]).searchParams.get('id')).toBe(BLOCK);
    expect(await screen.findByRole('button', { name: 'Block 12 Dec 2026' })).toBeTruthy();
    expect(showSuccess).toHaveBeenCalledWith('Block removed');
  });

  it('iCal: gets an address to copy, and renews it after a confirmation', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    let n = 0;
    const { calls } = servePartnerApi({
      bikeCalendar: () => answer(empty),
      calendarToken: () => answer({ url: `https://revon.example/api/partner/bikeCalendar.ics?token=t${++n}` }),
    });
    render();
    const panel = await screen.findByRole('region', { name: 'Calendar subscription' });
    expect(within(panel).getByText(/stops the old one working/)).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Get calendar address' }));
    const address = await within(panel).findByLabelText<HTMLInputElement>('Calendar address');
    expect(address.value).toBe('https://revon.example/api/partner/bikeCalendar.ics?token=t1');
    expect(jsonBody(calls('calendarToken')[0]?.[1])).toEqual({ id: BIKE });

    fireEvent.click(within(panel).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(address.value));
    expect(showSuccess).toHaveBeenCalledWith(msg.addressCopied);

    fireEvent.click(within(panel).getByRole('button', { name: 'Renew address' }));
    await waitFor(() => expect(address.value).toContain('token=t2'));
    expect(confirmAction).toHaveBeenCalledWith(msg.confirmRenewAddress);
  });
});
