import {
  changeBookingStatusResponse,
  type ChangeBookingStatusBody,
  type ChangeBookingStatusResponse,
} from '#shared/api/partner.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/partner/changeBookingStatus: marks a booked ride cancelled or completed (final); answers the booking. */
export function changeBookingStatus(body: ChangeBookingStatusBody): Promise<ChangeBookingStatusResponse> {
  return apiRequest('partner', '/changeBookingStatus', { body, schema: changeBookingStatusResponse });
}
