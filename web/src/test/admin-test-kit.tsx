import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AdminPartnerDetails, AdminPartnerRow, AdminUserRow } from '#shared/api/admin.ts';
import type { AdminBooking, AdminRefund } from '#shared/api/cancellations.ts';
import type { AdminCoupon } from '#shared/api/coupons.ts';
import { adminSession } from '#web/lib/admin-session.ts';
import { createQueryClient } from '#web/lib/query-client.ts';

/*
 * Helpers of the admin pages' component tests: records shaped like the server's answers, a fetch
 * double that answers by call name, and a render inside a router and a fresh QueryClient.
 */

let counter = 0;
const nextId = () => `00000000-0000-4000-9000-${String(++counter).padStart(12, '0')}`;

export function makePartnerRow(overrides: Partial<AdminPartnerRow> = {}): AdminPartnerRow {
  const id = nextId();
  return {
    _id: id,
    fname: 'Vikram',
    lname: 'Rao',
    email: `partner-${id.slice(-4)}@example.in`,
    isVerifed: false,
    status: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeUserRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  const id = nextId();
  return {
    _id: id,
    fname: 'Asha',
    lname: 'Nair',
    email: `user-${id.slice(-4)}@example.in`,
    mobile: '9876543210',
    image: null,
    status: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makePartnerDetails(overrides: Partial<AdminPartnerDetails> = {}): AdminPartnerDetails {
  return {
    _id: nextId(),
    fname: 'Vikram',
    lname: 'Rao',
    email: 'vikram@example.in',
    mobile: null,
    city: null,
    gstNo: null,
    image: null,
    aadhaar: null,
    pan: null,
    locations: [],
    isVerifed: 'mailSented',
    status: true,
    ...overrides,
  };
}

export function makeCoupon(overrides: Partial<AdminCoupon> = {}): AdminCoupon {
  return {
    _id: nextId(),
    image: '/uploads/coupon.png',
    couponName: 'Monsoon Ride',
    couponCode: 'MONSOON20',
    discountValue: 20,
    minPurchase: 1000,
    maxDiscount: 500,
    expireDate: '2099-12-31',
    limit: 100,
    status: true,
    redeemed: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeAdminBooking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  const id = nextId();
  return {
    _id: id,
    user: { fname: 'Kavya', lname: 'Rao', email: `rider-${id.slice(-4)}@example.in`, mobile: '9876543210' },
    bike: { name: 'Classic 350', brand: 'Royal Enfield', plateNumber: 'KA 01 AB 1234' },
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
    createdAt: '2026-11-20T10:00:00.000Z',
    partner: { _id: nextId(), fname: 'Vikram', lname: 'Rao', email: 'vikram@example.in' },
    refund: null,
    handover: null,
    settlement: null,
    taxRates: { cgstPercent: 14, sgstPercent: 14 },
    licenceStatus: 'approved',
    ...overrides,
  };
}

export function makeAdminRefund(overrides: Partial<AdminRefund> = {}): AdminRefund {
  return {
    _id: nextId(),
    bookingId: nextId(),
    customer: { fname: 'Kavya', lname: 'Rao', email: 'kavya@example.in' },
    amount: 1692,
    status: 'pending',
    reason: 'customer',
    providerRefundId: null,
    attempts: 0,
    lastError: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    processedAt: null,
    ...overrides,
  };
}

function urlOf(input: string | URL | Request): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** What a route double answers: a body (200), or [status, body]. */
export type Answer = Record<string, unknown> | [number, Record<string, unknown>];
export type Route = (request: { url: URL; init: RequestInit | undefined }) => Answer;

/**
 * Stubs fetch with a double that answers `/api/admin/<name>` from `routes[name]` and records the calls;
 * an unknown call fails the test loudly.
 */
export function serveAdminApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(urlOf(input), 'http://x');
    const name = url.pathname.replace('/api/admin/', '');
    const route = routes[name];
    if (!route) throw new Error(`unexpected call ${url.pathname}`);
    const answer = route({ url, init });
    const [status, body] = Array.isArray(answer) ? answer : [200, answer];
    return Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The URLs of the calls made to `name`, in order. */
  const calls = (name: string) =>
    fetchMock.mock.calls
      .filter(([input]) => new URL(urlOf(input), 'http://x').pathname === `/api/admin/${name}`)
      .map(([input, init]) => ({ url: new URL(urlOf(input), 'http://x'), init }));
  return { fetchMock, calls };
}

/** Signs an admin in and renders `element` at `path` (a route of that path) with a fresh QueryClient. */
export function renderAdminPage(element: ReactElement, { path, at = path }: { path: string; at?: string }) {
  adminSession.signIn({ token: 'admin-jwt', username: 'Admin', id: 'a1' });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
