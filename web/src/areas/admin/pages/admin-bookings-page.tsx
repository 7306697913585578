import { useState } from 'react';
import { Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminBooking, AdminBookingsResponse, RefundChoice } from '#shared/api/cancellations.ts';
import { msg, text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { adjustSettlement } from '#web/features/admin/api/adjust-settlement.ts';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { cancelBooking } from '#web/features/admin/api/cancel-booking.ts';
import { useAdminBookings } from '#web/features/admin/api/use-admin-bookings.ts';
import { AdminBookingsTable } from '#web/features/admin/components/admin-bookings-table.tsx';
import { resolveDispute } from '#web/features/admin/api/resolve-dispute.ts';
import { ResolveDisputeModal } from '#web/features/admin/components/resolve-dispute-modal.tsx';
import { BookingSearchForm } from '#web/features/admin/components/booking-search-form.tsx';
import { CancelBookingModal } from '#web/features/admin/components/cancel-booking-modal.tsx';
import { LowerDamageModal } from '#web/features/admin/components/lower-damage-modal.tsx';
import { useFilterParams } from '#web/features/admin/use-filter-params.ts';
import { useRowAction } from '#web/features/admin/use-row-action.ts';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatMoney } from '#web/lib/format.ts';
import { showSuccess } from '#web/lib/toast.ts';

/**
 * `/admin/bookings` (issue #16): the paid bookings, found by order id, customer e-mail or plate
 * (`?q=`), a page at a time; Cancel on a booked ride asks for the refund (full, the policy's, none),
 * and the answered booking, with its refund, replaces the row. A completed ride shows its settlement
 * and, when charged for damage, 'Lower damage charge' (new amount + reason, issue #17): the refund
 * that follows is toasted and the row read again.
 */
export function AdminBookingsPage() {
  const { page, filter: q, setPage, setFilter, pageSearch } = useFilterParams('q');
  const bookings = useAdminBookings(page, q);
  const queryClient = useQueryClient();
  const action = useRowAction();
  const [cancelling, setCancelling] = useState<AdminBooking | null>(null);
  const [lowering, setLowering] = useState<AdminBooking | null>(null);
  const [lowerError, setLowerError] = useState('');
  const [resolving, setResolving] = useState<AdminBooking | null>(null);
  const [resolveError, setResolveError] = useState('');
  const answer = bookings.data;
  if (answer && !bookings.isPlaceholderData && answer.data.page !== page) {
    return <Navigate to={pageSearch(answer.data.page)} replace />;
  }

  const cancel = (booking: AdminBooking, refund: RefundChoice, shownRefund?: number) =>
    action.run(booking._id, null, async () => {
      const { data, message } = await cancelBooking({ id: booking._id, refund, shownRefund });
      queryClient.setQueryData<AdminBookingsResponse>(
        adminKeys.bookingsPage(page, q),
        (current) =>
          current && {
            ...current,
            data: {
              ...current.data,
              bookings: current.data.bookings.map((row) => (row._id === data._id ? data : row)),
            },
          },
      );
      // Other pages and searches show the same booking; the refunds list has a new row.
      void queryClient.invalidateQueries({ queryKey: adminKeys.bookings, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: adminKeys.refunds });
      setCancelling(null);
      showSuccess(message);
    });

  const lowerDamage = (booking: AdminBooking, body: { id: string; damage: number; reason: string }) =>
    action.run(booking._id, null, async () => {
      setLowerError('');
      try {
        const { data } = await adjustSettlement(body);
        const refunded = data.adjustment.refunded;
        setLowering(null);
        showSuccess(text.adjustedRefund(refunded, formatMoney(refunded)));
      } catch (error) {
        setLowerError(error instanceof ApiError ? error.message : msg.somethingWrong);
      }
      // the row's settlement and refund line, and the refunds list, are read again
      await queryClient.invalidateQueries({ queryKey: adminKeys.bookings });
      void queryClient.invalidateQueries({ queryKey: adminKeys.refunds });
    });

  const settleDispute = (booking: AdminBooking, body: { id: string; decision: string }) =>
    action.run(booking._id, null, async () => {
      setResolveError('');
      try {
        const { message } = await resolveDispute(body);
        setResolving(null);
        showSuccess(message);
      } catch (error) {
        setResolveError(error instanceof ApiError ? error.message : msg.somethingWrong);
      }
      await queryClient.invalidateQueries({ queryKey: adminKeys.bookings });
    });

  return (
    <>
      <PageTitle title={text.adminBookingsTitle} />
      <BookingSearchForm key={q} initial={q} onSearch={setFilter} />
      <AdminBookingsTable
        rows={answer?.data.bookings}
        loading={bookings.isPending}
        busyId={action.busyId}
        onCancel={setCancelling}
        onLowerDamage={(booking) => {
          setLowerError('');
          setLowering(booking);
        }}
        onResolveDispute={(booking) => {
          setResolveError('');
          setResolving(booking);
        }}
        error={
          bookings.isError && (
            <ErrorState
              title={text.couldntFetchAdminBookings}
              retrying={bookings.isFetching}
              onRetry={() => void bookings.refetch()}
            />
          )
        }
        empty={<EmptyState title={text.adminBookingsEmptyTitle} hint={text.adminBookingsEmptyHint} />}
      />
      <Pagination page={page} totalPages={answer?.data.totalPages ?? 0} onPageChange={setPage} />
      {cancelling && (
        <CancelBookingModal
          booking={cancelling}
          busy={action.busyId === cancelling._id}
          onConfirm={(refund, shown) => void cancel(cancelling, refund, shown)}
          onClose={() => setCancelling(null)}
        />
      )}
      {lowering?.settlement && (
        <LowerDamageModal
          bookingId={lowering._id}
          summary={`${lowering.user.fname} ${lowering.user.lname} · ${lowering.bike.name} · ${lowering.bike.plateNumber}`}
          settlement={lowering.settlement}
          busy={action.busyId === lowering._id}
          error={lowerError}
          onConfirm={(body) => void lowerDamage(lowering, body)}
          onClose={() => setLowering(null)}
        />
      )}
      {resolving?.settlement && (
        <ResolveDisputeModal
          bookingId={resolving._id}
          summary={`${resolving.user.fname} ${resolving.user.lname} · ${resolving.bike.name} · ${resolving.bike.plateNumber}`}
          settlement={resolving.settlement}
          handover={resolving.handover}
          busy={action.busyId === resolving._id}
          error={resolveError}
          onConfirm={(body) => void settleDispute(resolving, body)}
          onClose={() => setResolving(null)}
        />
      )}
    </>
  );
}
