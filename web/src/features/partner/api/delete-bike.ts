import { envelope } from '#shared/api/fields.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * DELETE /api/partner/deleteBike?id, with the partner's token (the product decisions). Resolves with the
 * server's message; a bike with upcoming bookings is refused (409, the reason shown as a toast).
 */
export async function deleteBike(id: string): Promise<string> {
  return (await apiRequest('partner', '/deleteBike', { method: 'DELETE', query: { id }, schema: envelope })).message;
}
