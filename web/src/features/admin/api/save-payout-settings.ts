import { payoutSettingsResponse, type PayoutSettingsBody, type PayoutSettingsResponse } from '#shared/api/ledger.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** PUT /api/admin/settings: a new version of the payout rates, for bookings paid from now on. */
export function savePayoutSettings(body: PayoutSettingsBody): Promise<PayoutSettingsResponse> {
  return apiRequest('admin', '/settings', { method: 'PUT', body, schema: payoutSettingsResponse });
}
