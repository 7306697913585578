import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { findBookingsAnswer, type FindBookingsAnswer } from './booking-answers.ts';
import { partnerKeys, usePartnerId } from './partner-keys.ts';

/** GET /api/partner/findBookings?page: one page (5) of the bookings of the partner's bikes, newest first, each with its refund. */
export function usePartnerBookings(page: number) {
  const partnerId = usePartnerId();
  return useQuery({
    queryKey: partnerKeys.bookingsPage(partnerId, page),
    queryFn: ({ signal }): Promise<FindBookingsAnswer> =>
      apiRequest('partner', '/findBookings', { query: { page }, schema: findBookingsAnswer, signal }),
    placeholderData: keepPreviousData,
  });
}
