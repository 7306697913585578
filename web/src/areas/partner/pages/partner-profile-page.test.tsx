import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PartnerLocation, PartnerProfile } from '#shared/api/partner.ts';
import { msg } from '#shared/messages.ts';
import { jsonBody, makeProfile, renderPartnerPage, servePartnerApi } from '#web/test/partner-test-kit.tsx';
import { confirmAction } from '#web/lib/confirm.ts';
import { partnerSession } from '#web/lib/partner-session.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { PartnerProfilePage } from './partner-profile-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('#web/lib/confirm.ts', () => ({ confirmAction: vi.fn() }));

const render = () => renderPartnerPage(<PartnerProfilePage />, { path: '/partner/profile' });
const profileAnswer = (data: PartnerProfile, message = 'ok') => ({ success: true, message, data });
const pointsAnswer = (data: PartnerLocation[], message: string) => ({ success: true, message, data });
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const gate = { _id: '00000000-0000-4000-8000-00000000000a', name: 'Gate 1' };

beforeEach(() => {
  vi.mocked(confirmAction).mockReset().mockResolvedValue(true);
  vi.mocked(showError).mockReset();
  vi.mocked(showSuccess).mockReset();
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  partnerSession.signOut();
});

describe('/partner/profile', () => {
  it('shows the placeholders for a missing mobile, city and GST number, and the default avatar', async () => {
    servePartnerApi({ partnerProfile: () => profileAnswer(makeProfile()) });
    render();

    expect(await screen.findByText('update your mobile number')).toBeTruthy();
    expect(screen.getByText('add your city')).toBeTruthy();
    expect(screen.getByText('add your GST number')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Vikram Rao' })).toBeTruthy();
    expect(screen.getByText('vikram@example.in')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Default avatar' })).toBeTruthy();
    expect(screen.getAllByText('Not uploaded yet')).toHaveLength(2);
  });

  it('shows the stored values, photo and ID proofs instead', async () => {
    servePartnerApi({
      partnerProfile: () =>
        profileAnswer(
          makeProfile({
            mobile: '9845012345',
            city: 'Mysuru',
            gstNo: '29ABCDE1234F1ZW',
            image: '/uploads/me.png',
            aadhaar: '/files/a?sig=1',
            pan: '/files/p?sig=1',
          }),
        ),
    });
    render();

    expect(await screen.findByText('9845012345')).toBeTruthy();
    expect(screen.getByText('Mysuru')).toBeTruthy();
    expect(screen.getByText('29ABCDE1234F1ZW')).toBeTruthy();
    expect(screen.queryByText('add your city')).toBeNull();
    expect(screen.getByRole('img', { name: 'Photo of Vikram Rao' }).getAttribute('src')).toBe('/uploads/me.png');
    expect(screen.getByRole('img', { name: 'Aadhaar card' }).getAttribute('src')).toBe('/files/a?sig=1');
    expect(screen.getByRole('img', { name: 'Pan Card' }).getAttribute('src')).toBe('/files/p?sig=1');
  });

  it('Edit Profile: every field is required and the mobile numeric, under each field', async () => {
    const { calls } = servePartnerApi({ partnerProfile: () => profileAnswer(makeProfile({ fname: '', lname: '' })) });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    fireEvent.change(within(dialog).getByLabelText('Mobile'), { target: { value: '98450abc12' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText(msg.fnameRequired)).toBeTruthy();
    expect(within(dialog).getByText(msg.lnameRequired)).toBeTruthy();
    expect(within(dialog).getByText(msg.mobileDigits)).toBeTruthy();
    expect(within(dialog).getByText(msg.cityRequired)).toBeTruthy();
    expect(within(dialog).getByText(msg.gstRequired)).toBeTruthy();
    expect(calls('editPartnerProfile')).toHaveLength(0);
  });

  it('Edit Profile saves the fields and the new photo, and the card shows the answer', async () => {
    let profile = makeProfile();
    const { calls } = servePartnerApi({
      partnerProfile: () => profileAnswer(profile),
      editPartnerProfile: () => {
        profile = {
          ...profile,
          mobile: '9845012345',
          city: 'Mysuru',
          gstNo: '29ABCDE1234F1ZW',
          image: '/uploads/new.png',
        };
        return profileAnswer(profile, 'Profile updated');
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    fireEvent.change(within(dialog).getByLabelText('Profile photo'), { target: { files: [png('me.png')] } });
    fireEvent.change(within(dialog).getByLabelText('Mobile'), { target: { value: '9845012345' } });
    fireEvent.change(within(dialog).getByLabelText('City'), { target: { value: 'Mysuru' } });
    fireEvent.change(within(dialog).getByLabelText('GST no'), { target: { value: '29abcde1234f1zw' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const form = calls('editPartnerProfile')[0]?.[1]?.body as FormData;
    expect(form.get('gstNo')).toBe('29ABCDE1234F1ZW');
    expect(form.get('city')).toBe('Mysuru');
    expect((form.get('image') as File).name).toBe('me.png');
    expect(screen.getByText('Mysuru')).toBeTruthy();
    expect(showSuccess).toHaveBeenCalledWith('Profile updated');
  });

  it('Turnaround buffer: the card shows it, the select offers 0–240 in steps of 30 and saves the choice', async () => {
    let profile = makeProfile({ mobile: '9845012345', city: 'Mysuru', gstNo: '29ABCDE1234F1ZW', bufferMinutes: 30 });
    const { calls } = servePartnerApi({
      partnerProfile: () => profileAnswer(profile),
      editPartnerProfile: () => {
        profile = { ...profile, bufferMinutes: 120 };
        return profileAnswer(profile, 'Profile updated');
      },
    });
    render();
    const card = await screen.findByRole('region', { name: 'Vikram Rao' });
    expect(within(card).getByText('Turnaround buffer')).toBeTruthy();
    expect(within(card).getByText('30 min')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    const select = within(dialog).getByLabelText<HTMLSelectElement>('Turnaround buffer');
    expect(select.value).toBe('30');
    expect(Array.from(select.options).map((option) => option.value)).toEqual([
      '0',
      '30',
      '60',
      '90',
      '120',
      '150',
      '180',
      '210',
      '240',
    ]);
    expect(Array.from(select.options).map((option) => option.text)).toContain('1 h 30 min');
    fireEvent.change(select, { target: { value: '120' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const form = calls('editPartnerProfile')[0]?.[1]?.body as FormData;
    expect(form.get('bufferMinutes')).toBe('120');
    expect(within(card).getByText('2 h')).toBeTruthy();
  });

  it('a profile without a buffer (an older server) shows None and sends 0', async () => {
    const { calls } = servePartnerApi({
      partnerProfile: () =>
        profileAnswer(makeProfile({ mobile: '9845012345', city: 'Mysuru', gstNo: '29ABCDE1234F1ZW' })),
      editPartnerProfile: () => profileAnswer(makeProfile(), 'Profile updated'),
    });
    render();
    expect(await screen.findByText('None')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls('editPartnerProfile')).toHaveLength(1));
    expect((calls('editPartnerProfile')[0]?.[1]?.body as FormData).get('bufferMinutes')).toBe('0');
  });

  it("ID PROOF needs both files: 'select both files'", async () => {
    const { calls } = servePartnerApi({ partnerProfile: () => profileAnswer(makeProfile()) });
    render();
    await screen.findByText('ID PROOF');
    fireEvent.change(screen.getByLabelText('Aadhaar card'), { target: { files: [png('aadhaar.png')] } });

    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(showError).toHaveBeenCalledWith('select both files');
    expect(calls('uploadProof')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Preview of the new aadhaar card' })).toBeTruthy();
  });

  it("Add with an empty name says 'please enter point name' and sends nothing", async () => {
    const { calls } = servePartnerApi({ partnerProfile: () => profileAnswer(makeProfile()) });
    render();
    await screen.findByText('Add PickUP & Drop Points');

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('please enter point name')).toBeTruthy();
    expect(calls('uploadLocationPoints')).toHaveLength(0);
  });

  it('adds, renames and deletes points with the lists the server answers', async () => {
    const { calls } = servePartnerApi({
      partnerProfile: () => profileAnswer(makeProfile()),
      uploadLocationPoints: () => pointsAnswer([gate], 'Point added'),
      editLocationPoint: () => pointsAnswer([{ ...gate, name: 'Gate 2' }], 'Point renamed'),
      deleteLocationPoint: () => pointsAnswer([], 'Point deleted'),
    });
    render();
    await screen.findByText('Add PickUP & Drop Points');

    fireEvent.change(screen.getByLabelText('Point name'), { target: { value: '  Gate 1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const points = await screen.findByRole('list', { name: 'Your pick-up and drop points' });
    expect(within(points).getByText('Gate 1')).toBeTruthy();
    expect(jsonBody(calls('uploadLocationPoints')[0]?.[1])).toEqual({ pointName: 'Gate 1' });
    expect(screen.getByLabelText<HTMLInputElement>('Point name').value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Gate 1' }));
    fireEvent.change(screen.getByLabelText('New name for Gate 1'), { target: { value: 'Gate 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gate 2')).toBeTruthy();
    expect(jsonBody(calls('editLocationPoint')[0]?.[1])).toEqual({ id: gate._id, pointName: 'Gate 2' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Gate 2' }));
    await waitFor(() => expect(screen.queryByText('Gate 2')).toBeNull());
    expect(confirmAction).toHaveBeenCalledWith(msg.confirmDelete);
    expect(jsonBody(calls('deleteLocationPoint')[0]?.[1])).toEqual({ id: gate._id });
  });

  it("a point in use stays, with the server's 409 message", async () => {
    servePartnerApi({
      partnerProfile: () => profileAnswer(makeProfile({ locations: [gate] })),
      deleteLocationPoint: () => [409, { success: false, message: msg.pointInUse }],
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Gate 1' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith(msg.pointInUse));
    expect(screen.getByText('Gate 1')).toBeTruthy();
  });

  it("renaming to an empty name says 'please enter point name' in place", async () => {
    const { calls } = servePartnerApi({ partnerProfile: () => profileAnswer(makeProfile({ locations: [gate] })) });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Gate 1' }));
    fireEvent.change(screen.getByLabelText('New name for Gate 1'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('please enter point name')).toBeTruthy();
    expect(calls('editLocationPoint')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Gate 1' })).toBeTruthy();
  });

  // The answer's isVerifed is 'mailSented' or true once the partner can log in (decision D47).
  it.each([
    ['mailSented', 'Awaiting verification'],
    [true, 'Verified partner'],
  ] as const)('isVerifed %s: the card says %s', async (state, label) => {
    servePartnerApi({ partnerProfile: () => profileAnswer(makeProfile({ isVerifed: state })) });
    render();
    expect(await screen.findByText(label)).toBeTruthy();
  });
});
