import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminRefund } from '#shared/api/cancellations.ts';
import { msg, text } from '#shared/messages.ts';
import { makeAdminRefund, renderAdminPage, serveAdminApi } from '#web/test/admin-test-kit.tsx';
import { adminSession } from '#web/lib/admin-session.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { AdminRefundsPage } from './admin-refunds-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const render = (at = '/admin/refunds') => renderAdminPage(<AdminRefundsPage />, { path: '/admin/refunds', at });
const page = (refunds: AdminRefund[], pageNo = 1, totalPages = 1) => ({
  success: true,
  message: 'ok',
  data: { refunds, page: pageNo, totalPages },
});
const rowOf = (bookingId: string) => {
  const row = within(screen.getByRole('table')).getByText(bookingId).closest('tr');
  if (!row) throw new Error(`no row for ${bookingId}`);
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

describe('/admin/refunds', () => {
  it('lists booking id, customer, amount, status, provider id, attempts and last error; Retry only on failed ones', async () => {
    const failed = makeAdminRefund({ status: 'failed', attempts: 1, lastError: 'Refund declined by the bank' });
    const processed = makeAdminRefund({ status: 'processed', providerRefundId: 'rfnd_123', attempts: 1 });
    serveAdminApi({ refunds: () => page([failed, processed]) });
    render();
    await screen.findByText(failed.bookingId);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Booking id',
      'Customer',
      'Amount',
      'Status',
      'Provider refund id',
      'Attempts',
      'Last error',
      'Action',
    ]);
    expect(rowOf(failed.bookingId).getByText('Failed')).toBeTruthy();
    expect(rowOf(failed.bookingId).getByText('Refund declined by the bank')).toBeTruthy();
    expect(rowOf(failed.bookingId).getByText('₹1,692')).toBeTruthy();
    expect(rowOf(failed.bookingId).getByRole('button', { name: 'Retry the refund of Kavya Rao' })).toBeTruthy();
    expect(rowOf(processed.bookingId).getByText('rfnd_123')).toBeTruthy();
    expect(rowOf(processed.bookingId).getByText('Processed')).toBeTruthy();
    expect(rowOf(processed.bookingId).queryByRole('button')).toBeNull();
  });

  it('the status filter asks for that status and keeps it in the URL', async () => {
    const { calls } = serveAdminApi({ refunds: () => page([makeAdminRefund({ status: 'failed' })]) });
    const router = render('/admin/refunds?page=2');
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText(text.refundStatusFilter), { target: { value: 'failed' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    await waitFor(() => expect(calls('refunds').at(-1)?.url.searchParams.get('status')).toBe('failed'));
    expect(calls('refunds').at(-1)?.url.searchParams.get('page')).toBe('1');
    expect(calls('refunds')[0]?.url.searchParams.has('status')).toBe(false);
  });

  it('Retry posts the id, the answered refund replaces the row, and a pending page follows it to processed', async () => {
    const failed = makeAdminRefund({ status: 'failed', attempts: 1, lastError: 'declined' });
    let current: AdminRefund = failed;
    const { calls } = serveAdminApi({
      refunds: () => page([current]),
      retryRefund: () => {
        current = { ...failed, status: 'pending', lastError: null };
        return { success: true, message: msg.refundRetried, data: current };
      },
    });
    render();
    await screen.findByText(failed.bookingId);
    fireEvent.click(rowOf(failed.bookingId).getByRole('button', { name: /^Retry/ }));
    await waitFor(() => expect(rowOf(failed.bookingId).getByText('Pending')).toBeTruthy());
    expect(calls('retryRefund')[0]?.init?.body).toBe(JSON.stringify({ id: failed._id }));
    expect(showSuccess).toHaveBeenCalledWith(msg.refundRetried);

    // the job settles it; the page asks again by itself while a refund is pending
    current = { ...current, status: 'processed', attempts: 2, providerRefundId: 'sandbox_rfnd_1' };
    await waitFor(() => expect(rowOf(failed.bookingId).getByText('Processed')).toBeTruthy(), { timeout: 5_000 });
    expect(rowOf(failed.bookingId).getByText('sandbox_rfnd_1')).toBeTruthy();
  });

  it("a refused retry shows the server's message and keeps the row", async () => {
    const failed = makeAdminRefund({ status: 'failed' });
    serveAdminApi({
      refunds: () => page([failed]),
      retryRefund: () => [409, { success: false, message: msg.refundNotRetryable }],
    });
    render();
    await screen.findByText(failed.bookingId);
    fireEvent.click(rowOf(failed.bookingId).getByRole('button', { name: /^Retry/ }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith(msg.refundNotRetryable));
    expect(rowOf(failed.bookingId).getByText('Failed')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    serveAdminApi({ refunds: () => page([]) });
    render();
    expect(await screen.findByText(text.adminRefundsEmptyTitle)).toBeTruthy();
  });
});
