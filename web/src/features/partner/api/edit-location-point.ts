import {
  locationPointsResponse,
  type EditLocationPointBody,
  type LocationPointsResponse,
} from '#shared/api/partner.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/partner/editLocationPoint: renames a point (409 when the name is taken or an upcoming booking uses it). Answers the partner's whole list of points. */
export function editLocationPoint(body: EditLocationPointBody): Promise<LocationPointsResponse> {
  return apiRequest('partner', '/editLocationPoint', { body, schema: locationPointsResponse });
}
