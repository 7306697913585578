import {
  locationPointsResponse,
  type DeleteLocationPointBody,
  type LocationPointsResponse,
} from '#shared/api/partner.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/partner/deleteLocationPoint: removes a point (409 when an upcoming booking uses it). Answers the partner's whole list of points. */
export function deleteLocationPoint(body: DeleteLocationPointBody): Promise<LocationPointsResponse> {
  return apiRequest('partner', '/deleteLocationPoint', { body, schema: locationPointsResponse });
}
