import { changeStatusResponse, type ChangeStatusResponse } from '#shared/api/partner.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET /api/partner/changeStatus?id: hides a visible bike or shows a hidden one; answers the bike as it now is. */
export function changeBikeStatus(id: string): Promise<ChangeStatusResponse> {
  return apiRequest('partner', '/changeStatus', { query: { id }, schema: changeStatusResponse });
}
