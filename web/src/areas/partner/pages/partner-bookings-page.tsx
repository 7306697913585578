import { useState } from 'react';
import { Navigate } from 'react-router';
import { msg, text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';
import type { BookingWithRefund } from '#web/features/partner/api/booking-answers.ts';
import { usePartnerBookings } from '#web/features/partner/api/use-partner-bookings.ts';
import { BookingDetailsModal } from '#web/features/partner/components/booking-details-modal.tsx';
import { BookingsTable } from '#web/features/partner/components/bookings-table.tsx';
import { CompleteRideDialog } from '#web/features/partner/components/complete-ride-dialog.tsx';
import { StartRideDialog } from '#web/features/partner/components/start-ride-dialog.tsx';
import { useBookingStatus } from '#web/features/partner/use-booking-status.ts';
import { usePageParam } from '#web/features/partner/use-page-param.ts';
import { showSuccess } from '#web/lib/toast.ts';

/**
 * `/partner/bookings`, 'BOOKINGS': the bookings of the partner's bikes, 5 a page, newest first, each
 * with the status dropdown and View. Choosing 'completed' opens the completion dialog (km, return time,
 * damage, a live settlement preview; issue #17), as does Return on a ride handed over; Start ride opens
 * the hand-over (odometer and photos, issue #32).
 */
export function PartnerBookingsPage() {
  const [page, setPage] = usePageParam();
  const bookings = usePartnerBookings(page);
  const status = useBookingStatus(page);
  const [viewing, setViewing] = useState<BookingWithRefund | null>(null);
  const [completing, setCompleting] = useState<BookingWithRefund | null>(null);
  const [starting, setStarting] = useState<BookingWithRefund | null>(null);
  const data = bookings.data;

  if (data && data.totalPages > 0 && page > data.totalPages) {
    return <Navigate to={`?page=${data.totalPages}`} replace />;
  }

  return (
    <>
      <PageTitle title={text.bookingsTitle} />
      <BookingsTable
        bookings={data?.data}
        loading={bookings.isPending}
        status={{
          ...status,
          // 'completed' asks what happened at the return (issue #17); 'cancelled' confirms as before
          change: (booking, value) =>
            value === 'completed' ? Promise.resolve(setCompleting(booking)) : status.change(booking, value),
        }}
        onView={setViewing}
        ride={{ onStart: setStarting, onReturn: setCompleting }}
        error={
          bookings.isError && (
            <ErrorState
              title={text.couldntFetchBookings}
              retrying={bookings.isFetching}
              onRetry={() => void bookings.refetch()}
            />
          )
        }
        empty={<EmptyState title={text.partnerBookingsEmptyTitle} hint={text.partnerBookingsEmptyHint} />}
      />
      <Pagination page={page} totalPages={data?.totalPages ?? 0} onPageChange={setPage} />
      {viewing && <BookingDetailsModal booking={viewing} onClose={() => setViewing(null)} />}
      {starting && (
        <StartRideDialog
          booking={starting}
          onClose={() => setStarting(null)}
          onStarted={(booking) => {
            status.replace(booking);
            setStarting(null);
            showSuccess(msg.rideHandedOver);
          }}
        />
      )}
      {completing && (
        <CompleteRideDialog
          booking={completing}
          deposit={completing.deposit}
          onClose={() => setCompleting(null)}
          onCompleted={(booking) => {
            status.replace(booking);
            setCompleting(null);
            showSuccess(msg.rideCompleted);
          }}
        />
      )}
    </>
  );
}
