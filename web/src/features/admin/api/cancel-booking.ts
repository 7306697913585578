import { useQuery } from '@tanstack/react-query';
import { adminCancelQuoteResponse } from '#shared/api/admin-cancel-quote.ts';
import {
  adminCancelBookingResponse,
  type AdminCancelBookingBody,
  type AdminCancelBookingResponse,
} from '#shared/api/cancellations.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/admin/cancelBooking `{ id, refund }`: cancels a booked ride; answers the booking with its refund. */
export function cancelBooking(body: AdminCancelBookingBody): Promise<AdminCancelBookingResponse> {
  return apiRequest('admin', '/cancelBooking', { body, schema: adminCancelBookingResponse });
}

/** GET /api/admin/cancelQuote?id= (issue #34): each refund choice of the cancel dialog for this booking, now. */
export function useCancelQuote(id: string) {
  return useQuery({
    queryKey: ['admin', 'cancelQuote', id] as const,
    queryFn: ({ signal }) => apiRequest('admin', '/cancelQuote', { query: { id }, schema: adminCancelQuoteResponse, signal }),
    staleTime: 0,
    retry: false,
  });
}
