import { Navigate } from 'react-router';
import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { useAdminUsers } from '#web/features/admin/api/use-admin-users.ts';
import { UsersTable } from '#web/features/admin/components/users-table.tsx';
import { pageRedirect } from '#web/features/admin/page-redirect.ts';
import { useUserStatusToggle } from '#web/features/admin/use-status-toggles.ts';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { usePageParam } from '#web/features/partner/use-page-param.ts';

/**
 * `/admin/users` (User Management): every customer, newest first, 20 a page (`?page=`), with Block or
 * Unblock after the 'Change Status' confirmation.
 */
export function AdminUsersPage() {
  const [page, setPage] = usePageParam();
  const users = useAdminUsers(page);
  const status = useUserStatusToggle(page);
  const redirect = pageRedirect(page, users.data, users.isPlaceholderData);
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <>
      <PageTitle title={text.adminUsersTitle} />
      <UsersTable
        rows={users.data?.user}
        loading={users.isPending}
        status={status}
        error={
          users.isError && (
            <ErrorState
              title={text.couldntFetchUsers}
              retrying={users.isFetching}
              onRetry={() => void users.refetch()}
            />
          )
        }
        empty={<EmptyState title={text.adminUsersEmptyTitle} hint={text.adminUsersEmptyHint} />}
      />
      <Pagination page={page} totalPages={users.data?.totalPages ?? 0} onPageChange={setPage} />
    </>
  );
}
