import { useQuery } from '@tanstack/react-query';
import { moneyTimelineResponse } from '#shared/api/money-timeline.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { Area } from '#web/lib/areas.ts';

/** GET …/bookingTimeline?id= of the area's caller (issue #34): the customer's, the partner's or the admin's. */
export function useMoneyTimeline(area: Area, bookingId: string, enabled = true) {
  return useQuery({
    queryKey: [area, 'moneyTimeline', bookingId] as const,
    queryFn: ({ signal }) =>
      apiRequest(area, '/bookingTimeline', { query: { id: bookingId }, schema: moneyTimelineResponse, signal }),
    enabled,
    staleTime: 0,
  });
}
