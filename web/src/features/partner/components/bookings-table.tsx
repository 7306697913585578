import type { ReactNode } from 'react';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { DataTable, type DataTableColumn } from '#web/components/data-table.tsx';
import { RefundLine } from '#web/components/refund-line.tsx';
import { settlementShort } from '#web/components/settlement-summary.tsx';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import type { BookingWithRefund } from '../api/booking-answers.ts';
import type { BookingStatusChange } from '../use-booking-status.ts';
import { BookingStatusSelect } from './booking-status-select.tsx';
import { displayMobile } from '#shared/format/mobile.ts';

/** A cell of stacked lines: the first one bold, the others muted. */
function Lines({ first, rest }: { first: ReactNode; rest: ReactNode[] }) {
  return (
    <span className="flex flex-col gap-0.5">
      <span className="font-semibold text-ink">{first}</span>
      {rest.map((line, index) => (
        <span key={index} className="text-xs text-stone-600">
          {line}
        </span>
      ))}
    </span>
  );
}

export const riderName = (booking: { user: { fname: string; lname: string } }) =>
  `${booking.user.fname} ${booking.user.lname}`;

/** The hand-over and return of a booked ride (issue #32): Start ride before it, Return after it. */
function RideActions({ booking, actions }: { booking: BookingWithRefund; actions: RideHandoverActions }) {
  if (booking.status !== 'booked') return null;
  const who = text.viewBookingLabel(riderName(booking), formatDate(booking.pickUpDate));
  if (!booking.handover)
    return (
      <Button variant="dark" aria-label={`${text.startRideButton}: ${who}`} onClick={() => actions.onStart(booking)}>
        {text.startRideButton}
      </Button>
    );
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
        {text.rideStartedBadge}
      </span>
      <Button variant="dark" aria-label={`${text.returnRideButton}: ${who}`} onClick={() => actions.onReturn(booking)}>
        {text.returnRideButton}
      </Button>
    </span>
  );
}

/** Starting a booked ride at the hand-over and taking it back (issue #32). */
export interface RideHandoverActions {
  onStart: (booking: BookingWithRefund) => void;
  onReturn: (booking: BookingWithRefund) => void;
}

function columns(
  status: BookingStatusChange,
  onView: (booking: BookingWithRefund) => void,
  ride: RideHandoverActions,
): DataTableColumn<BookingWithRefund>[] {
  return [
    {
      header: text.bookingUser,
      card: 'title',
      cell: (b) => <Lines first={riderName(b)} rest={[b.user.email, displayMobile(b.user.mobile) ?? '']} />,
      className: 'lg:max-w-52 break-words',
    },
    {
      header: text.bookingBike,
      cell: (b) => <Lines first={b.bike.name} rest={[b.bike.brand, text.regNo(b.bike.plateNumber)]} />,
      className: 'lg:min-w-36',
    },
    {
      header: text.bookingPickUp,
      cell: (b) => <Lines first={formatDate(b.pickUpDate)} rest={[b.pickUpTime, b.pickUpPoint]} />,
      className: 'lg:min-w-36',
    },
    {
      header: text.bookingDrop,
      cell: (b) => <Lines first={formatDate(b.dropDate)} rest={[b.dropTime, b.dropPoint]} />,
      className: 'lg:min-w-36',
    },
    {
      header: text.bookingTotal,
      cell: (b) => <span className="font-semibold">{formatMoney(b.grandTotal)}</span>,
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: text.bookingStatus,
      card: 'full',
      cell: (b) => (
        <span className="flex flex-col gap-1">
          <BookingStatusSelect
            booking={b}
            label={text.bookingStatusLabel(riderName(b), formatDate(b.pickUpDate))}
            busy={status.busyId === b._id}
            onChange={(value) => void status.change(b, value)}
          />
          <RideActions booking={b} actions={ride} />
          {b.settlement ? (
            <span className="max-w-44 text-xs font-medium text-stone-700">{settlementShort(b.settlement)}</span>
          ) : (
            <RefundLine refund={b.refund} className="max-w-44 text-xs" />
          )}
        </span>
      ),
    },
    {
      header: text.bookingView,
      cell: (b) => (
        <Button
          variant="outline"
          aria-label={text.viewBookingLabel(riderName(b), formatDate(b.pickUpDate))}
          onClick={() => onView(b)}
        >
          {text.bookingView}
        </Button>
      ),
    },
  ];
}

export interface BookingsTableProps {
  bookings: readonly BookingWithRefund[] | undefined;
  loading: boolean;
  status: BookingStatusChange;
  onView: (booking: BookingWithRefund) => void;
  ride: RideHandoverActions;
  error?: ReactNode;
  empty?: ReactNode;
}

/**
 * The bookings of the partner's bikes (spec section 2): user details, bike (name, brand, reg no),
 * pick-up and drop (date, time, point), total, the status dropdown (with the refund of a cancelled
 * booking, issue #16), Start ride / Return (issue #32) and View.
 */
export function BookingsTable({ bookings, loading, status, onView, ride, error, empty }: BookingsTableProps) {
  return (
    <DataTable
      label={text.partnerBookingsLabel}
      columns={columns(status, onView, ride)}
      rows={bookings}
      getRowKey={(booking) => booking._id}
      loading={loading}
      skeletonRows={5}
      error={error}
      empty={empty}
    />
  );
}
