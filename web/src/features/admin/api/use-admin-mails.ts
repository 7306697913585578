import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminMailsResponse, type AdminMailsResponse, type MailFilter } from '#shared/api/mails.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** While a mail of the page waits or is being sent, the page is asked again this often (the job sends it). */
export const MAIL_REFRESH_MS = 5_000;

/**
 * GET /api/admin/mails?status&page: one page of the outbox's mails of a filter and the counts of the
 * waiting and failed ones. A page with a waiting mail refreshes itself until the delivery has settled it.
 */
export function useAdminMails(page: number, status: MailFilter) {
  return useQuery({
    queryKey: adminKeys.mailsPage(page, status),
    queryFn: ({ signal }): Promise<AdminMailsResponse> =>
      apiRequest('admin', '/mails', { query: { page, status }, schema: adminMailsResponse, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.mails.some((mail) => mail.status === 'pending' || mail.status === 'sending')
        ? MAIL_REFRESH_MS
        : false,
  });
}
