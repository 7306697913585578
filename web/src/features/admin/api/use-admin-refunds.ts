import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRefundsResponse, type AdminRefundsResponse, type RefundStatus } from '#shared/api/cancellations.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** While a refund of the page is pending, the page is asked again this often (the job settles it). */
export const PENDING_REFRESH_MS = 3_000;

/**
 * GET /api/admin/refunds?page&status: one page of the refunds, optionally of one status. A page with a
 * pending refund refreshes itself until the job has settled it.
 */
export function useAdminRefunds(page: number, status: RefundStatus | '') {
  return useQuery({
    queryKey: adminKeys.refundsPage(page, status),
    queryFn: ({ signal }): Promise<AdminRefundsResponse> =>
      apiRequest('admin', '/refunds', { query: { page, status }, schema: adminRefundsResponse, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.refunds.some((refund) => refund.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
}
