import { useState } from 'react';
import { confirmAction } from '#web/lib/confirm.ts';

export interface RowAction {
  /** The row whose action is running (its buttons show busy and are disabled). */
  busyId: string | null;
  /**
   * Asks the confirmation `confirmText` (none when null), then runs `action` with the row marked busy.
   * A failed call has already been toasted by the API client, with the server's message.
   */
  run: (rowId: string, confirmText: string | null, action: () => Promise<void>) => Promise<void>;
}

/** The busy state and confirm-then-run of the admin tables' row buttons. */
export function useRowAction(): RowAction {
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = async (rowId: string, confirmText: string | null, action: () => Promise<void>) => {
    if (confirmText !== null && !(await confirmAction(confirmText))) return;
    setBusyId(rowId);
    try {
      await action();
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, run };
}
