import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bikeCalendarResponse, type BikeCalendar } from '#shared/api/availability.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { partnerKeys, usePartnerId } from './partner-keys.ts';

/**
 * GET /api/partner/bikeCalendar?id=&month=YYYY-MM: the bike's bookings, blocks and buffer that month.
 * While another month loads the previous one stays on screen, so the grid does not jump.
 */
export function useBikeCalendar(bikeId: string, month: string) {
  const partnerId = usePartnerId();
  return useQuery({
    queryKey: partnerKeys.calendar(partnerId, bikeId, month),
    queryFn: async ({ signal }): Promise<BikeCalendar> =>
      (
        await apiRequest('partner', '/bikeCalendar', {
          query: { id: bikeId, month },
          schema: bikeCalendarResponse,
          signal,
          quiet: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
