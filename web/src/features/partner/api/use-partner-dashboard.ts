import { useQuery } from '@tanstack/react-query';
import { partnerDashboardResponse } from '#shared/api/partner.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { partnerKeys, usePartnerId } from './partner-keys.ts';

/** GET /api/partner/fetchBookingBikesRevenu: the dashboard's four figures and this week's bookings per day. */
export function usePartnerDashboard() {
  const partnerId = usePartnerId();
  return useQuery({
    queryKey: partnerKeys.dashboard(partnerId),
    queryFn: ({ signal }) =>
      apiRequest('partner', '/fetchBookingBikesRevenu', { schema: partnerDashboardResponse, signal }),
  });
}
