import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminPartnerDetails } from '#shared/api/admin.ts';
import { msg } from '#shared/messages.ts';
import { makePartnerDetails, renderAdminPage, serveAdminApi } from '#web/test/admin-test-kit.tsx';
import { adminSession } from '#web/lib/admin-session.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { AdminPartnerSingleViewPage } from './admin-partner-single-view-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const PATH = '/admin/partnerSingleView';
const render = (id: string | null) =>
  renderAdminPage(<AdminPartnerSingleViewPage />, { path: PATH, at: id === null ? PATH : `${PATH}?id=${id}` });

/** The value shown under a label of the card. */
const detail = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  adminSession.signOut();
});

describe('partner single page', () => {
  it("shows 'not found!' for every missing detail and placeholder images for missing documents", async () => {
    const partner = makePartnerDetails({ fname: 'Kiran', lname: 'Das', email: 'kiran@example.in' });
    const { calls } = serveAdminApi({ partnerDetails: () => ({ success: true, message: 'ok', data: partner }) });
    render(partner._id);

    expect(await screen.findByRole('heading', { name: 'Kiran Das' })).toBeTruthy();
    expect(calls('partnerDetails')[0]?.url.searchParams.get('id')).toBe(partner._id);
    expect(screen.getByText('rev-on partner')).toBeTruthy();
    expect(detail('Phone')).toBe('not found!');
    expect(detail('City')).toBe('not found!');
    expect(detail('GST no')).toBe('not found!');
    expect(detail('Email')).toBe('kiran@example.in');
    expect(screen.getByRole('img', { name: 'Default avatar' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Aadhaar card: not uploaded' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Pan Card: not uploaded' })).toBeTruthy();
    expect(screen.getByText('No pick-up or drop points yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify Partner' })).toBeTruthy();
  });

  it('shows the stored details, documents and points', async () => {
    const partner = makePartnerDetails({
      mobile: '9876543210',
      city: 'Mysuru',
      gstNo: '29ABCDE1234F1ZW',
      image: '/uploads/p.png',
      aadhaar: '/files/a?sig=1',
      pan: '/files/p?sig=2',
      locations: [
        { _id: 'l1', name: 'Mysuru Palace Gate' },
        { _id: 'l2', name: 'Railway Station' },
      ],
      isVerifed: true,
    });
    serveAdminApi({ partnerDetails: () => ({ success: true, message: 'ok', data: partner }) });
    render(partner._id);

    await waitFor(() => expect(detail('GST no')).toBe('29ABCDE1234F1ZW'));
    expect(detail('Phone')).toBe('9876543210');
    expect(detail('City')).toBe('Mysuru');
    expect(screen.getByRole('img', { name: 'Aadhaar card' }).getAttribute('src')).toBe('/files/a?sig=1');
    expect(screen.getByRole('img', { name: 'Pan Card' }).getAttribute('src')).toBe('/files/p?sig=2');
    const points = within(screen.getByRole('list', { name: 'Pick-up and drop points' }));
    expect(points.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Mysuru Palace Gate',
      'Railway Station',
    ]);
    expect(screen.getByRole('button', { name: 'Unverify' })).toBeTruthy();
  });

  it('Verify Partner toggles with the partner e-mail and shows the answered state', async () => {
    let partner: AdminPartnerDetails = makePartnerDetails({ email: 'kiran@example.in' });
    const { calls } = serveAdminApi({
      partnerDetails: () => ({ success: true, message: 'ok', data: partner }),
      verifyPartner: () => {
        partner = { ...partner, isVerifed: partner.isVerifed === true ? 'mailSented' : true };
        return {
          success: true,
          message: partner.isVerifed === true ? msg.partnerVerified : msg.partnerUnverified,
          data: partner,
        };
      },
    });
    render(partner._id);

    fireEvent.click(await screen.findByRole('button', { name: 'Verify Partner' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Unverify' }));
    expect(await screen.findByRole('button', { name: 'Verify Partner' })).toBeTruthy();
    expect(calls('verifyPartner').map((call) => call.url.searchParams.get('email'))).toEqual([
      'kiran@example.in',
      'kiran@example.in',
    ]);
    expect(showSuccess).toHaveBeenCalledWith(msg.partnerVerified);
    expect(showSuccess).toHaveBeenCalledWith(msg.partnerUnverified);
  });

  it('cannot verify a request that has not been accepted yet', async () => {
    const partner = makePartnerDetails({ isVerifed: false });
    serveAdminApi({ partnerDetails: () => ({ success: true, message: 'ok', data: partner }) });
    render(partner._id);
    const verify = await screen.findByRole('button', { name: 'Verify Partner' });
    expect(verify.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/before verifying the partner/)).toBeTruthy();
  });

  it('says so when the partner does not exist or no id is given', async () => {
    serveAdminApi({ partnerDetails: () => [404, { success: false, message: msg.partnerNotFound }] });
    render('00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText(msg.partnerNotFound)).toBeTruthy();
    cleanup();

    const { calls } = serveAdminApi({});
    render(null);
    expect(await screen.findByText(msg.partnerNotFound)).toBeTruthy();
    expect(calls('partnerDetails')).toHaveLength(0);
  });

  // The answer's isVerifed is false | 'mailSented' | true (JSON booleans at the ends; decision D47).
  it.each([
    [false, 'Awaiting review', 'Verify Partner', true],
    ['mailSented', 'Accepted', 'Verify Partner', false],
    [true, 'Verified', 'Unverify', false],
  ] as const)('isVerifed %s: the %s badge and an %s button (disabled: %s)', async (state, badge, button, disabled) => {
    const partner = makePartnerDetails({ isVerifed: state });
    serveAdminApi({ partnerDetails: () => ({ success: true, message: 'ok', data: partner }) });
    render(partner._id);
    const toggle = await screen.findByRole('button', { name: button });
    expect(toggle.hasAttribute('disabled')).toBe(disabled);
    expect(screen.getByText(badge)).toBeTruthy();
  });
});
