import { useQuery } from '@tanstack/react-query';
import { adminMonthlySalesRatioResponse } from '#shared/api/admin.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/monthlySalesRatio: this month's cancelled and completed rides of every partner. */
export function useAdminMonthlyRatio() {
  return useQuery({
    queryKey: adminKeys.monthlyRatio,
    queryFn: async ({ signal }) =>
      (await apiRequest('admin', '/monthlySalesRatio', { schema: adminMonthlySalesRatioResponse, signal })).data,
  });
}
