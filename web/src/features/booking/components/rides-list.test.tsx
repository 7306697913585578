import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { msg, text } from '#shared/messages.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { userSession } from '#web/lib/user-session.ts';
import type { RideWithRefund } from '../api/refund-answers.ts';
import { RidesList } from './rides-list.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

let counter = 0;
function makeRide(overrides: Partial<RideWithRefund> = {}): RideWithRefund {
  counter += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    date: '2030-01-02',
    bike: { _id: 'b1', name: `Classic ${counter}`, brand: 'Royal Enfield', rentPerHour: 50, engineCC: 350, image: [] },
    user: { id: 'u1', fname: 'Kavya', lname: 'Rao', email: 'kavya@example.in', mobile: null },
    pickUpDate: '2030-01-10',
    pickUpTime: '10:00 AM',
    dropDate: '2030-01-11',
    dropTime: '02:00 PM',
    city: 'Bengaluru',
    pickUpPoint: 'MG Road',
    dropPoint: 'Indiranagar',
    helmet: 1,
    hours: 28,
    rent: 1400,
    cgst: 196,
    sgst: 196,
    discountAmount: 0,
    totalAmount: 1400,
    grandTotal: 1792,
    paid: 1792,
    deposit: 0,
    paymentMethod: 'sandbox',
    paymentStatus: 'paid',
    status: 'booked',
    canCancel: true,
    refund: null,
    handover: null,
    settlement: null,
    licenceStatus: null,
    ...overrides,
  };
}

type Handler = (init: RequestInit | undefined, url: URL) => [number, Record<string, unknown>] | Record<string, unknown>;

const urlOf = (input: string | URL | Request) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Stubs fetch: `/api/<name>` answered by `routes[name]`; `calls(name)` lists the calls made to it. */
function serve(routes: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(urlOf(input), 'http://x');
    const route = routes[url.pathname.replace('/api/', '')];
    if (!route) throw new Error(`unexpected call ${url.pathname}`);
    const answer = route(init, url);
    const [status, body] = Array.isArray(answer) ? answer : [200, answer];
    return Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return (name: string) =>
    fetchMock.mock.calls
      .map(([input, init]) => ({ url: new URL(urlOf(input), 'http://x'), init }))
      .filter(({ url }) => url.pathname === `/api/${name}`);
}

