import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PartnerBike } from '#shared/api/bikes.ts';
import type { PartnerBooking, PartnerProfile } from '#shared/api/partner.ts';
import { partnerSession } from '#web/lib/partner-session.ts';
import { createQueryClient } from '#web/lib/query-client.ts';

/*
 * Helpers of the partner pages' component tests: records shaped like the server's answers, a fetch
 * double that answers by call name, and a render inside a router and a fresh QueryClient.
 */

let counter = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function makeBike(overrides: Partial<PartnerBike> = {}): PartnerBike {
  return {
    _id: nextId(),
    name: 'Classic 350',
    brand: 'Royal Enfield',
    category: 'Modern Classics',
    makeYear: 2023,
    rentPerHour: 120,
    engineCC: 349,
    plateNumber: 'KA 01 AB 1234',
    deposit: 0,
    transmission: 'geared',
    image: ['/uploads/classic.png'],
    status: true,
    ...overrides,
  };
}

export function makeBooking(overrides: Partial<PartnerBooking> = {}): PartnerBooking {
  return {
    _id: nextId(),
    user: { fname: 'Asha', lname: 'Nair', email: 'asha@example.in', mobile: '9876543210' },
    bike: { name: 'Classic 350', brand: 'Royal Enfield', plateNumber: 'KA 01 AB 1234' },
    pickUpDate: '2026-11-24',
    pickUpTime: '09:00 AM',
    dropDate: '2026-11-26',
    dropTime: '06:00 PM',
    city: 'Bengaluru',
    pickUpPoint: 'Indiranagar Metro Station',
    dropPoint: 'Koramangala 5th Block',
    helmet: 2,
    hours: 57,
    rent: 6840,
    cgst: 957,
    sgst: 957,
    discountAmount: 500,
    totalAmount: 6840,
    grandTotal: 8254,
    paid: 8254,
    deposit: 0,
    paymentMethod: 'online',
    paymentStatus: 'paid',
    status: 'booked',
    createdAt: '2026-11-20T10:00:00.000Z',
    refund: null,
    handover: null,
    settlement: null,
    taxRates: { cgstPercent: 14, sgstPercent: 14 },
    licenceStatus: 'approved',
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<PartnerProfile> = {}): PartnerProfile {
  return {
    _id: 'p1',
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

function urlOf(input: string | URL | Request): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** The JSON body a call sent (null when it sent none or a form). */
export function jsonBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : null;
}

/** What a route double answers: a body (200), or [status, body]. */
export type Answer = Record<string, unknown> | [number, Record<string, unknown>];
export type Route = (request: { url: URL; init: RequestInit | undefined }) => Answer;

/**
 * Stubs fetch with a double that answers `/api/partner/<name>` from `routes[name]` and records the
 * calls; an unknown call fails the test loudly.
 */
export function servePartnerApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(urlOf(input), 'http://x');
    const name = url.pathname.replace('/api/partner/', '');
    const route = routes[name];
    if (!route) throw new Error(`unexpected call ${url.pathname}`);
    const answer = route({ url, init });
    const [status, body] = Array.isArray(answer) ? answer : [200, answer];
    return Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (name: string) =>
    fetchMock.mock.calls.filter(([input]) => urlOf(input).startsWith(`/api/partner/${name}`));
  return { fetchMock, calls };
}

/** Signs a partner in and renders `element` at `path` (a route of that path) with a fresh QueryClient. */
export function renderPartnerPage(element: ReactElement, { path, at = path }: { path: string; at?: string }) {
  partnerSession.signIn({ token: 'partner-jwt', username: 'Vikram Rao', id: 'p1' });
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

/**
 * A stand-in for XMLHttpRequest (uploads with a progress bar): records the request; the test then
 * reports upload progress and answers. Install with `vi.stubGlobal('XMLHttpRequest', FakeXhr)`.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  /** Reports that `loaded` of `total` bytes have gone out. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}
