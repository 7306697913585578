import { useId } from 'react';
import { Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  refundStatuses,
  type AdminRefund,
  type AdminRefundsResponse,
  type RefundStatus,
} from '#shared/api/cancellations.ts';
import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { retryRefund } from '#web/features/admin/api/retry-refund.ts';
import { useAdminRefunds } from '#web/features/admin/api/use-admin-refunds.ts';
import { RefundsTable } from '#web/features/admin/components/refunds-table.tsx';
import { useFilterParams } from '#web/features/admin/use-filter-params.ts';
import { useRowAction } from '#web/features/admin/use-row-action.ts';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { showSuccess } from '#web/lib/toast.ts';

const isStatus = (value: string): value is RefundStatus => (refundStatuses as readonly string[]).includes(value);

/**
 * `/admin/refunds` (issue #16): every refund, newest first, optionally of one status (`?status=`), a
 * page at a time; Retry queues a failed one again, and the page follows it until the job settles it.
 */
export function AdminRefundsPage() {
  const { page, filter, setPage, setFilter, pageSearch } = useFilterParams('status');
  const status = isStatus(filter) ? filter : '';
  const refunds = useAdminRefunds(page, status);
  const queryClient = useQueryClient();
  const action = useRowAction();
  const filterId = useId();
  const answer = refunds.data;
  if (answer && !refunds.isPlaceholderData && answer.data.page !== page) {
    return <Navigate to={pageSearch(answer.data.page)} replace />;
  }

  const retry = (refund: AdminRefund) =>
    action.run(refund._id, null, async () => {
      const { data, message } = await retryRefund(refund._id);
      queryClient.setQueryData<AdminRefundsResponse>(
        adminKeys.refundsPage(page, status),
        (current) =>
          current && {
            ...current,
            data: { ...current.data, refunds: current.data.refunds.map((row) => (row._id === data._id ? data : row)) },
          },
      );
      showSuccess(message);
    });

  return (
    <>
      <PageTitle title={text.adminRefundsTitle} />
      <div className="flex flex-col gap-1.5 sm:w-60">
        <label htmlFor={filterId} className="text-sm font-medium text-ink">
          {text.refundStatusFilter}
        </label>
        <select
          id={filterId}
          value={status}
          onChange={(event) => setFilter(event.target.value)}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink"
        >
          <option value="">{text.allStatuses}</option>
          {refundStatuses.map((value) => (
            <option key={value} value={value}>
              {text.refundStatusNames[value]}
            </option>
          ))}
        </select>
      </div>
      <RefundsTable
        rows={answer?.data.refunds}
        loading={refunds.isPending}
        busyId={action.busyId}
        onRetry={(refund) => void retry(refund)}
        error={
          refunds.isError && (
            <ErrorState
              title={text.couldntFetchRefunds}
              retrying={refunds.isFetching}
              onRetry={() => void refunds.refetch()}
            />
          )
        }
        empty={<EmptyState title={text.adminRefundsEmptyTitle} hint={text.adminRefundsEmptyHint} />}
      />
      <Pagination page={page} totalPages={answer?.data.totalPages ?? 0} onPageChange={setPage} />
    </>
  );
}
