import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchBike } from '#shared/api/search.ts';
import type { OfferCoupon } from '#shared/api/catalog.ts';
import { bikeSearchQuery, citiesQuery } from '#web/features/booking/api/use-bike-search.ts';
import { readSearch } from '#web/features/booking/search-params.ts';
import { couponsQuery } from '#web/features/catalog/api/use-coupons.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { startPageData } from './start-page-data.ts';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const uuid = () => crypto.randomUUID();
const urlOf = (input: string | URL | Request) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

function coupon(): OfferCoupon {
  const id = uuid();
  return {
    _id: id,
    couponName: `Weekend ${id.slice(0, 4)}`,
    couponCode: `WKND${id.slice(0, 4)}`,
    image: `/uploads/${uuid()}.png`,
    discountValue: 10,
    minPurchase: 0,
    maxDiscount: 300,
    expireDate: '2030-01-01',
  };
}

function bike(): SearchBike {
  const id = uuid();
  return {
    _id: id,
    name: `Classic ${id.slice(0, 4)}`,
    brand: 'Royal Enfield',
    category: 'Cruisers',
    image: [`/uploads/${uuid()}.jpg`],
    rentPerHour: 120,
    engineCC: 349,
    makeYear: 2023,
    city: 'Bengaluru',
  };
}

/** Answers each call by its path; counts the calls. */
function answer(byPath: Record<string, unknown>) {
  fetchMock.mockImplementation(async (input) => {
    const { pathname } = new URL(urlOf(input), 'http://localhost');
    return Response.json({ success: true, message: 'ok', data: byPath[pathname] });
  });
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
const calls = (path: string) => fetchMock.mock.calls.filter(([input]) => urlOf(input).startsWith(path)).length;

// The schemas are imported with the requests; compiling them here keeps the waits short.
beforeAll(async () => {
  await Promise.all([import('#shared/api/catalog.ts'), import('#shared/api/search.ts')]);
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  preloads().forEach((link) => link.remove());
});

describe('startPageData (the calls of the page the app opens on)', () => {
  it('/offers: fetches the coupons into the query the page reads, and preloads the first artwork', async () => {
    const coupons = [coupon(), coupon()];
    answer({ '/api/getCoupons': coupons });
    const client = createQueryClient();
    startPageData(client, '/Offers/', '');
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));

    expect(client.getQueryData(couponsQuery.queryKey)).toEqual(coupons);
    const id = coupons[0]?.image.slice('/uploads/'.length, -'.png'.length);
    expect(preloads()[0]?.getAttribute('imagesrcset')).toContain(`/uploads/${id}.w320.webp 320w`);
    expect(preloads()[0]?.getAttribute('fetchpriority')).toBe('high');
    // the page's own query finds the answer: no second call
    await client.fetchQuery(couponsQuery);
    expect(calls('/api/getCoupons')).toBe(1);
  });

  it('/viewBikes: starts the search of the URL and the cities, under the keys the page uses', async () => {
    const bikes = [bike(), bike()];
    answer({ '/api/getBikes': { bikes, page: 1, totalPages: 1 }, '/api/retriveCities': ['Bengaluru'] });
    const client = createQueryClient();
    const search =
      '?city=Bengaluru&pickUpDate=2030-01-05&pickUpTime=10%3A00+AM&dropDate=2030-01-06&dropTime=10%3A00+AM';
    startPageData(client, '/viewBikes', search);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));

    const state = readSearch(new URLSearchParams(search));
    expect(client.getQueryData(bikeSearchQuery(state).queryKey)?.bikes).toEqual(bikes);
    await vi.waitFor(() => expect(client.getQueryData(citiesQuery.queryKey)).toEqual(['Bengaluru']));
    const [getBikes] = fetchMock.mock.calls
      .map(([input]) => urlOf(input))
      .filter((url) => url.startsWith('/api/getBikes'));
    expect(new URL(getBikes ?? '', 'http://localhost').searchParams.get('city')).toBe('Bengaluru');
  });

  it("starts nothing for other pages, and a failed call stays the page's to show", async () => {
    startPageData(createQueryClient(), '/', '');
    startPageData(createQueryClient(), '/tariff', '');
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(Response.json({ success: false, message: 'down' }, { status: 503 }));
    const client = createQueryClient();
    startPageData(client, '/offers', '');
    await vi.waitFor(() => expect(client.getQueryState(couponsQuery.queryKey)?.status).toBe('error'));
    expect(preloads()).toHaveLength(0);
  });
});