function renderList() {
  userSession.signIn({ token: 'user-jwt', username: 'Kavya', id: 'u1' });
  const router = createMemoryRouter([{ path: '/userProfile', element: <RidesList /> }], {
    initialEntries: ['/userProfile'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const rides = (data: RideWithRefund[]) => ({ success: true, message: 'ok', data, doneReviews: [] });
const cardOf = (name: string) => within(screen.getByRole('article', { name }));

beforeEach(() => {
  vi.mocked(showError).mockClear();
  vi.mocked(showSuccess).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  userSession.signOut();
});

describe('My Rides: cancelling with the refund quote', () => {
  it('shows the quote before confirming, cancels, and the ride then shows its refund on its way', async () => {
    const ride = makeRide();
    let current = ride;
    const calls = serve({
      userRides: () => rides([current]),
      cancellationQuote: () => ({
        success: true,
        message: 'ok',
        data: { amountPaid: 1792, fee: 100, refund: 1692, hoursBeforePickup: 40.5 },
      }),
      cancelRide: () => {
        current = { ...ride, status: 'cancelled', canCancel: false, refund: { amount: 1692, status: 'pending' } };
        return { success: true, message: msg.rideCancelled, data: current };
      },
    });
    renderList();
    await screen.findByRole('article', { name: ride.bike.name });
    fireEvent.click(cardOf(ride.bike.name).getByRole('button', { name: text.cancelRide }));

    const dialog = within(await screen.findByRole('dialog', { name: text.cancelRideTitle }));
    expect(dialog.getByText(text.cancelQuoteLoading)).toBeTruthy();
    const confirm = dialog.getByRole<HTMLButtonElement>('button', { name: msg.confirmCancelRide });
    expect(confirm.disabled).toBe(true);
    expect(await dialog.findByText('You get ₹1,692 back (₹100 cancellation fee)')).toBeTruthy();
    expect(calls('cancellationQuote')[0]?.url.searchParams.get('id')).toBe(ride._id);
    expect(calls('cancelRide')).toHaveLength(0);

    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the refund shown travels with the confirmation (issue #28)
    expect(calls('cancelRide')[0]?.init?.body).toBe(JSON.stringify({ order: ride._id, refund: 1692 }));
    expect(showSuccess).toHaveBeenCalledWith(msg.rideCancelled);
    expect(await cardOf(ride.bike.name).findByText('Refund of ₹1,692 on its way')).toBeTruthy();
    expect(cardOf(ride.bike.name).getByText('cancelled')).toBeTruthy();
    expect(cardOf(ride.bike.name).queryByRole('button', { name: text.cancelRide })).toBeNull();
  });

  it('a refund that changed meanwhile: the new quote replaces it, and confirming again sends the new refund', async () => {
    const ride = makeRide();
    let current = ride;
    const newQuote = { amountPaid: 4000, fee: 1500, refund: 2500, hoursBeforePickup: 5.99 };
    const calls = serve({
      userRides: () => rides([current]),
      cancellationQuote: () => ({
        success: true,
        message: 'ok',
        data: { amountPaid: 4000, fee: 100, refund: 3900, hoursBeforePickup: 6.01 },
      }),
      cancelRide: () => {
        if (calls('cancelRide').length === 1)
          return [409, { success: false, message: msg.refundChanged, data: newQuote }];
        current = { ...ride, status: 'cancelled', canCancel: false, refund: { amount: 2500, status: 'pending' } };
        return { success: true, message: msg.rideCancelled, data: current };
      },
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: text.cancelRide }));
    const dialog = within(await screen.findByRole('dialog', { name: text.cancelRideTitle }));
    await dialog.findByText('You get ₹3,900 back (₹100 cancellation fee)');
    fireEvent.click(dialog.getByRole('button', { name: msg.confirmCancelRide }));

    expect(within(await dialog.findByRole('alert')).getByText(msg.refundChanged)).toBeTruthy();
    expect(dialog.getByText('You get ₹2,500 back (₹1,500 cancellation fee)')).toBeTruthy();
    expect(dialog.queryByText('You get ₹3,900 back (₹100 cancellation fee)')).toBeNull();
    expect(showError).not.toHaveBeenCalled();
    expect(showSuccess).not.toHaveBeenCalled();

    fireEvent.click(dialog.getByRole('button', { name: msg.confirmCancelRide }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('cancelRide').map((c) => c.init?.body)).toEqual([
      JSON.stringify({ order: ride._id, refund: 3900 }),
      JSON.stringify({ order: ride._id, refund: 2500 }),
    ]);
    expect(showSuccess).toHaveBeenCalledWith(msg.rideCancelled);
  });

  it('any other refusal of the cancellation is toasted and closes the dialog', async () => {
    const ride = makeRide();
    serve({
      userRides: () => rides([ride]),
      cancellationQuote: () => ({
        success: true,
        message: 'ok',
        data: { amountPaid: 1792, fee: 100, refund: 1692, hoursBeforePickup: 9 },
      }),
      cancelRide: () => [409, { success: false, message: msg.rideStarted }],
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: text.cancelRide }));
    const dialog = within(await screen.findByRole('dialog', { name: text.cancelRideTitle }));
    await dialog.findByText('You get ₹1,692 back (₹100 cancellation fee)');
    fireEvent.click(dialog.getByRole('button', { name: msg.confirmCancelRide }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(showError).toHaveBeenCalledWith(msg.rideStarted);
  });

  it('Keep the ride closes the dialog without cancelling', async () => {
    const ride = makeRide();
    const calls = serve({
      userRides: () => rides([ride]),
      cancellationQuote: () => ({
        success: true,
        message: 'ok',
        data: { amountPaid: 1792, fee: 896, refund: 896, hoursBeforePickup: 3 },
      }),
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: text.cancelRide }));
    const dialog = within(await screen.findByRole('dialog', { name: text.cancelRideTitle }));
    await dialog.findByText('You get ₹896 back (₹896 cancellation fee)');
    fireEvent.click(dialog.getByRole('button', { name: text.keepRide }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('cancelRide')).toHaveLength(0);
  });

  it('a refused quote says why, keeps Confirm disabled, and Retry asks again', async () => {
    const ride = makeRide();
    let attempts = 0;
    serve({
      userRides: () => rides([ride]),
      cancellationQuote: () => {
        attempts += 1;
        return attempts === 1
          ? [409, { success: false, message: msg.bookingNotCancellable }]
          : { success: true, message: 'ok', data: { amountPaid: 1792, fee: 100, refund: 1692, hoursBeforePickup: 9 } };
      },
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: text.cancelRide }));
    const dialog = within(await screen.findByRole('dialog', { name: text.cancelRideTitle }));
    const alert = within(await dialog.findByRole('alert'));
    expect(alert.getByText(text.cancelQuoteFailed)).toBeTruthy();
    expect(alert.getByText(msg.bookingNotCancellable)).toBeTruthy();
    expect(dialog.getByRole<HTMLButtonElement>('button', { name: msg.confirmCancelRide }).disabled).toBe(true);
    // quiet: the dialog says it, no toast on top
    expect(showError).not.toHaveBeenCalled();
    fireEvent.click(alert.getByRole('button', { name: text.retry }));
    expect(await dialog.findByText('You get ₹1,692 back (₹100 cancellation fee)')).toBeTruthy();
  });

  it.each([
    ['pending', 'Refund of ₹500 on its way'],
    ['processed', 'Refund of ₹500 paid back'],
    ['failed', 'Refund of ₹500 failed — our team is on it'],
  ] as const)('a cancelled ride with a %s refund reads "%s"', async (status, line) => {
    const ride = makeRide({ status: 'cancelled', canCancel: false, refund: { amount: 500, status } });
    serve({ userRides: () => rides([ride]) });
    renderList();
    await screen.findByRole('article', { name: ride.bike.name });
    expect(cardOf(ride.bike.name).getByText(line)).toBeTruthy();
  });

  it('a ride without a refund shows no refund line, and every ride links to its invoice', async () => {
    const ride = makeRide({ status: 'completed', canCancel: false });
    serve({ userRides: () => rides([ride]) });
    renderList();
    const card = within(await screen.findByRole('article', { name: ride.bike.name }));
    expect(card.queryByText(/^Refund of/)).toBeNull();
    expect(card.getByRole('link', { name: text.viewInvoice }).getAttribute('href')).toBe(
      `/paymentSuccess?order=${ride._id}`,
    );
  });
});
