import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { UserProfile } from '#shared/api/account.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { userSession } from '#web/lib/user-session.ts';
import { UserProfilePage } from './user-profile-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    _id: 'u1',
    fname: 'Asha',
    lname: 'Nair',
    email: 'asha@example.in',
    mobile: null,
    image: null,
    licenseFrontSide: null,
    licenseBackSide: null,
    status: true,
    ...overrides,
  };
}

/** Answers the profile calls like the server; `onCall` sees each request first. */
function serve(
  profile: UserProfile,
  onCall: (path: string, init: RequestInit | undefined) => UserProfile | void = () => {},
) {
  let current = profile;
  fetchMock.mockImplementation(async (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    // My Rides (loaded when the panel opens): no rides yet
    if (path === '/api/userRides') return Response.json({ success: true, message: 'ok', data: [], doneReviews: [] });
    // the driving licence (issue #32): none saved yet
    if (path === '/api/licence') return Response.json({ success: true, message: 'ok', data: null });
    // the WhatsApp/SMS opt-in (issue #33): off
    if (path === '/api/messagingConsent') {
      return Response.json({ success: true, message: 'ok', data: { optedIn: false, words: null, at: null } });
    }
    current = onCall(path, init) ?? current;
    const message =
      path === '/api/editUserProfile' ? 'Profile updated' : path === '/api/uploadProof' ? 'ID proof uploaded' : 'ok';
    return Response.json({ success: true, message, data: current });
  });
}

