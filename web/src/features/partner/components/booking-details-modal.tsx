import type { ReactNode } from 'react';
import { text } from '#shared/messages.ts';
import { Modal } from '#web/components/modal.tsx';
import { DisputeState } from '#web/components/dispute-state.tsx';
import { RidePhotoSets } from '#web/components/ride-photo-sets.tsx';
import { SettlementSummary } from '#web/components/settlement-summary.tsx';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import type { BookingWithRefund } from '../api/booking-answers.ts';
import { MoneyTimelinePanel } from '#web/components/money-timeline.tsx';
import { riderName } from './bookings-table.tsx';
import { displayMobile } from '#shared/format/mobile.ts';

function Group({ title, rows }: { title: string; rows: [label: string, value: ReactNode][] }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-xs font-bold tracking-wide text-stone-500 uppercase">{title}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="text-right font-medium break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * View (decision D20: the spec's View did nothing): the booking's details — rider, bike, times and
 * points, helmets, hours, the amounts with CGST, SGST and discount, payment and status.
 */
export function BookingDetailsModal({ booking: b, onClose }: { booking: BookingWithRefund; onClose: () => void }) {
  const when = (date: string, time: string) => `${formatDate(date)}, ${time}`;
  return (
    <Modal title={text.bookingDetailsTitle} onClose={onClose}>
      <div className="flex flex-col gap-5">
        <Group
          title={text.bookingRider}
          rows={[
            [text.bikeName, riderName(b)],
            [text.emailLabel, b.user.email],
            [text.mobileLabel, displayMobile(b.user.mobile) ?? '—'],
          ]}
        />
        <Group
          title={text.bookingBike}
          rows={[
            [text.bikeName, b.bike.name],
            [text.bikeBrand, b.bike.brand],
            [text.bikePlateNumber, b.bike.plateNumber],
          ]}
        />
        <Group
          title={text.bookingRide}
          rows={[
            [text.bookingCity, b.city],
            [text.bookingPickUp, when(b.pickUpDate, b.pickUpTime)],
            [text.pickUpPoint, b.pickUpPoint],
            [text.bookingDrop, when(b.dropDate, b.dropTime)],
            [text.dropPoint, b.dropPoint],
            [text.hours, b.hours],
            [text.helmets, b.helmet],
          ]}
        />
        <Group
          title={text.bookingPayment}
          rows={[
            [text.rent, formatMoney(b.rent)],
            [text.cgst, formatMoney(b.cgst)],
            [text.sgst, formatMoney(b.sgst)],
            [text.discount, b.discountAmount > 0 ? `− ${formatMoney(b.discountAmount)}` : formatMoney(0)],
            [text.grandTotal, <strong key="total">{formatMoney(b.grandTotal)}</strong>],
            [text.timelinePaid, <strong key="paid">{formatMoney(b.paid)}</strong>],
            [
              text.paymentMethod,
              <span key="method" className="capitalize">
                {b.paymentMethod}
              </span>,
            ],
            [
              text.paymentStatus,
              <span key="payment" className="capitalize">
                {b.paymentStatus}
              </span>,
            ],
            [text.bookingStatus, text.bookingStatusNames[b.status]],
            ...(b.refund
              ? ([[text.refundLabel, text.refundLine[b.refund.status](formatMoney(b.refund.amount))]] as [
                  string,
                  string,
                ][])
              : []),
            [text.bookedOn, formatDate(b.createdAt, 'dateTime')],
          ]}
        />
        {b.settlement && <SettlementSummary settlement={b.settlement} refund={b.refund} />}
        <RidePhotoSets handover={b.handover} settlement={b.settlement} />
        <MoneyTimelinePanel area="partner" bookingId={b._id} />
        {b.settlement && <DisputeState settlement={b.settlement} />}
      </div>
    </Modal>
  );
}
