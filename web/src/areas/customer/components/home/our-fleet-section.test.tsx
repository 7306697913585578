import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { BikeCard } from '#shared/api/catalog.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { userSession } from '#web/lib/user-session.ts';
import { OurFleetSection } from './our-fleet-section.tsx';
import { bikeCard } from '#web/test/catalog-fixtures.ts';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

const bike = (overrides: Partial<BikeCard> = {}) => {
  const card = bikeCard({ brand: 'Royal Enfield', category: 'Cruiser', rentPerHour: 120, engineCC: 349, ...overrides });
  return {
    ...card,
    name: overrides.name ?? `Classic 350 ${card._id.slice(0, 4)}`,
    image: overrides.image ?? [`/uploads/bikes/${card._id}.jpg`, `/uploads/bikes/${card._id}-2.jpg`],
  };
};

function renderFleet() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <OurFleetSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// The fleet's schema is imported with the request (use-our-fleet.ts); compiling it here keeps the
// first test's wait for the list short.
beforeAll(async () => {
  await import('#shared/api/catalog.ts');
});

beforeEach(() => {
  userSession.signOut();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OUR FLEET', () => {
  it('shows one card per bike from ourFleet, with the first photo, the texts and BOOK NOW', async () => {
    const bikes = [bike({ name: 'Himalayan 450', rentPerHour: 180, engineCC: 452 }), bike({ name: 'Activa 6G' })];
    fetchMock.mockResolvedValue(Response.json({ success: true, message: 'ok', data: bikes }));
    renderFleet();

    const list = await screen.findByRole('list', { name: 'OUR FLEET' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/ourFleet');

    const first = within(cards[0] ?? list);
    expect(first.getByRole('heading', { name: 'Himalayan 450' })).toBeTruthy();
    expect(first.getByText('Amount ₹180 Per Hour')).toBeTruthy();
    expect(first.getByText('Engine 452 CC')).toBeTruthy();
    const photo = first.getByRole('img', { name: 'Himalayan 450' });
    expect(photo.getAttribute('src')).toBe(bikes[0]?.image[0]);
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.getAttribute('width')).toBe('600');
    expect(photo.getAttribute('height')).toBe('400');
    expect(first.getByRole('link', { name: 'BOOK NOW' }).getAttribute('href')).toBe('/viewBikes');
  });

  it('shows skeleton cards while loading', () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    renderFleet();

    const loading = screen.getByRole('status', { name: 'OUR FLEET' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.querySelectorAll('[data-skeleton]')).toHaveLength(8);
    expect(screen.queryByRole('link', { name: 'BOOK NOW' })).toBeNull();
  });

  it('says what to do next when no bike is listed', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true, message: 'ok', data: [] }));
    renderFleet();

    expect(await screen.findByText('No bikes to show yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'List your bike' }).getAttribute('href')).toBe('/join-us');
    expect(screen.queryByRole('list', { name: 'OUR FLEET' })).toBeNull();
  });

  it('shows an error with Retry, and Retry loads the bikes', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValue(
      Response.json({ success: true, message: 'ok', data: [bike({ name: 'Pulsar NS200' })] }),
    );
    renderFleet();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't fetch bikes");
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Pulsar NS200' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('draws a placeholder for a bike without photos', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ success: true, message: 'ok', data: [bike({ name: 'Jupiter', image: [] })] }),
    );
    renderFleet();

    expect(await screen.findByRole('heading', { name: 'Jupiter' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
