import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PartnerBike } from '#shared/api/bikes.ts';
import { msg } from '#shared/messages.ts';
import { confirmAction } from '#web/lib/confirm.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { changeBikeStatus } from './api/change-bike-status.ts';
import { deleteBike } from './api/delete-bike.ts';
import { partnerKeys, usePartnerId } from './api/partner-keys.ts';
import type { PartnerBikesPage } from './api/use-partner-bikes.ts';

export interface BikeActions {
  /** The bike whose action is running (its buttons show busy). */
  busyId: string | null;
  /** Hide or Unhide after the 'Change Status' confirmation; the answered bike replaces the row. */
  toggle: (bike: PartnerBike) => Promise<void>;
  /** Delete after confirmation; the page reloads. A refusal (upcoming bookings) is toasted by the API client. */
  remove: (bike: PartnerBike) => Promise<void>;
}

/** The row actions of the bikes table, on the cached page `page`. */
export function useBikeActions(page: number): BikeActions {
  const queryClient = useQueryClient();
  const partnerId = usePartnerId();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (bike: PartnerBike, confirmText: string, action: () => Promise<void>) => {
    if (!(await confirmAction(confirmText))) return;
    setBusyId(bike._id);
    try {
      await action();
      // Number of Bikes and Hided bike change with either action.
      void queryClient.invalidateQueries({ queryKey: partnerKeys.dashboard(partnerId) });
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setBusyId(null);
    }
  };

  const toggle = (bike: PartnerBike) =>
    run(bike, msg.confirmChangeStatus, async () => {
      const { updatedData, message } = await changeBikeStatus(bike._id);
      queryClient.setQueryData<PartnerBikesPage>(
        partnerKeys.bikesPage(partnerId, page),
        (current) =>
          current && {
            ...current,
            bikes: current.bikes.map((row) => (row._id === updatedData._id ? updatedData : row)),
          },
      );
      showSuccess(message);
    });

  const remove = (bike: PartnerBike) =>
    run(bike, msg.confirmDelete, async () => {
      showSuccess(await deleteBike(bike._id));
      await queryClient.invalidateQueries({ queryKey: partnerKeys.bikes(partnerId) });
    });

  return { busyId, toggle, remove };
}
