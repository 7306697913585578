import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { msg } from '#shared/messages.ts';
import { makeBike, renderPartnerPage, servePartnerApi } from '#web/test/partner-test-kit.tsx';
import { confirmAction } from '#web/lib/confirm.ts';
import { partnerSession } from '#web/lib/partner-session.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { PartnerBikesPage } from './partner-bikes-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('#web/lib/confirm.ts', () => ({ confirmAction: vi.fn() }));

const render = (at = '/partner/bikes') => renderPartnerPage(<PartnerBikesPage />, { path: '/partner/bikes', at });
const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const page = (bikes: ReturnType<typeof makeBike>[], number = 1, totalPages = 1) => ({
  success: true,
  message: 'ok',
  data: { bikes, page: number, totalPages },
});

beforeEach(() => {
  vi.mocked(confirmAction).mockReset().mockResolvedValue(true);
  vi.mocked(showError).mockReset();
  vi.mocked(showSuccess).mockReset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  partnerSession.signOut();
});

describe('/partner/bikes', () => {
  it("each bike links to its calendar, carrying the bike's name", async () => {
    const bike = makeBike({ name: 'Himalayan' });
    servePartnerApi({ viewBikes: () => page([bike]) });
    const router = render();

    fireEvent.click(await screen.findByRole('link', { name: 'Calendar of Himalayan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/partner/bikes/${bike._id}/calendar`));
    expect(router.state.location.state).toEqual({ bikeName: 'Himalayan' });
  });

  it('lists the bikes with every column of the spec and the first photo', async () => {
    const bike = makeBike({ image: ['/uploads/a.png', '/uploads/b.png'], rentPerHour: 1500 });
    servePartnerApi({ viewBikes: () => page([bike]) });
    render();

    await screen.findByText('Classic 350');
    const row = rowOf('Classic 350');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Image',
      'Name',
      'Brand',
      'Category',
      'Make Year',
      'Rent Per Hour',
      'Plate Number',
      'Engine CC',
      'Actions',
    ]);
    const cells = within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells.slice(1, 8)).toEqual([
      'Classic 350',
      'Royal Enfield',
      'Modern Classics',
      '2023',
      '₹1,500',
      'KA 01 AB 1234',
      '349',
    ]);
    expect(within(row).getByRole('img', { name: 'Photo of Classic 350' }).getAttribute('src')).toBe('/uploads/a.png');
    expect(screen.getByRole('link', { name: 'add bikes' }).getAttribute('href')).toBe('/partner/addBikes');
  });

  it("Hide asks 'Change Status' and replaces the row with the bike the server answers", async () => {
    const bike = makeBike({ name: 'Duke 390' });
    const { calls } = servePartnerApi({
      viewBikes: () => page([bike, makeBike({ name: 'Activa 6G' })]),
      changeStatus: () => ({
        success: true,
        message: 'Bike hidden',
        updatedData: { ...bike, status: false, rentPerHour: 777 },
      }),
    });
    render();
    await screen.findByText('Duke 390');

    fireEvent.click(within(rowOf('Duke 390')).getByRole('button', { name: 'Hide Duke 390' }));

    await waitFor(() =>
      expect(within(rowOf('Duke 390')).getByRole('button', { name: 'Unhide Duke 390' })).toBeTruthy(),
    );
    expect(confirmAction).toHaveBeenCalledWith('Change Status');
    expect(calls('changeStatus')[0]?.[0]).toBe(`/api/partner/changeStatus?id=${bike._id}`);
    expect(within(rowOf('Duke 390')).getByText('Hidden')).toBeTruthy();
    expect(within(rowOf('Duke 390')).getByText('₹777')).toBeTruthy();
    expect(within(rowOf('Activa 6G')).getByRole('button', { name: 'Hide Activa 6G' })).toBeTruthy();
    expect(showSuccess).toHaveBeenCalledWith('Bike hidden');
    expect(calls('viewBikes')).toHaveLength(1);
  });

  it('does nothing when the confirmation is dismissed', async () => {
    vi.mocked(confirmAction).mockResolvedValue(false);
    const { calls } = servePartnerApi({ viewBikes: () => page([makeBike({ name: 'Duke 390' })]) });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Hide Duke 390' }));
    await waitFor(() => expect(confirmAction).toHaveBeenCalled());
    expect(calls('changeStatus')).toHaveLength(0);
  });

  it("delete sends the partner's token; a bike with upcoming bookings stays, with the server's reason", async () => {
    const bike = makeBike({ name: 'Duke 390' });
    const { calls } = servePartnerApi({
      viewBikes: () => page([bike]),
      deleteBike: () => [409, { success: false, message: msg.bikeHasUpcomingBookings }],
    });
    render();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Duke 390' }));

    await waitFor(() => expect(showError).toHaveBeenCalledWith(msg.bikeHasUpcomingBookings));
    const [url, init] = calls('deleteBike')[0] ?? [];
    expect(url).toBe(`/api/partner/deleteBike?id=${bike._id}`);
    expect(init?.method).toBe('DELETE');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer partner-jwt');
    expect(confirmAction).toHaveBeenCalledWith(msg.confirmDelete);
    expect(screen.getByText('Duke 390')).toBeTruthy();
  });

  it('a deleted bike leaves the table once the page reloads', async () => {
    let bikes = [makeBike({ name: 'Duke 390' }), makeBike({ name: 'Activa 6G' })];
    servePartnerApi({
      viewBikes: () => page(bikes),
      deleteBike: ({ url }) => {
        bikes = bikes.filter((bike) => bike._id !== url.searchParams.get('id'));
        return { success: true, message: 'Bike deleted' };
      },
    });
    render();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Duke 390' }));

    await waitFor(() => expect(screen.queryByText('Duke 390')).toBeNull());
    expect(screen.getByText('Activa 6G')).toBeTruthy();
    expect(showSuccess).toHaveBeenCalledWith('Bike deleted');
  });

  it('pages: numbered buttons ask for that page', async () => {
    const { calls } = servePartnerApi({
      viewBikes: ({ url }) => {
        const number = Number(url.searchParams.get('page'));
        return page([makeBike({ name: `Bike of page ${number}` })], number, 3);
      },
    });
    const router = render();
    await screen.findByText('Bike of page 1');
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));

    expect(await screen.findByText('Bike of page 3')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');
    expect(calls('viewBikes').map(([url]) => url)).toEqual([
      '/api/partner/viewBikes?page=1',
      '/api/partner/viewBikes?page=3',
    ]);
  });

  it('shows skeleton rows while loading, then the empty state with add bikes', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>(() => new Promise((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    render();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');

    answer(Response.json(page([], 1, 0)));

    expect(await screen.findByText('No bikes yet — add your first bike')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'add bikes' })).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it("shows an error state with Retry when the bikes can't be fetched", async () => {
    servePartnerApi({ viewBikes: () => [503, { success: false, message: 'down' }] });
    render();
    expect(await screen.findByText("Couldn't fetch bikes")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
