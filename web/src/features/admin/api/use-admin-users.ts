import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usersResponse, type UsersResponse } from '#shared/api/admin.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/**
 * GET /api/admin/users?page: one page (20) of the customers, newest first. Always by page, so a
 * database of 10,000 users answers 20 rows, not all of them.
 */
export function useAdminUsers(page: number) {
  return useQuery({
    queryKey: adminKeys.usersPage(page),
    queryFn: ({ signal }): Promise<UsersResponse> =>
      apiRequest('admin', '/users', { query: { page }, schema: usersResponse, signal }),
    placeholderData: keepPreviousData,
  });
}
