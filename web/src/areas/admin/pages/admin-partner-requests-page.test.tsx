import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminPartnerRow } from '#shared/api/admin.ts';
import { msg } from '#shared/messages.ts';
import { makePartnerRow, renderAdminPage, serveAdminApi } from '#web/test/admin-test-kit.tsx';
import { adminSession } from '#web/lib/admin-session.ts';
import { confirmAction } from '#web/lib/confirm.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { AdminPartnerRequestsPage } from './admin-partner-requests-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('#web/lib/confirm.ts', () => ({ confirmAction: vi.fn(async () => true) }));

const render = (at = '/admin/partnerRequests') =>
  renderAdminPage(<AdminPartnerRequestsPage />, { path: '/admin/partnerRequests', at });

const rowOf = (email: string) => {
  const row = screen.getByText(email).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return within(row);
};

let rows: AdminPartnerRow[];
beforeEach(() => {
  vi.mocked(confirmAction).mockClear();
  vi.mocked(showSuccess).mockClear();
  rows = [
    makePartnerRow({ fname: 'Kiran', lname: 'Das', email: 'kiran@example.in' }),
    makePartnerRow({ fname: 'Neha', lname: 'Joshi', email: 'neha@example.in' }),
  ];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  adminSession.signOut();
});

const list = () => ({ success: true, message: 'ok', data: rows, page: 1, totalPages: 1 });

describe('Partner Requests', () => {
  it('lists Fname, Lname, Email, Status, Reject, Accept and View, asking for page 1', async () => {
    const { calls } = serveAdminApi({ partnerRequests: list });
    render();
    expect(await screen.findByText('kiran@example.in')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Fname', 'Lname', 'Email', 'Status', 'Reject', 'Accept', 'View']);
    expect(calls('partnerRequests')[0]?.url.searchParams.get('page')).toBe('1');
    const row = rowOf('kiran@example.in');
    expect(row.getByText('Kiran')).toBeTruthy();
    expect(row.getByText('Awaiting review')).toBeTruthy();
    const view = row.getByRole('link', { name: 'View' });
    expect(view.getAttribute('href')).toBe(`/admin/partnerSingleView?id=${rows[0]?._id}`);
  });

  it('Accept asks "Yes, Accept!", mails the partner, and then the row is accepted with Accept disabled', async () => {
    const { calls } = serveAdminApi({
      partnerRequests: list,
      sendMailToPartner: ({ url }) => {
        rows = rows.map((row) =>
          row.email === url.searchParams.get('email') ? { ...row, isVerifed: 'mailSented' } : row,
        );
        return { success: true, message: msg.partnerAccepted, data: rows };
      },
    });
    render();
    await screen.findByText('kiran@example.in');
    const accept = rowOf('kiran@example.in').getByRole('button', { name: 'Accept' });
    expect(accept.hasAttribute('disabled')).toBe(false);

    fireEvent.click(accept);

    await waitFor(() =>
      expect(rowOf('kiran@example.in').getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(true),
    );
    expect(confirmAction).toHaveBeenCalledWith('Yes, Accept!');
    expect(calls('sendMailToPartner')[0]?.url.searchParams.get('email')).toBe('kiran@example.in');
    expect(rowOf('kiran@example.in').getByText('Accepted')).toBeTruthy();
    expect(showSuccess).toHaveBeenCalledWith(msg.partnerAccepted);
    // The other request is untouched.
    expect(rowOf('neha@example.in').getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(false);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    vi.mocked(confirmAction).mockResolvedValueOnce(false);
    const { calls } = serveAdminApi({ partnerRequests: list });
    render();
    await screen.findByText('kiran@example.in');
    fireEvent.click(rowOf('kiran@example.in').getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(confirmAction).toHaveBeenCalledWith('Reject Request'));
    expect(calls('rejectPartner')).toHaveLength(0);
    expect(screen.getByText('kiran@example.in')).toBeTruthy();
  });

  it('Reject asks "Reject Request" and removes the row', async () => {
    const { calls } = serveAdminApi({
      partnerRequests: list,
      rejectPartner: ({ url }) => {
        rows = rows.filter((row) => row.email !== url.searchParams.get('email'));
        return { success: true, message: msg.partnerRejected };
      },
    });
    render();
    await screen.findByText('neha@example.in');
    fireEvent.click(rowOf('neha@example.in').getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(screen.queryByText('neha@example.in')).toBeNull());
    expect(calls('rejectPartner')[0]?.url.searchParams.get('email')).toBe('neha@example.in');
    expect(screen.getByText('kiran@example.in')).toBeTruthy();
    expect(showSuccess).toHaveBeenCalledWith(msg.partnerRejected);
  });

  it('keeps the row when the server refuses the rejection', async () => {
    serveAdminApi({
      partnerRequests: list,
      rejectPartner: () => [409, { success: false, message: msg.partnerHasBikes }],
    });
    render();
    await screen.findByText('kiran@example.in');
    fireEvent.click(rowOf('kiran@example.in').getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith(msg.partnerHasBikes));
    expect(screen.getByText('kiran@example.in')).toBeTruthy();
    expect(rowOf('kiran@example.in').getByRole('button', { name: 'Reject' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows an empty state without requests', async () => {
    serveAdminApi({
      partnerRequests: () => ({ success: true, message: 'ok', data: [], page: 1, totalPages: 0 }),
    });
    render();
    expect(await screen.findByText('No partner requests')).toBeTruthy();
  });

  it('opens the page the server answered when the requested one is past the end', async () => {
    serveAdminApi({ partnerRequests: () => ({ success: true, message: 'ok', data: rows, page: 2, totalPages: 2 }) });
    const router = render('/admin/partnerRequests?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('button', { name: 'Page 2' })).toBeTruthy();
  });
});
