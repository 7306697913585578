import { useQuery } from '@tanstack/react-query';
import {
  bookingMoneyResponse,
  moneyAuditResponse,
  trialBalanceResponse,
  type TrialBalanceQuery,
} from '#shared/api/finance.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/finance/trialBalance?from&to */
export function useTrialBalance(range: TrialBalanceQuery) {
  return useQuery({
    queryKey: adminKeys.trialBalance(range.from, range.to),
    queryFn: ({ signal }) =>
      apiRequest('admin', '/finance/trialBalance', { query: range, schema: trialBalanceResponse, signal }),
  });
}

/** GET /api/admin/finance/audit: run again by the screen's button (refetch), never cached for long. */
export function useMoneyAudit() {
  return useQuery({
    queryKey: adminKeys.moneyAudit,
    queryFn: ({ signal }) => apiRequest('admin', '/finance/audit', { schema: moneyAuditResponse, signal }),
    staleTime: 0,
  });
}

/** GET /api/admin/bookingMoney?id= (only when an id is given). */
export function useBookingMoney(id: string | null) {
  return useQuery({
    queryKey: adminKeys.bookingMoney(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest('admin', '/bookingMoney', { query: { id: id ?? '' }, schema: bookingMoneyResponse, signal }),
    enabled: Boolean(id),
    retry: false,
  });
}
