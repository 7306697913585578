import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminBookingsResponse, type AdminBookingsResponse } from '#shared/api/cancellations.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/**
 * GET /api/admin/bookings?page&q: one page of the paid bookings, newest first; `q` finds them by order
 * id, customer e-mail or plate.
 */
export function useAdminBookings(page: number, q: string) {
  return useQuery({
    queryKey: adminKeys.bookingsPage(page, q),
    queryFn: ({ signal }): Promise<AdminBookingsResponse> =>
      apiRequest('admin', '/bookings', { query: { page, q }, schema: adminBookingsResponse, signal }),
    placeholderData: keepPreviousData,
  });
}
