import { changeUserStatusResponse, type ChangeUserStatusResponse } from '#shared/api/admin.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * PUT /api/admin/changeUserStatus?id (no body): blocks or unblocks a customer (a blocked user's open
 * sessions are refused on their next call); answers the row as it now is.
 */
export function changeUserStatus(id: string): Promise<ChangeUserStatusResponse> {
  return apiRequest('admin', '/changeUserStatus', { method: 'PUT', query: { id }, schema: changeUserStatusResponse });
}
