import { blockBikeResponse, type BlockBikeBody, type BlockBikeResponse } from '#shared/api/availability.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * POST /api/partner/blockBike: blocks the bike for a time range (409 when it overlaps a booking or a
 * payment hold, 400 when it ends before it starts or lasts over a year). Quiet: the form shows why.
 */
export function blockBike(body: BlockBikeBody): Promise<BlockBikeResponse> {
  return apiRequest('partner', '/blockBike', { body, schema: blockBikeResponse, quiet: true });
}
