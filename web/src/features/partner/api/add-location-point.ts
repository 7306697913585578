import { locationPointsResponse, type AddLocationPointBody, type LocationPointsResponse } from '#shared/api/partner.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/partner/uploadLocationPoints: adds a point (409 when the name is taken). Answers the partner's whole list of points. */
export function addLocationPoint(body: AddLocationPointBody): Promise<LocationPointsResponse> {
  return apiRequest('partner', '/uploadLocationPoints', { body, schema: locationPointsResponse });
}
