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