function renderProfile() {
  const router = createMemoryRouter([{ path: '/userProfile', element: <UserProfilePage /> }], {
    initialEntries: ['/userProfile'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const pickFile = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(showError).mockReset();
  vi.mocked(showSuccess).mockReset();
  userSession.signIn({ token: 'jwt', username: 'Asha Nair', id: 'u1' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  userSession.signOut();
});

describe('/userProfile', () => {
  it('shows a skeleton with the signed-in name while the profile loads', () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    renderProfile();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.getByText('Asha Nair')).toBeTruthy();
  });

  it("shows name, e-mail, the default avatar and 'update your mobile number' when there is no mobile", async () => {
    serve(makeProfile());
    renderProfile();
    expect(await screen.findByText('update your mobile number')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Asha Nair' })).toBeTruthy();
    expect(screen.getByText('asha@example.in')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Default avatar' })).toBeTruthy();
    expect(screen.getAllByText('Not uploaded yet')).toHaveLength(2);
    const [, init] = calls('/api/userProfile')[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt');
  });

  it('shows the mobile, the photo and the stored licence images when there are some', async () => {
    serve(
      makeProfile({
        mobile: '9876543210',
        image: '/uploads/p.png',
        licenseFrontSide: '/files/f?sig=1',
        licenseBackSide: '/files/b?sig=1',
      }),
    );
    renderProfile();
    expect(await screen.findByText('9876543210')).toBeTruthy();
    expect(screen.queryByText('update your mobile number')).toBeNull();
    expect(screen.getByRole('img', { name: 'Photo of Asha Nair' }).getAttribute('src')).toBe('/uploads/p.png');
    expect(screen.getByRole('img', { name: 'Licence front side' }).getAttribute('src')).toBe('/files/f?sig=1');
    expect(screen.getByRole('img', { name: 'Licence back side' }).getAttribute('src')).toBe('/files/b?sig=1');
  });

  it('says when the profile cannot be loaded, with Retry', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderProfile();
    expect(await screen.findByText("Couldn't load your profile")).toBeTruthy();

    serve(makeProfile());
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('update your mobile number')).toBeTruthy();
  });

  it('MY RIDES toggles the rides section, which loads the rides only when opened', async () => {
    serve(makeProfile());
    renderProfile();
    const toggle = await screen.findByRole('button', { name: 'MY RIDES' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'My Rides' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('heading', { name: 'My Rides' })).toBeTruthy();
    expect(await screen.findByText('Your rides will appear here after your first booking.')).toBeTruthy();

    fireEvent.click(toggle);
    expect(screen.queryByRole('heading', { name: 'My Rides' })).toBeNull();
    expect(calls('/api/userRides')).toHaveLength(1);
  });

  describe('ID PROOF', () => {
    it("toasts 'select both files' when only one side is picked, and sends nothing", async () => {
      serve(makeProfile());
      renderProfile();
      await screen.findByText('update your mobile number');
      pickFile('Licence front side', png('front.png'));
      expect(screen.getByRole('img', { name: 'Preview of the new licence front side' })).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
      expect(showError).toHaveBeenCalledWith('select both files');
      expect(calls('/api/uploadProof')).toHaveLength(0);
    });

    it("refuses a file that is not png, jpeg or gif with 'Invalid image type'", async () => {
      serve(makeProfile());
      renderProfile();
      await screen.findByText('update your mobile number');
      pickFile('Licence back side', new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' }));

      expect(showError).toHaveBeenCalledWith('Invalid image type');
      expect(screen.queryByRole('img', { name: 'Preview of the new licence back side' })).toBeNull();
    });

    it('uploads both sides and shows the stored images after', async () => {
      serve(makeProfile(), (path) =>
        path === '/api/uploadProof'
          ? makeProfile({ licenseFrontSide: '/files/front?sig=2', licenseBackSide: '/files/back?sig=2' })
          : undefined,
      );
      renderProfile();
      await screen.findByText('update your mobile number');
      const front = png('front.png');
      const back = png('back.png');
      pickFile('Licence front side', front);
      pickFile('Licence back side', back);
      fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

      await waitFor(() =>
        expect(screen.getByRole('img', { name: 'Licence front side' }).getAttribute('src')).toBe('/files/front?sig=2'),
      );
      expect(screen.getByRole('img', { name: 'Licence back side' }).getAttribute('src')).toBe('/files/back?sig=2');
      const [, init] = calls('/api/uploadProof')[0] ?? [];
      const body = init?.body as FormData;
      expect(body.get('licenseFrontSide')).toBeInstanceOf(File);
      expect((body.get('licenseFrontSide') as File).name).toBe('front.png');
      expect((body.get('licenseBackSide') as File).name).toBe('back.png');
      expect(showSuccess).toHaveBeenCalledWith('ID proof uploaded');
    });
  });

  describe('Edit Profile', () => {
    it('opens a dialog focused on First Name; Escape closes it and gives the focus back', async () => {
      serve(makeProfile());
      renderProfile();
      const open = await screen.findByRole('button', { name: 'Edit Profile' });
      open.focus();
      fireEvent.click(open);

      const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
      expect(document.activeElement).toBe(within(dialog).getByLabelText('First Name'));
      expect(within(dialog).getByLabelText<HTMLInputElement>('Mobile Number').value).toBe('');

      fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(open);
    });

    it('validates with the shared schema', async () => {
      serve(makeProfile());
      renderProfile();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      const dialog = screen.getByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText('First Name'), { target: { value: ' ' } });
      fireEvent.change(within(dialog).getByLabelText('Mobile Number'), { target: { value: '98765' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

      expect(await within(dialog).findByText('fname is required!')).toBeTruthy();
      expect(within(dialog).getByText('enter 10 digits')).toBeTruthy();
      expect(calls('/api/editUserProfile')).toHaveLength(0);
    });

    it('sends only fname, lname, mobile and the photo, then updates the card and the session name', async () => {
      serve(makeProfile(), (path, init) => {
        if (path !== '/api/editUserProfile') return;
        const body = init?.body as FormData;
        return makeProfile({
          fname: body.get('fname') as string,
          lname: body.get('lname') as string,
          mobile: body.get('mobile') as string,
          image: '/uploads/new.png',
        });
      });
      renderProfile();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      const dialog = screen.getByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText('First Name'), { target: { value: 'Asha ' } });
      fireEvent.change(within(dialog).getByLabelText('Last Name'), { target: { value: 'Menon' } });
      fireEvent.change(within(dialog).getByLabelText('Mobile Number'), { target: { value: '9123456780' } });
      fireEvent.change(within(dialog).getByLabelText('Profile photo'), { target: { files: [png('me.png')] } });
      expect(within(dialog).getByRole('img', { name: 'Photo of Asha Nair' }).getAttribute('src')).toMatch(/^blob:/);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

      // the shared schema sends the number in E.164 (issue #33); an Indian number is shown as its 10 digits
      expect(await screen.findByText('9123456780')).toBeTruthy();
      expect((calls('/api/editUserProfile')[0]?.[1]?.body as FormData).get('mobile')).toBe('+919123456780');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('heading', { name: 'Asha Menon' })).toBeTruthy();
      const [, init] = calls('/api/editUserProfile')[0] ?? [];
      const body = init?.body as FormData;
      expect([...body.keys()].sort()).toEqual(['fname', 'image', 'lname', 'mobile']);
      expect(body.get('fname')).toBe('Asha');
      expect((body.get('image') as File).name).toBe('me.png');
      expect(showSuccess).toHaveBeenCalledWith('Profile updated');
      expect(userSession.getState().session?.username).toBe('Asha Menon');
    });

    it('without a new photo sends no image field', async () => {
      serve(makeProfile({ mobile: '9876543210' }));
      renderProfile();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Changes' }));

      await waitFor(() => expect(calls('/api/editUserProfile')).toHaveLength(1));
      const [, init] = calls('/api/editUserProfile')[0] ?? [];
      expect([...(init?.body as FormData).keys()].sort()).toEqual(['fname', 'lname', 'mobile']);
    });
  });
});
