import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { msg, text } from '#shared/messages.ts';
import { partnerSession } from '#web/lib/partner-session.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { FakeXhr, makeBike, renderPartnerPage, servePartnerApi } from '#web/test/partner-test-kit.tsx';
import { PartnerBikesPage } from './partner-bikes-page.tsx';
import { PartnerEditBikePage } from './partner-edit-bike-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: text.save }));
const valueOf = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;
const page = (bikes: ReturnType<typeof makeBike>[], number = 1, totalPages = 1) => ({
  success: true,
  message: 'ok',
  data: { bikes, page: number, totalPages },
});

/** The message linked to a field (aria-describedby), as a user of a screen reader hears it. */
function messageOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

/** The edit page opened directly (a reload or a shared link): it reads the bike from viewBikes. */
const openEdit = (id: string) =>
  renderPartnerPage(<PartnerEditBikePage />, { path: '/partner/bikes/:id/edit', at: `/partner/bikes/${id}/edit` });

const lastUpload = () => {
  const xhr = FakeXhr.sent.at(-1);
  if (!xhr) throw new Error('no upload');
  return xhr;
};

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:photo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.mocked(showError).mockReset();
  vi.mocked(showSuccess).mockReset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  partnerSession.signOut();
});

describe('/partner/bikes/:id/edit', () => {
  it('Edit in the bikes list opens the form filled with the bike and its photos, with no second read', async () => {
    const bike = makeBike({ name: 'Duke 390', category: 'Sportbikes', image: ['/uploads/a.png', '/uploads/b.png'] });
    const api = servePartnerApi({ viewBikes: () => page([bike]) });
    // both pages in one router, as in the app
    const router = renderPartnerPage(<PartnerBikesPage />, { path: '/partner/bikes' });
    await screen.findByText('Duke 390');
    const row = screen.getByText('Duke 390').closest('tr');
    if (!row) throw new Error('no row');
    fireEvent.click(within(row).getByRole('link', { name: 'Edit Duke 390' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/partner/bikes/${bike._id}/edit`));
    expect(router.state.location.state).toEqual({ bike });
    expect(api.calls('viewBikes')).toHaveLength(1);
  });

  it('opened directly: finds the bike on the viewBikes pages and fills every field and the photos', async () => {
    const bike = makeBike({
      name: 'Scram 411',
      brand: 'Royal Enfield',
      category: 'Adventure',
      makeYear: 2022,
      rentPerHour: 175,
      engineCC: 411,
      plateNumber: 'KA 05 MX 9001',
      image: ['/uploads/a.png', '/uploads/b.png'],
    });
    const api = servePartnerApi({
      viewBikes: ({ url }) =>
        url.searchParams.get('page') === '2' ? page([bike], 2, 2) : page([makeBike({ name: 'Other' })], 1, 2),
    });
    openEdit(bike._id);

    expect(await screen.findByRole('heading', { name: text.editBikeTitle })).toBeTruthy();
    await waitFor(() => expect(valueOf('Name')).toBe('Scram 411'));
    expect(valueOf('Brand')).toBe('Royal Enfield');
    expect(valueOf('Category')).toBe('Adventure');
    expect(valueOf('Make Year')).toBe('2022');
    expect(valueOf('Rent Per Hour')).toBe('175');
    expect(valueOf('Engine CC')).toBe('411');
    expect(valueOf('Plate Number')).toBe('KA 05 MX 9001');
    expect(screen.getByRole('img', { name: text.currentPhotoAlt(1) })).toBeTruthy();
    expect(screen.getByRole('img', { name: text.currentPhotoAlt(2) })).toBeTruthy();
    expect(screen.getByText(text.currentPhotosHint)).toBeTruthy();
    expect(api.calls('viewBikes')).toHaveLength(2);
  });

  it('saves with no photo chosen (the bike keeps its photos): editBike, a toast, back to the list', async () => {
    const bike = makeBike({ name: 'Classic 350', rentPerHour: 120 });
    servePartnerApi({ viewBikes: () => page([bike]) });
    const router = openEdit(bike._id);
    await waitFor(() => expect(valueOf('Name')).toBe('Classic 350'));

    type('Name', 'Classic 350 Signals');
    type('Rent Per Hour', '140');
    save();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = lastUpload();
    expect(xhr.url).toBe('/api/partner/editBike');
    expect(xhr.headers.Authorization).toBe('Bearer partner-jwt');
    const form = xhr.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      id: bike._id,
      name: 'Classic 350 Signals',
      brand: 'Royal Enfield',
      category: 'Modern Classics',
      makeYear: '2023',
      rentPerHour: '140',
      engineCC: '349',
      plateNumber: 'KA 01 AB 1234',
      deposit: '0',
      // issue #32: what licence class the bike needs
      transmission: 'geared',
    });
    expect(form.getAll('image')).toEqual([]);

    const saved = { ...bike, name: 'Classic 350 Signals', rentPerHour: 140 };
    act(() => xhr.respond(200, { success: true, message: msg.bikeUpdated, data: saved }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/bikes'));
    expect(showSuccess).toHaveBeenCalledWith(msg.bikeUpdated);
  });

  it('photos chosen replace the current ones: the notice says so and they are sent', async () => {
    const bike = makeBike();
    servePartnerApi({ viewBikes: () => page([bike]) });
    openEdit(bike._id);
    await screen.findByRole('img', { name: text.currentPhotoAlt(1) });

    fireEvent.change(screen.getByLabelText(text.chooseImages), { target: { files: [png('new.png')] } });
    expect(screen.queryByRole('img', { name: text.currentPhotoAlt(1) })).toBeNull();
    expect(screen.getByRole('img', { name: text.newPhotoAlt(1) })).toBeTruthy();
    expect(screen.getByText(text.replacePhotosNotice)).toBeTruthy();
    save();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect((lastUpload().body as FormData).getAll('image').map((file) => (file as File).name)).toEqual(['new.png']);
  });

  it('checks the fields with the ADD BIKE rules before sending, and shows a server 400/409 at its field', async () => {
    const bike = makeBike();
    servePartnerApi({ viewBikes: () => page([bike]) });
    openEdit(bike._id);
    await waitFor(() => expect(valueOf('Name')).toBe('Classic 350'));

    type('Rent Per Hour', '0');
    save();
    await waitFor(() => expect(messageOf(screen.getByLabelText('Rent Per Hour'))).toBe(msg.bikeRentInvalid));
    expect(FakeXhr.sent).toHaveLength(0);

    type('Rent Per Hour', '130');
    save();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      lastUpload().respond(409, {
        success: false,
        message: msg.bikePlateTaken,
        errors: { plateNumber: msg.bikePlateTaken },
      }),
    );
    await waitFor(() => expect(messageOf(screen.getByLabelText('Plate Number'))).toBe(msg.bikePlateTaken));

    save();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const makeYearMessage = msg.bikeMakeYearInvalid(1950, 2027);
    act(() =>
      lastUpload().respond(400, { success: false, message: makeYearMessage, errors: { makeYear: makeYearMessage } }),
    );
    await waitFor(() => expect(messageOf(screen.getByLabelText('Make Year'))).toBe(makeYearMessage));
    expect(screen.getByRole('heading', { name: text.editBikeTitle })).toBeTruthy();
  });

  it("a bike that is not the partner's (or gone) shows 'Bike not found' and the way back", async () => {
    servePartnerApi({ viewBikes: () => page([makeBike()]) });
    openEdit('00000000-0000-4000-8000-999999999999');
    expect(await screen.findByText(msg.bikeNotFound)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.save })).toBeNull();
    expect(screen.getAllByRole('link', { name: text.backToBikes }).length).toBeGreaterThan(0);
  });
});
