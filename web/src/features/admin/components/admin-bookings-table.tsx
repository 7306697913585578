import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminBooking } from '#shared/api/cancellations.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { DataTable, type DataTableColumn } from '#web/components/data-table.tsx';
import { RefundLine } from '#web/components/refund-line.tsx';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { StatusBadge, type BadgeTone } from './status-badge.tsx';

const statusTones: Record<AdminBooking['status'], BadgeTone> = {
  booked: 'amber',
  cancelled: 'red',
  completed: 'green',
};

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

export const customerName = (booking: AdminBooking) => `${booking.user.fname} ${booking.user.lname}`;

/** A completed ride's settlement in short (issue #17): the charges against the deposit, the damage, a dispute. */
function SettlementLines({ booking }: { booking: AdminBooking }) {
  const s = booking.settlement;
  if (!s) return null;
  return (
    <span className="flex max-w-44 flex-col gap-0.5 text-xs text-stone-600">
      <span>{text.settlementSummary(formatMoney(s.charges), formatMoney(s.deposit))}</span>
      {s.damage > 0 && (
        <span>
          {text.settlementDamage} {formatMoney(s.damage)}
        </span>
      )}
      {s.disputedAt && !s.disputeResolvedAt && <StatusBadge label={text.disputedBadge} tone="amber" />}
      {s.disputeResolvedAt && s.disputeDecision && (
        <>
          <StatusBadge label={text.disputeResolvedBadge} tone="green" />
          <span className="break-words">{s.disputeDecision}</span>
        </>
      )}
    </span>
  );
}

function columns(
  busyId: string | null,
  onCancel: (booking: AdminBooking) => void,
  onLowerDamage: (booking: AdminBooking) => void,
  onResolveDispute: (booking: AdminBooking) => void,
): DataTableColumn<AdminBooking>[] {
  return [
    {
      header: text.colBooking,
      cell: (b) => (
        <Lines
          first={<span className="font-mono text-xs break-all">{b._id}</span>}
          rest={[
            <span className="whitespace-nowrap">{formatDate(b.createdAt, 'dateTime')}</span>,
            <Link
              className="font-medium text-ink underline"
              to={`/admin/finance?booking=${b._id}`}
              aria-label={text.financeMoneyOf(b._id)}
            >
              {text.financeMoneyLink}
            </Link>,
          ]}
        />
      ),
      className: 'lg:max-w-40',
    },
    {
      header: text.colCustomer,
      card: 'title',
      cell: (b) => <Lines first={customerName(b)} rest={[b.user.email]} />,
      className: 'lg:max-w-52 break-words',
    },
    {
      header: text.colBike,
      cell: (b) => <Lines first={b.bike.name} rest={[b.bike.plateNumber, `${b.partner.fname} ${b.partner.lname}`]} />,
      className: 'lg:min-w-32',
    },
    {
      header: text.colPickUp,
      cell: (b) => <Lines first={formatDate(b.pickUpDate)} rest={[b.pickUpTime, b.city]} />,
      className: 'lg:min-w-28',
    },
    {
      header: text.colTotal,
      cell: (b) => <span className="font-semibold">{formatMoney(b.paid)}</span>,
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: text.colStatus,
      card: 'full',
      cell: (b) => (
        <span className="flex flex-col items-start gap-1">
          <StatusBadge label={text.bookingStatusNames[b.status]} tone={statusTones[b.status]} />
          <RefundLine refund={b.refund} className="max-w-44 text-xs" />
          <SettlementLines booking={b} />
        </span>
      ),
    },
    {
      header: text.colAction,
      card: 'full',
      cell: (b) =>
        b.status === 'booked' ? (
          <Button
            variant="outline"
            busy={busyId === b._id}
            aria-label={text.cancelBookingLabel(customerName(b), formatDate(b.pickUpDate))}
            onClick={() => onCancel(b)}
          >
            {text.cancelBooking}
          </Button>
        ) : (
          (b.settlement?.damage ?? 0) > 0 && (
            <span className="flex flex-wrap gap-2">
              <Button variant="outline" busy={busyId === b._id} onClick={() => onLowerDamage(b)}>
                {text.lowerDamage}
              </Button>
              {b.settlement?.disputedAt && !b.settlement.disputeResolvedAt && (
                <Button variant="dark" busy={busyId === b._id} onClick={() => onResolveDispute(b)}>
                  {text.resolveDispute}
                </Button>
              )}
            </span>
          )
        ),
    },
  ];
}

export interface AdminBookingsTableProps {
  rows: readonly AdminBooking[] | undefined;
  loading: boolean;
  /** The booking whose cancellation is on its way. */
  busyId: string | null;
  onCancel: (booking: AdminBooking) => void;
  /** a completed ride with a damage charge: the admin lowers it (issue #17) */
  onLowerDamage: (booking: AdminBooking) => void;
  /** a disputed damage charge: the admin marks it resolved with the decision (issue #34) */
  onResolveDispute: (booking: AdminBooking) => void;
  error?: ReactNode;
  empty?: ReactNode;
}

/**
 * The admin's Bookings (issue #16): order id and date, customer, bike (plate, partner), pick-up, the
 * amount paid, the status with the refund, and Cancel on a booked ride.
 */
export function AdminBookingsTable({
  rows,
  loading,
  busyId,
  onCancel,
  onLowerDamage,
  onResolveDispute,
  error,
  empty,
}: AdminBookingsTableProps) {
  return (
    <DataTable
      label={text.adminBookingsLabel}
      columns={columns(busyId, onCancel, onLowerDamage, onResolveDispute)}
      rows={rows}
      getRowKey={(row) => row._id}
      loading={loading}
      error={error}
      empty={empty}
    />
  );
}
