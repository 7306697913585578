import { useQuery } from '@tanstack/react-query';
import { adminDashboardResponse } from '#shared/api/admin.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/fetchBookingBikesRevenu: the four tiles and this week's bookings per day. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) =>
      apiRequest('admin', '/fetchBookingBikesRevenu', { schema: adminDashboardResponse, signal }),
  });
}
