import { completeRideResponse, type CompleteRideInput, type CompleteRideResponse } from '#shared/api/settlement.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/partner/completeRide: completes a booked ride with its readings; answers the booking with its settlement. */
export function completeRide(body: CompleteRideInput): Promise<CompleteRideResponse> {
  return apiRequest('partner', '/completeRide', { body, schema: completeRideResponse });
}
