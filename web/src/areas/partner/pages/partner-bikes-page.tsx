import { Link, Navigate } from 'react-router';
import { msg, text } from '#shared/messages.ts';
import { buttonClass } from '#web/components/button.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { usePartnerBikes } from '#web/features/partner/api/use-partner-bikes.ts';
import { BikesTable } from '#web/features/partner/components/bikes-table.tsx';
import { PlusIcon } from '#web/features/partner/components/partner-icons.tsx';
import { useBikeActions } from '#web/features/partner/use-bike-actions.ts';
import { usePageParam } from '#web/features/partner/use-page-param.ts';

/**
 * `/partner/bikes`: the partner's bikes, 6 a page with numbered page buttons, Hide/Unhide and delete
 * on each row, and 'add bikes'.
 */
export function PartnerBikesPage() {
  const [page, setPage] = usePageParam();
  const bikes = usePartnerBikes(page);
  const actions = useBikeActions(page);
  const data = bikes.data;

  // A page past the end (its last bike was just deleted, or an old link): show the last page instead.
  if (data && data.totalPages > 0 && page > data.totalPages) {
    return <Navigate to={`?page=${data.totalPages}`} replace />;
  }

  const addBikesLink = (
    <Link to="/partner/addBikes" className={buttonClass('primary')}>
      <PlusIcon className="size-5" />
      {text.addBikes}
    </Link>
  );

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageTitle title={text.partnerBikesTitle} />
        {addBikesLink}
      </div>
      <BikesTable
        bikes={data?.bikes}
        loading={bikes.isPending}
        actions={actions}
        error={
          bikes.isError && (
            <ErrorState
              title={msg.couldntFetchBikes}
              retrying={bikes.isFetching}
              onRetry={() => void bikes.refetch()}
            />
          )
        }
        empty={
          <EmptyState title={text.partnerBikesEmptyTitle} hint={text.partnerBikesEmptyHint} action={addBikesLink} />
        }
      />
      <Pagination page={page} totalPages={data?.totalPages ?? 0} onPageChange={setPage} />
    </>
  );
}
