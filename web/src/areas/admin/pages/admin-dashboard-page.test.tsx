import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderAdminPage, serveAdminApi } from '#web/test/admin-test-kit.tsx';
import { adminSession } from '#web/lib/admin-session.ts';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
// chart.js needs a real canvas; the page's part is to feed the charts, which this double shows.
vi.mock('#web/features/charts/weekly-sales-chart.tsx', () => ({
  WeeklySalesChart: ({ days }: { days: { dayName: string; count: number }[] }) => (
    <p>bars: {days.map((day) => `${day.dayName}=${day.count}`).join(' ')}</p>
  ),
}));

const week = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((dayName, index) => ({ dayName, count: index }));

const mailCounts = (counts: { pending: number; failed: number }) => () => ({
  success: true,
  message: 'ok',
  data: { mails: [], page: 1, totalPages: 0, counts },
});

function serve(
  figures: Record<string, number>,
  ratio: { cancelled: number; completed: number },
  mails = { pending: 0, failed: 0 },
) {
  return serveAdminApi({
    fetchBookingBikesRevenu: () => ({ success: true, message: 'ok', currentWeek: week, data: figures }),
    monthlySalesRatio: () => ({ success: true, message: 'ok', data: ratio }),
    mails: mailCounts(mails),
  });
}

const figure = (label: string) => {
  const card = screen.getByText(label, { selector: 'dt' }).parentElement;
  if (!card) throw new Error(`no tile ${label}`);
  return within(card).getByRole('definition').textContent;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  adminSession.signOut();
});

describe('admin dashboard', () => {
  it('shows the four tiles, the weekly bars and the monthly ratio, with the admin token', async () => {
    const { calls } = serve(
      { totalBookingCount: 41, totalPartners: 6, totalUsers: 1234, totalRevenu: 2345678 },
      { cancelled: 4, completed: 11 },
    );
    renderAdminPage(<AdminDashboardPage />, { path: '/admin' });

    await waitFor(() => expect(figure('Total bookings')).toBe('41'));
    expect(figure('Partner Count')).toBe('6');
    expect(figure('User Count')).toBe('1234');
    expect(figure('Total Sales')).toBe('₹23,45,678');
    expect(screen.getByRole('heading', { name: 'weekly sales' })).toBeTruthy();
    expect(await screen.findByText('bars: Mon=0 Tue=1 Wed=2 Thu=3 Fri=4 Sat=5 Sun=6')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'booking & cancel ratio' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'This month: 4 cancelled, 11 completed' })).toBeTruthy();
    expect(new Headers(calls('fetchBookingBikesRevenu')[0]?.init?.headers).get('Authorization')).toBe(
      'Bearer admin-jwt',
    );
  });

  it('is honest with zero data: zeros on the tiles and no empty pie', async () => {
    serve({ totalBookingCount: 0, totalPartners: 0, totalUsers: 0, totalRevenu: 0 }, { cancelled: 0, completed: 0 });
    renderAdminPage(<AdminDashboardPage />, { path: '/admin' });

    await waitFor(() => expect(figure('Total bookings')).toBe('0'));
    expect(figure('Partner Count')).toBe('0');
    expect(figure('User Count')).toBe('0');
    expect(figure('Total Sales')).toBe('₹0');
    expect(await screen.findByText('No rides this month yet')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /This month/ })).toBeNull();
  });

  it('says when the figures cannot be loaded, with Retry', async () => {
    serveAdminApi({
      fetchBookingBikesRevenu: () => [403, { success: false, message: 'Forbidden' }],
      monthlySalesRatio: () => ({ success: true, message: 'ok', data: { cancelled: 0, completed: 0 } }),
      mails: mailCounts({ pending: 0, failed: 0 }),
    });
    renderAdminPage(<AdminDashboardPage />, { path: '/admin' });
    expect(await screen.findByText("Couldn't load the dashboard")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(figure('Total Sales')).toBe('—');
  });

  it('says how many mails are undelivered, as a link to Mails; nothing when every mail was delivered', async () => {
    const figures = { totalBookingCount: 1, totalPartners: 1, totalUsers: 1, totalRevenu: 1 };
    const { calls } = serve(figures, { cancelled: 0, completed: 0 }, { pending: 2, failed: 1 });
    renderAdminPage(<AdminDashboardPage />, { path: '/admin' });
    const link = await screen.findByRole('link', { name: 'Undelivered mails: 3' });
    expect(link.getAttribute('href')).toBe('/admin/mails');
    expect(calls('mails')[0]?.url.searchParams.get('status')).toBe('undelivered');
    cleanup();

    serve(figures, { cancelled: 0, completed: 0 });
    renderAdminPage(<AdminDashboardPage />, { path: '/admin' });
    await waitFor(() => expect(figure('Total bookings')).toBe('1'));
    expect(screen.queryByRole('link', { name: /Undelivered mails/ })).toBeNull();
  });
});
