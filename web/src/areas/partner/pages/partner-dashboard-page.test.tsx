import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderPartnerPage, servePartnerApi } from '#web/test/partner-test-kit.tsx';
import { partnerSession } from '#web/lib/partner-session.ts';
import { PartnerDashboardPage } from './partner-dashboard-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
// chart.js needs a real canvas; the dashboard's part is to feed the charts, which these doubles show.
vi.mock('#web/features/charts/weekly-sales-chart.tsx', () => ({
  WeeklySalesChart: ({ days }: { days: { dayName: string; count: number }[] }) => (
    <p>bars: {days.map((day) => `${day.dayName}=${day.count}`).join(' ')}</p>
  ),
}));

const week = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((dayName, index) => ({ dayName, count: index % 3 }));

function serve(figures: Record<string, number>, ratio: { cancelled: number; completed: number }) {
  return servePartnerApi({
    fetchBookingBikesRevenu: () => ({ success: true, message: 'ok', currentWeek: week, data: figures }),
    monthlySalesRatio: () => ({ success: true, message: 'ok', data: ratio }),
  });
}

const render = () => renderPartnerPage(<PartnerDashboardPage />, { path: '/partner' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  partnerSession.signOut();
});

describe('partner dashboard', () => {
  it('shows the four figures, the weekly bars and the monthly ratio', async () => {
    const { calls } = serve(
      { totalBookingCount: 12, allBikesCount: 7, bikeHided: 2, totalRevenu: 123456 },
      { cancelled: 3, completed: 9 },
    );
    render();

    const figure = (label: string) => {
      const card = screen.getByText(label, { selector: 'dt' }).parentElement;
      if (!card) throw new Error(`no card for ${label}`);
      return within(card).getByRole('definition').textContent;
    };
    await waitFor(() => expect(figure('Total bookings')).toBe('12'));
    expect(figure('Number of Bikes')).toBe('7');
    expect(figure('Hided bike')).toBe('2');
    expect(figure('Total Revenu')).toBe('₹1,23,456');

    expect(screen.getByRole('heading', { name: 'weekly sales' })).toBeTruthy();
    expect(await screen.findByText('bars: Mon=0 Tue=1 Wed=2 Thu=0 Fri=1 Sat=2 Sun=0')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'booking & cancel ratio' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'This month: 3 cancelled, 9 completed' })).toBeTruthy();
    expect(new Headers(calls('fetchBookingBikesRevenu')[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer partner-jwt',
    );
  });

  it('is honest with zero data: zeros on the cards and no empty pie', async () => {
    serve({ totalBookingCount: 0, allBikesCount: 0, bikeHided: 0, totalRevenu: 0 }, { cancelled: 0, completed: 0 });
    render();

    expect(await screen.findByText('No rides this month yet')).toBeTruthy();
    expect(screen.getByText('₹0')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /This month/ })).toBeNull();
  });

  it('says when the figures cannot be loaded, with Retry', async () => {
    servePartnerApi({
      fetchBookingBikesRevenu: () => [503, { success: false, message: 'down' }],
      monthlySalesRatio: () => ({ success: true, message: 'ok', data: { cancelled: 0, completed: 0 } }),
    });
    render();
    expect(await screen.findByText("Couldn't load your dashboard")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
