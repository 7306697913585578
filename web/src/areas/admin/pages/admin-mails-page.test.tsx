import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminMail } from '#shared/api/mails.ts';
import { msg, text } from '#shared/messages.ts';
import { renderAdminPage, serveAdminApi } from '#web/test/admin-test-kit.tsx';
import { adminSession } from '#web/lib/admin-session.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { AdminMailsPage } from './admin-mails-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

let ids = 0;
const makeMail = (overrides: Partial<AdminMail> = {}): AdminMail => ({
  id: `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
  to: 'kavya@example.in',
  subject: `Mail ${ids}`,
  kind: 'booking-confirmation',
  status: 'failed',
  attempts: 290,
  nextAttemptAt: null,
  error: '550 5.1.1 mailbox unavailable',
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: null,
  ...overrides,
});
const answer = (mails: AdminMail[], counts = { pending: 0, failed: mails.length }) => ({
  success: true,
  message: 'ok',
  data: { mails, page: 1, totalPages: mails.length ? 1 : 0, counts },
});
const render = (at = '/admin/mails') => renderAdminPage(<AdminMailsPage />, { path: '/admin/mails', at });
const rowOf = (subject: string) => {
  const row = within(screen.getByRole('table')).getByText(subject).closest('tr');
  if (!row) throw new Error(`no row for ${subject}`);
  return within(row);
};

beforeEach(() => {
  vi.mocked(showSuccess).mockClear();
  vi.mocked(showError).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  adminSession.signOut();
});

describe('/admin/mails', () => {
  it('lists the undelivered mails: recipient, subject, kind, status, attempts, next try in India time, last error; Retry now only on failed ones', async () => {
    const failed = makeMail({ subject: 'Your booking is confirmed' });
    const waiting = makeMail({
      subject: 'Your one-time code',
      kind: 'otp',
      status: 'pending',
      attempts: 2,
      nextAttemptAt: '2026-11-20T10:05:00.000Z',
      error: '421 try again later',
    });
    const { calls } = serveAdminApi({ mails: () => answer([waiting, failed], { pending: 1, failed: 1 }) });
    render();
    await screen.findByText(failed.subject);
    expect(calls('mails')[0]?.url.searchParams.get('status')).toBe('undelivered');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Subject',
      'To',
      'Kind',
      'Status',
      'Attempts',
      'Next try',
      'Last error',
      'Action',
    ]);
    expect(screen.getByText('Waiting: 1')).toBeTruthy();
    expect(screen.getByText('Failed: 1')).toBeTruthy();
    expect(rowOf(waiting.subject).getByText('One-time code')).toBeTruthy();
    expect(rowOf(waiting.subject).getByText('Waiting')).toBeTruthy();
    // 10:05 UTC is 3:35 pm in India
    expect(rowOf(waiting.subject).getByText(/03:35\s?pm/i)).toBeTruthy();
    expect(rowOf(waiting.subject).queryByRole('button')).toBeNull();
    expect(rowOf(failed.subject).getByText('Booking confirmation')).toBeTruthy();
    expect(rowOf(failed.subject).getByText('550 5.1.1 mailbox unavailable')).toBeTruthy();
    expect(rowOf(failed.subject).getByText('290')).toBeTruthy();
    expect(
      rowOf(failed.subject).getByRole('button', { name: `Retry now the mail to kavya@example.in: ${failed.subject}` }),
    ).toBeTruthy();
  });

  it('the filter asks for that status and keeps it in the URL', async () => {
    const { calls } = serveAdminApi({ mails: () => answer([makeMail()]) });
    const router = render();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText(text.mailFilterLabel), { target: { value: 'failed' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    await waitFor(() => expect(calls('mails').at(-1)?.url.searchParams.get('status')).toBe('failed'));
  });

  it('Retry now posts the id, toasts, and the mail leaves the failed list', async () => {
    const failed = makeMail({ subject: 'Payout sent', kind: 'payout' });
    let failedList = [failed];
    const { calls } = serveAdminApi({
      mails: () => answer(failedList),
      retryMail: () => {
        failedList = [];
        return { success: true, message: msg.mailRetried, data: { ...failed, status: 'pending' } };
      },
    });
    render('/admin/mails?status=failed');
    await screen.findByText(failed.subject);
    fireEvent.click(rowOf(failed.subject).getByRole('button', { name: /^Retry now/ }));
    await waitFor(() => expect(screen.getByText(text.adminMailsEmptyTitle)).toBeTruthy());
    expect(calls('retryMail')[0]?.init?.body).toBe(JSON.stringify({ id: failed.id }));
    expect(showSuccess).toHaveBeenCalledWith(msg.mailRetried);
    expect(screen.getByText('Failed: 0')).toBeTruthy();
  });

  it("a refused retry shows the server's message and keeps the row", async () => {
    const failed = makeMail();
    serveAdminApi({
      mails: () => answer([failed]),
      retryMail: () => [409, { success: false, message: msg.mailNotRetryable }],
    });
    render();
    await screen.findByText(failed.subject);
    fireEvent.click(rowOf(failed.subject).getByRole('button', { name: /^Retry now/ }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith(msg.mailNotRetryable));
    expect(rowOf(failed.subject).getByText('Failed')).toBeTruthy();
  });

  it('shows the empty state, and the error state with Retry', async () => {
    serveAdminApi({ mails: () => answer([]) });
    render();
    expect(await screen.findByText(text.adminMailsEmptyTitle)).toBeTruthy();
    cleanup();
    serveAdminApi({ mails: () => [500, { success: false, message: 'Something went wrong' }] });
    render();
    expect(await screen.findByText(text.couldntFetchMails)).toBeTruthy();
  });
});
