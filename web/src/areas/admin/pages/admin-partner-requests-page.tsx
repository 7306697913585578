import { Navigate } from 'react-router';
import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { usePartnerRequests } from '#web/features/admin/api/use-partner-requests.ts';
import { PartnerRequestsTable } from '#web/features/admin/components/partner-requests-table.tsx';
import { pageRedirect } from '#web/features/admin/page-redirect.ts';
import { useRequestActions } from '#web/features/admin/use-request-actions.ts';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { usePageParam } from '#web/features/partner/use-page-param.ts';

/**
 * `/admin/partnerRequests`: the partner requests not yet verified, newest first, 20 a page, with
 * Reject, Accept (disabled once accepted) and View on each row.
 */
export function AdminPartnerRequestsPage() {
  const [page, setPage] = usePageParam();
  const requests = usePartnerRequests(page);
  const actions = useRequestActions(page);
  const redirect = pageRedirect(page, requests.data, requests.isPlaceholderData);
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <>
      <PageTitle title={text.adminPartnerRequestsTitle} />
      <PartnerRequestsTable
        rows={requests.data?.data}
        loading={requests.isPending}
        actions={actions}
        error={
          requests.isError && (
            <ErrorState
              title={text.couldntFetchRequests}
              retrying={requests.isFetching}
              onRetry={() => void requests.refetch()}
            />
          )
        }
        empty={<EmptyState title={text.adminRequestsEmptyTitle} hint={text.adminRequestsEmptyHint} />}
      />
      <Pagination page={page} totalPages={requests.data?.totalPages ?? 0} onPageChange={setPage} />
    </>
  );
}
