import { Navigate } from 'react-router';
import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { useVerifiedPartners } from '#web/features/admin/api/use-verified-partners.ts';
import { PartnersTable } from '#web/features/admin/components/partners-table.tsx';
import { pageRedirect } from '#web/features/admin/page-redirect.ts';
import { usePartnerStatusToggle } from '#web/features/admin/use-status-toggles.ts';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { usePageParam } from '#web/features/partner/use-page-param.ts';

/**
 * `/admin/partnerVerifiedList` (Partners): the verified partners, blocked ones included, 20 a page, with
 * Block/Unblock and View.
 */
export function AdminPartnerVerifiedListPage() {
  const [page, setPage] = usePageParam();
  const partners = useVerifiedPartners(page);
  const status = usePartnerStatusToggle(page);
  const redirect = pageRedirect(page, partners.data, partners.isPlaceholderData);
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <>
      <PageTitle title={text.adminPartnersTitle} />
      <PartnersTable
        rows={partners.data?.data}
        loading={partners.isPending}
        status={status}
        error={
          partners.isError && (
            <ErrorState
              title={text.couldntFetchPartners}
              retrying={partners.isFetching}
              onRetry={() => void partners.refetch()}
            />
          )
        }
        empty={<EmptyState title={text.adminPartnersEmptyTitle} hint={text.adminPartnersEmptyHint} />}
      />
      <Pagination page={page} totalPages={partners.data?.totalPages ?? 0} onPageChange={setPage} />
    </>
  );
}
