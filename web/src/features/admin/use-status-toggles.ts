import { useQueryClient } from '@tanstack/react-query';
import type { AdminPartnerRow, AdminUserRow, PartnerVerifiedListResponse, UsersResponse } from '#shared/api/admin.ts';
import { msg } from '#shared/messages.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { adminKeys } from './api/admin-keys.ts';
import { changePartnerStatus } from './api/change-partner-status.ts';
import { changeUserStatus } from './api/change-user-status.ts';
import { useRowAction } from './use-row-action.ts';

export interface StatusToggle<T> {
  busyId: string | null;
  /** Block or Unblock after the 'Change Status' confirmation; the answered record replaces the row. */
  toggle: (row: T) => Promise<void>;
}

/** Block/Unblock on User Management, on the cached page `page`. */
export function useUserStatusToggle(page: number): StatusToggle<AdminUserRow> {
  const queryClient = useQueryClient();
  const { busyId, run } = useRowAction();
  const toggle = (row: AdminUserRow) =>
    run(row._id, msg.confirmChangeStatus, async () => {
      const { updatedUser, message } = await changeUserStatus(row._id);
      queryClient.setQueryData<UsersResponse>(
        adminKeys.usersPage(page),
        (current) =>
          current && {
            ...current,
            user: current.user.map((item) => (item._id === updatedUser._id ? updatedUser : item)),
          },
      );
      showSuccess(message);
    });
  return { busyId, toggle };
}

/** Block/Unblock on the verified partners list, on the cached page `page`. */
export function usePartnerStatusToggle(page: number): StatusToggle<AdminPartnerRow> {
  const queryClient = useQueryClient();
  const { busyId, run } = useRowAction();
  const toggle = (row: AdminPartnerRow) =>
    run(row._id, msg.confirmChangeStatus, async () => {
      const { updatedrequest, message } = await changePartnerStatus(row._id);
      queryClient.setQueryData<PartnerVerifiedListResponse>(
        adminKeys.partnersPage(page),
        (current) =>
          current && {
            ...current,
            data: current.data.map((item) => (item._id === updatedrequest._id ? updatedrequest : item)),
          },
      );
      // The partner page shows the status too.
      void queryClient.invalidateQueries({ queryKey: adminKeys.partner(row._id) });
      showSuccess(message);
    });
  return { busyId, toggle };
}
