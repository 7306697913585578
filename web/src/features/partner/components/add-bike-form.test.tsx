import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { msg, text } from '#shared/messages.ts';
import { partnerSession } from '#web/lib/partner-session.ts';
import { showError } from '#web/lib/toast.ts';
import { FakeXhr, makeBike } from '../../../test/partner-test-kit.tsx';
import { AddBikeForm } from './add-bike-form.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('Choose photos'), { target: { files } });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));

/** The message linked to a field (aria-describedby), as a user of a screen reader hears it. */
function messageOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

let urls = 0;
let revokeObjectURL: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:photo-${++urls}`);
  revokeObjectURL = vi.fn<(url: string) => void>();
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(revokeObjectURL);
  vi.mocked(showError).mockReset();
  partnerSession.signIn({ token: 'partner-jwt', username: 'Vikram Rao', id: 'p1' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  partnerSession.signOut();
});

describe('ADD BIKE form', () => {
  describe('shows every spec message on the FIRST click of SAVE with an empty form', () => {
    it.each([
      ['Name', msg.bikeNameRequired],
      ['Brand', msg.bikeBrandRequired],
      ['Category', msg.bikeCategoryRequired],
      ['Make Year', msg.bikeMakeYearRequired],
      ['Rent Per Hour', msg.bikeRentRequired],
      ['Engine CC', msg.bikeEngineRequired],
      ['Plate Number', msg.bikePlateRequired],
    ])('%s: %s', async (label, message) => {
      render(<AddBikeForm onSaved={vi.fn()} />);
      save();
      await waitFor(() => expect(messageOf(screen.getByLabelText(label))).toBe(message));
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
      // The photos are checked on the same click.
      expect(screen.getByText(msg.bikeImageRequired)).toBeTruthy();
      expect(FakeXhr.sent).toHaveLength(0);
    });
  });

  it.each(['50001', '-1', '1.5', 'abc'])('a security deposit of %s shows depositInvalid under it', async (deposit) => {
    render(<AddBikeForm onSaved={vi.fn()} />);
    type(text.bikeDepositLabel, deposit);
    save();
    await waitFor(() => expect(messageOf(screen.getByLabelText(text.bikeDepositLabel))).toBe(msg.depositInvalid));
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('the security deposit starts at 0, so a bike without one needs nothing typed', () => {
    render(<AddBikeForm onSaved={vi.fn()} />);
    expect(screen.getByLabelText<HTMLInputElement>(text.bikeDepositLabel).value).toBe('0');
  });

  it("a new bike's transmission follows its category until the partner picks one", () => {
    render(<AddBikeForm onSaved={vi.fn()} />);
    const transmission = () => screen.getByLabelText<HTMLSelectElement>(text.transmissionLabel).value;
    expect(transmission()).toBe('geared');
    type(text.bikeCategory, 'Scooters');
    expect(transmission()).toBe('gearless');
    type(text.bikeCategory, 'Electric');
    expect(transmission()).toBe('gearless');
    type(text.bikeCategory, 'Cruisers');
    expect(transmission()).toBe('geared');
    // picked by the partner: the category no longer moves it
    type(text.transmissionLabel, 'gearless');
    type(text.bikeCategory, 'Sportbikes');
    expect(transmission()).toBe('gearless');
  });

  it("skips a file that is not a gif/jpeg/png with 'Invalid image type' and keeps the good ones", () => {
    render(<AddBikeForm onSaved={vi.fn()} />);
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }), png('side.png'));

    expect(showError).toHaveBeenCalledWith('Invalid image type');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'New photo 1' }).getAttribute('src')).toMatch(/^blob:/);
    expect(screen.queryByRole('button', { name: 'Remove notes.txt' })).toBeNull();
  });

  it('previews the chosen photos and removes one, releasing its preview URL', () => {
    render(<AddBikeForm onSaved={vi.fn()} />);
    choose(png('front.png'), png('side.png'));
    expect(screen.getAllByRole('img')).toHaveLength(2);

    const preview = screen.getByRole('img', { name: 'New photo 1' }).getAttribute('src');
    fireEvent.click(screen.getByRole('button', { name: 'Remove front.png' }));

    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(revokeObjectURL).toHaveBeenCalledWith(preview);
    expect(screen.getByRole('button', { name: 'Remove side.png' })).toBeTruthy();
  });

  it('uploads fields and photos with a progress bar, then hands over the saved bike', async () => {
    const onSaved = vi.fn();
    render(<AddBikeForm onSaved={onSaved} />);
    type('Name', '  Himalayan 450 ');
    type('Brand', 'Royal Enfield');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Adventure' } });
    type('Make Year', '2024');
    type('Rent Per Hour', '150');
    type('Engine CC', '452');
    type('Plate Number', 'ka 05 mx 9001');
    type(text.bikeDepositLabel, '2000');
    choose(png('front.png'), png('side.png'));
    save();

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0];
    if (!xhr) throw new Error('no upload');
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/partner/addBikes');
    expect(xhr.headers.Authorization).toBe('Bearer partner-jwt');
    const form = xhr.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'image'))).toEqual({
      name: 'Himalayan 450',
      brand: 'Royal Enfield',
      category: 'Adventure',
      makeYear: '2024',
      rentPerHour: '150',
      engineCC: '452',
      plateNumber: 'KA 05 MX 9001',
      deposit: '2000',
      // issue #32: geared unless the partner picks gearless
      transmission: 'geared',
    });
    expect(form.getAll('image').map((file) => (file as File).name)).toEqual(['front.png', 'side.png']);

    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Uploading photos… 40%')).toBeTruthy();

    const bike = makeBike({ name: 'Himalayan 450' });
    act(() => xhr.respond(200, { success: true, message: 'Bike added', data: bike }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ success: true, message: 'Bike added', data: bike }));
  });

  it('shows a plate already listed under the plate field (409)', async () => {
    render(<AddBikeForm onSaved={vi.fn()} />);
    type('Name', 'Duke');
    type('Brand', 'KTM');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Sportbikes' } });
    type('Make Year', '2024');
    type('Rent Per Hour', '99');
    type('Engine CC', '390');
    type('Plate Number', 'KA 01 AB 1234');
    choose(png('front.png'));
    save();

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.sent[0]?.respond(409, {
        success: false,
        message: msg.bikePlateTaken,
        errors: { plateNumber: msg.bikePlateTaken },
      }),
    );

    await waitFor(() => expect(messageOf(screen.getByLabelText('Plate Number'))).toBe(msg.bikePlateTaken));
    expect(showError).toHaveBeenCalledWith(msg.bikePlateTaken);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
