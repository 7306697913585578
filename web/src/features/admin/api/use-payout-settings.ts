import { useQuery } from '@tanstack/react-query';
import { payoutSettingsResponse } from '#shared/api/ledger.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/settings: the payout rates in force (percent, two decimals at most). */
export function usePayoutSettings() {
  return useQuery({
    queryKey: adminKeys.payoutSettings,
    queryFn: ({ signal }) => apiRequest('admin', '/settings', { schema: payoutSettingsResponse, signal }),
  });
}
