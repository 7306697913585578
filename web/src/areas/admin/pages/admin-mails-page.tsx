import { useId } from 'react';
import { Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { mailFilters, type AdminMail, type AdminMailsResponse, type MailFilter } from '#shared/api/mails.ts';
import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { retryMail } from '#web/features/admin/api/retry-mail.ts';
import { useAdminMails } from '#web/features/admin/api/use-admin-mails.ts';
import { MailsTable } from '#web/features/admin/components/mails-table.tsx';
import { StatusBadge } from '#web/features/admin/components/status-badge.tsx';
import { useFilterParams } from '#web/features/admin/use-filter-params.ts';
import { useRowAction } from '#web/features/admin/use-row-action.ts';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { showSuccess } from '#web/lib/toast.ts';

const isFilter = (value: string): value is MailFilter => (mailFilters as readonly string[]).includes(value);

/**
 * `/admin/mails` (issue #30): the outbox's mails of a filter (`?status=`, undelivered by default),
 * newest first, a page at a time, with how many wait and how many failed; Retry now makes a failed
 * one due at once, and the page follows it until the delivery settles it.
 */
export function AdminMailsPage() {
  const { page, filter, setPage, setFilter, pageSearch } = useFilterParams('status');
  const status: MailFilter = isFilter(filter) ? filter : 'undelivered';
  const mails = useAdminMails(page, status);
  const queryClient = useQueryClient();
  const action = useRowAction();
  const filterId = useId();
  const answer = mails.data;
  if (answer && !mails.isPlaceholderData && answer.data.page !== page) {
    return <Navigate to={pageSearch(answer.data.page)} replace />;
  }

  const retry = (mail: AdminMail) =>
    action.run(mail.id, null, async () => {
      const { data, message } = await retryMail(mail.id);
      queryClient.setQueryData<AdminMailsResponse>(
        adminKeys.mailsPage(page, status),
        (current) =>
          current && {
            ...current,
            data: { ...current.data, mails: current.data.mails.map((row) => (row.id === data.id ? data : row)) },
          },
      );
      showSuccess(message);
      // the counts, and the failed list it leaves
      await queryClient.invalidateQueries({ queryKey: adminKeys.mails });
    });

  const counts = answer?.data.counts;
  return (
    <>
      <PageTitle title={text.adminMailsTitle} />
      <p className="max-w-3xl text-sm text-stone-600">{text.mailsIntro}</p>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex w-full flex-col gap-1.5 sm:w-60">
          <label htmlFor={filterId} className="text-sm font-medium text-ink">
            {text.mailFilterLabel}
          </label>
          <select
            id={filterId}
            value={status}
            onChange={(event) => setFilter(event.target.value === 'undelivered' ? '' : event.target.value)}
            className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink"
          >
            {mailFilters.map((value) => (
              <option key={value} value={value}>
                {text.mailFilterNames[value]}
              </option>
            ))}
          </select>
        </div>
        {counts && (
          <p aria-live="polite" className="flex min-h-11 flex-wrap items-center gap-2">
            <StatusBadge label={text.mailCountPending(counts.pending)} tone={counts.pending > 0 ? 'amber' : 'stone'} />
            <StatusBadge label={text.mailCountFailed(counts.failed)} tone={counts.failed > 0 ? 'red' : 'stone'} />
          </p>
        )}
      </div>
      <MailsTable
        rows={answer?.data.mails}
        loading={mails.isPending}
        busyId={action.busyId}
        onRetry={(mail) => void retry(mail)}
        error={
          mails.isError && (
            <ErrorState
              title={text.couldntFetchMails}
              retrying={mails.isFetching}
              onRetry={() => void mails.refetch()}
            />
          )
        }
        empty={
          <EmptyState
            title={text.adminMailsEmptyTitle}
            hint={status === 'sent' ? text.adminMailsEmptyHintSent : text.adminMailsEmptyHint}
          />
        }
      />
      <Pagination page={page} totalPages={answer?.data.totalPages ?? 0} onPageChange={setPage} />
    </>
  );
}
