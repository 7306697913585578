import { unblockBikeResponse, type UnblockBikeResponse } from '#shared/api/availability.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** DELETE /api/partner/unblockBike?id= (the block's id): frees the time at once. */
export function unblockBike(blockId: string): Promise<UnblockBikeResponse> {
  return apiRequest('partner', '/unblockBike', {
    method: 'DELETE',
    query: { id: blockId },
    schema: unblockBikeResponse,
  });
}
