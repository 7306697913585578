import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '#web/lib/query-client.ts';
import { bikeCard } from '#web/test/catalog-fixtures.ts';
import { TariffPage } from './tariff-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

const bike = (name: string, rentPerHour: number) => bikeCard({ name, rentPerHour });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/tariff', () => {
  it('lists every bike of getTariff in its order, with the fleet card', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ success: true, message: 'ok', data: [bike('Pulsar 150', 60), bike('Dominar 400', 150)] }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <TariffPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Tariff' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Tariff' });
    const names = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Pulsar 150', 'Dominar 400']);
    expect(within(list).getByText('Amount ₹60 Per Hour')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('link', { name: 'BOOK NOW' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/viewBikes', '/viewBikes']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/getTariff');
  });
});
