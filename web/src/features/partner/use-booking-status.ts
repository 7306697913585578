import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FinalBookingStatus } from '#shared/api/partner.ts';
import { msg } from '#shared/messages.ts';
import { confirmAction } from '#web/lib/confirm.ts';
import { showSuccess } from '#web/lib/toast.ts';
import type { BookingWithRefund, FindBookingsAnswer } from './api/booking-answers.ts';
import { changeBookingStatus } from './api/change-booking-status.ts';
import { partnerKeys, usePartnerId } from './api/partner-keys.ts';

export interface BookingStatusChange {
  /** The booking whose change is being sent. */
  busyId: string | null;
  /** Asks 'Change Status', then marks the booking; the answered booking replaces the row. */
  change: (booking: BookingWithRefund, value: FinalBookingStatus) => Promise<void>;
  /** Puts an answered booking (completed with its settlement, say) in place of its row. */
  replace: (booking: BookingWithRefund) => void;
}

/** The status dropdown's action on the cached bookings page `page`. */
export function useBookingStatus(page: number): BookingStatusChange {
  const queryClient = useQueryClient();
  const partnerId = usePartnerId();
  const [busyId, setBusyId] = useState<string | null>(null);

  const replace = (data: BookingWithRefund) => {
    queryClient.setQueryData<FindBookingsAnswer>(
      partnerKeys.bookingsPage(partnerId, page),
      (current) => current && { ...current, data: current.data.map((row) => (row._id === data._id ? data : row)) },
    );
    // The dashboard's revenue and this month's ratio change with it.
    void queryClient.invalidateQueries({ queryKey: partnerKeys.dashboard(partnerId) });
    void queryClient.invalidateQueries({ queryKey: partnerKeys.monthlyRatio(partnerId) });
  };

  const change = async (booking: BookingWithRefund, value: FinalBookingStatus) => {
    if (!(await confirmAction(msg.confirmChangeStatus))) return;
    setBusyId(booking._id);
    try {
      const { data, message } = await changeBookingStatus({ id: booking._id, value });
      replace(data);
      showSuccess(message);
    } catch {
      // The API client has shown the server's reason (already final, say); the row keeps its status.
    } finally {
      setBusyId(null);
    }
  };

  return { busyId, change, replace };
}
