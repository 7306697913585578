import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { findBookingsResponse, type FindBookingsResponse } from '#shared/api/partner.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { partnerKeys, usePartnerId } from './partner-keys.ts';

/** GET /api/partner/findBookings?page: one page (5) of the bookings of the partner's bikes, newest first. */
export function usePartnerBookings(page: number) {
  const partnerId = usePartnerId();
  return useQuery({
    queryKey: partnerKeys.bookingsPage(partnerId, page),
    queryFn: ({ signal }): Promise<FindBookingsResponse> =>
      apiRequest('partner', '/findBookings', { query: { page }, schema: findBookingsResponse, signal }),
    placeholderData: keepPreviousData,
  });
}
