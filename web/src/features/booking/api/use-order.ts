import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { findOrderAnswer } from './refund-answers.ts';

/** GET /api/findOrder?id: one of the customer's bookings, as the invoice shows it (with its refund and cancellation time). */
export function useOrder(id: string) {
  return useQuery({
    queryKey: ['booking', 'order', id],
    queryFn: async ({ signal }) =>
      (await apiRequest('customer', '/findOrder', { query: { id }, schema: findOrderAnswer, signal, quiet: true }))
        .data,
    enabled: id !== '',
  });
}
