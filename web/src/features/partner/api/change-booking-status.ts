import type { ChangeBookingStatusBody } from '#shared/api/partner.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { changeBookingStatusAnswer, type ChangeBookingStatusAnswer } from './booking-answers.ts';

/** POST /api/partner/changeBookingStatus: marks a booked ride cancelled or completed (final); answers the booking with its refund. */
export function changeBookingStatus(body: ChangeBookingStatusBody): Promise<ChangeBookingStatusAnswer> {
  return apiRequest('partner', '/changeBookingStatus', { body, schema: changeBookingStatusAnswer });
}
