import { useQueryClient } from '@tanstack/react-query';
import type { AdminPartnerRow, PartnerRequestsResponse } from '#shared/api/admin.ts';
import { msg } from '#shared/messages.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { acceptPartnerRequest } from './api/accept-partner-request.ts';
import { adminKeys } from './api/admin-keys.ts';
import { rejectPartnerRequest } from './api/reject-partner-request.ts';
import { useRowAction } from './use-row-action.ts';

export interface RequestActions {
  busyId: string | null;
  /** Accept after 'Yes, Accept!': the partner is mailed and the row shows as accepted (Accept disabled). */
  accept: (row: AdminPartnerRow) => Promise<void>;
  /** Reject after 'Reject Request': the partner is mailed and the row is removed. */
  reject: (row: AdminPartnerRow) => Promise<void>;
}

/** The row actions of the Partner Requests table, on the cached page `page`. */
export function useRequestActions(page: number): RequestActions {
  const queryClient = useQueryClient();
  const { busyId, run } = useRowAction();
  const updatePage = (change: (rows: AdminPartnerRow[]) => AdminPartnerRow[]) =>
    queryClient.setQueryData<PartnerRequestsResponse>(
      adminKeys.requestsPage(page),
      (current) => current && { ...current, data: change(current.data) },
    );
  // Other pages shift (a rejected row leaves a gap), so every page is fetched afresh.
  const refreshAll = () => void queryClient.invalidateQueries({ queryKey: adminKeys.requests });

  const accept = (row: AdminPartnerRow) =>
    run(row._id, msg.confirmAccept, async () => {
      const answer = await acceptPartnerRequest(row.email);
      // The answer is the refreshed list: this page's rows take their new state from it.
      const fresh = new Map(answer.data.map((item) => [item._id, item]));
      updatePage((rows) => rows.map((item) => fresh.get(item._id) ?? item));
      showSuccess(answer.message);
      refreshAll();
    });

  const reject = (row: AdminPartnerRow) =>
    run(row._id, msg.confirmRejectRequest, async () => {
      const message = await rejectPartnerRequest(row.email);
      updatePage((rows) => rows.filter((item) => item._id !== row._id));
      showSuccess(message);
      refreshAll();
    });

  return { busyId, accept, reject };
}
