import { useQuery } from '@tanstack/react-query';
import { findOrderResponse } from '#shared/api/booking.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET /api/findOrder?id: one of the customer's bookings, as the invoice shows it. */
export function useOrder(id: string) {
  return useQuery({
    queryKey: ['booking', 'order', id],
    queryFn: async ({ signal }) =>
      (await apiRequest('customer', '/findOrder', { query: { id }, schema: findOrderResponse, signal, quiet: true })).data,
    enabled: id !== '',
  });
}
