import { changePartnerStatusResponse, type ChangePartnerStatusResponse } from '#shared/api/admin.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** PUT /api/admin/changeStatus?id (no body): blocks or unblocks a partner; answers the row as it now is. */
export function changePartnerStatus(id: string): Promise<ChangePartnerStatusResponse> {
  return apiRequest('admin', '/changeStatus', { method: 'PUT', query: { id }, schema: changePartnerStatusResponse });
}
