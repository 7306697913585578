import { Link } from 'react-router';
import { text } from '#shared/messages.ts';
import { Button, buttonClass } from '#web/components/button.tsx';
import { RefundLine } from '#web/components/refund-line.tsx';
import { RidePhotoSets } from '#web/components/ride-photo-sets.tsx';
import { SettlementSummary } from '#web/components/settlement-summary.tsx';
import { UploadedImage } from '#web/components/uploaded-image.tsx';
import { MoneyDetails } from '#web/components/money-details.tsx';
import { formatMoney } from '#web/lib/format.ts';
import type { RideWithRefund } from '../api/refund-answers.ts';
import { BalanceActions } from './balance-actions.tsx';
import { RideStatusBadge } from './ride-status-badge.tsx';

export interface RideCardProps {
  ride: RideWithRefund;
  canRate: boolean;
  cancelling: boolean;
  onCancel: () => void;
  /** after the settlement (issue #17): the page's clock, and paying a balance or disputing the damage */
  now: Date;
  payingBalance: boolean;
  onPayBalance: () => void;
  onDispute: () => void;
}

/**
 * One ride of My Rides: the bike, the window, the points, the amount, its status, its refund once
 * cancelled, after its return the itemised settlement (issue #17) and what can be done about it (pay the
 * balance, dispute the damage, the supplementary invoice), the bike's photos at hand-over and return
 * side by side (issue #32), its invoice and its action.
 */
export function RideCard({
  ride,
  canRate,
  cancelling,
  onCancel,
  now,
  payingBalance,
  onPayBalance,
  onDispute,
}: RideCardProps) {
  const photo = ride.bike.image[0];
  return (
    <article
      aria-label={ride.bike.name}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3 sm:flex-row sm:p-4"
    >
      {photo && (
        <UploadedImage
          src={photo}
          alt=""
          width={600}
          height={400}
          sizes="(min-width: 640px) 160px, 100vw"
          className="aspect-[3/2] w-full rounded-lg object-cover sm:w-40 sm:self-start"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm text-stone-700">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-bold text-ink">
            {ride.bike.brand} {ride.bike.name}
          </p>
          <RideStatusBadge status={ride.status} />
        </div>
        <p>
          {ride.pickUpDate} {ride.pickUpTime} {text.dateRangeSeparator} {ride.dropDate} {ride.dropTime}
        </p>
        <p className="truncate">
          {ride.city} · {ride.pickUpPoint} → {ride.dropPoint}
        </p>
        <p className="font-semibold text-ink">
          {text.timelinePaid} {formatMoney(ride.paid)}
        </p>
        {ride.settlement ? (
          <>
            <SettlementSummary
              settlement={ride.settlement}
              refund={ride.refund}
              className="mt-1 rounded-lg bg-stone-50 p-3"
            />
            <BalanceActions
              bookingId={ride._id}
              settlement={ride.settlement}
              now={now}
              paying={payingBalance}
              onPay={onPayBalance}
              onDispute={onDispute}
            />
          </>
        ) : (
          <RefundLine refund={ride.refund} />
        )}
        <RidePhotoSets handover={ride.handover} settlement={ride.settlement} className="mt-1" />
        <MoneyDetails area="customer" bookingId={ride._id} className="mt-1" />
        <div className="mt-1 flex flex-wrap gap-2">
          <Link to={`/paymentSuccess?order=${encodeURIComponent(ride._id)}`} className={buttonClass('ghost')}>
            {text.viewInvoice}
          </Link>
          {ride.canCancel && (
            <Button variant="outline" busy={cancelling} onClick={onCancel}>
              {text.cancelRide}
            </Button>
          )}
          {canRate && (
            <Link to={`/orderRatingReview?booking=${encodeURIComponent(ride._id)}`} className={buttonClass('primary')}>
              {text.rateNowRide}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
