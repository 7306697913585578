import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUserRow } from '#shared/api/admin.ts';
import { msg } from '#shared/messages.ts';
import { makeUserRow, renderAdminPage, serveAdminApi } from '#web/test/admin-test-kit.tsx';
import { adminSession } from '#web/lib/admin-session.ts';
import { confirmAction } from '#web/lib/confirm.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { AdminUsersPage } from './admin-users-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('#web/lib/confirm.ts', () => ({ confirmAction: vi.fn(async () => true) }));

const render = (at = '/admin/users') => renderAdminPage(<AdminUsersPage />, { path: '/admin/users', at });

const rowOf = (email: string) => {
  const row = screen.getByText(email).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return within(row);
};

let rows: AdminUserRow[];
beforeEach(() => {
  vi.mocked(confirmAction).mockClear();
  vi.mocked(showError).mockClear();
  rows = [
    makeUserRow({ fname: 'Asha', lname: 'Nair', email: 'asha@example.in' }),
    makeUserRow({ fname: 'Rahul', lname: 'Menon', email: 'rahul@example.in', status: false }),
  ];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  adminSession.signOut();
});

describe('User Management', () => {
  it('lists Fname, Lname, Email and Status with Block or Unblock, one page at a time', async () => {
    const { calls } = serveAdminApi({
      users: ({ url }) => ({
        success: true,
        message: 'ok',
        user: rows,
        page: Number(url.searchParams.get('page')),
        totalPages: 500,
      }),
    });
    render('/admin/users?page=3');
    expect(await screen.findByText('asha@example.in')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Fname',
      'Lname',
      'Email',
      'Status',
    ]);
    expect(calls('users')[0]?.url.searchParams.get('page')).toBe('3');
    expect(rowOf('asha@example.in').getByText('Active')).toBeTruthy();
    expect(rowOf('asha@example.in').getByRole('button', { name: 'Block' })).toBeTruthy();
    expect(rowOf('rahul@example.in').getByText('Blocked')).toBeTruthy();
    expect(rowOf('rahul@example.in').getByRole('button', { name: 'Unblock' })).toBeTruthy();
    // 10,000 users: numbered pages, not one endless table.
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 500' })).toBeTruthy();
  });

  it("Block asks 'Change Status', sends PUT without a body, and the returned record replaces the row", async () => {
    const { calls } = serveAdminApi({
      users: () => ({ success: true, message: 'ok', user: rows, page: 1, totalPages: 1 }),
      changeUserStatus: ({ url }) => {
        const row = rows.find((item) => item._id === url.searchParams.get('id'));
        if (!row) return [404, { success: false, message: msg.userNotFound }];
        // The server's record, which differs from the old row in more than the flag.
        return { success: true, message: msg.userBlocked, updatedUser: { ...row, status: false, lname: 'Nair-Iyer' } };
      },
    });
    render();
    await screen.findByText('asha@example.in');
    fireEvent.click(rowOf('asha@example.in').getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(rowOf('asha@example.in').getByRole('button', { name: 'Unblock' })).toBeTruthy());
    expect(confirmAction).toHaveBeenCalledWith('Change Status');
    const call = calls('changeUserStatus')[0];
    expect(call?.init?.method).toBe('PUT');
    expect(call?.init?.body).toBeUndefined();
    expect(call?.url.searchParams.get('id')).toBe(rows[0]?._id);
    expect(rowOf('asha@example.in').getByText('Blocked')).toBeTruthy();
    expect(rowOf('asha@example.in').getByText('Nair-Iyer')).toBeTruthy();
    expect(showSuccess).toHaveBeenCalledWith(msg.userBlocked);
    // Only the list's first load: the row was replaced, not the list reloaded.
    expect(calls('users')).toHaveLength(1);
  });

  it("shows the server's message when the change fails and keeps the row", async () => {
    serveAdminApi({
      users: () => ({ success: true, message: 'ok', user: rows, page: 1, totalPages: 1 }),
      changeUserStatus: () => [404, { success: false, message: msg.userNotFound }],
    });
    render();
    await screen.findByText('asha@example.in');
    fireEvent.click(rowOf('asha@example.in').getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith(msg.userNotFound));
    expect(rowOf('asha@example.in').getByText('Active')).toBeTruthy();
  });
});
