import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CancellationQuote } from '#shared/api/cancellations.ts';
import { msg, text } from '#shared/messages.ts';
import { buttonClass } from '#web/components/button.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { showError, showSuccess } from '#web/lib/toast.ts';
import type { RideWithRefund } from '../api/refund-answers.ts';
import { bookingKeys } from '../api/use-bike-search.ts';
import { changedRefundQuote, useCancelRide, useRides } from '../api/use-rides.ts';
import { useBalancePayment } from '../use-balance-payment.ts';
import { CancelRideDialog } from './cancel-ride-dialog.tsx';
import { CardPaymentModal } from './card-payment-modal.tsx';
import { DisputeDamageDialog } from './dispute-damage-dialog.tsx';
import { RideCard } from './ride-card.tsx';

/**
 * My Rides (spec sections 2 and 4): every ride with its status and, once cancelled, its refund; Cancel
 * on a ride still ahead (after the confirmation that shows the refund, issue #16), 'Rate Now' on a
 * completed ride not rated yet; after a return, 'Pay balance ₹X' (the checkout's card form) and
 * 'Dispute damage charge' (a dialog with a message) on the settled ride (issue #17).
 */
export function RidesList() {
  const rides = useRides();
  const cancel = useCancelRide();
  const [cancelling, setCancelling] = useState<RideWithRefund | null>(null);
  // the new quote when the one shown no longer holds (issue #28): the dialog stays open to confirm it
  const [changedQuote, setChangedQuote] = useState<CancellationQuote | null>(null);
  const [disputing, setDisputing] = useState<RideWithRefund | null>(null);
  const balance = useBalancePayment();
  const client = useQueryClient();

  if (rides.isPending) {
    return (
      <div role="status" className="flex justify-center py-8">
        <Spinner />
        <span className="sr-only">{text.loading}</span>
      </div>
    );
  }
  if (rides.isError) {
    return <ErrorState title={text.ridesLoadFailed} retrying={rides.isFetching} onRetry={() => void rides.refetch()} />;
  }
  const { rides: list, doneReviews } = rides.data;
  if (list.length === 0) {
    return (
      <EmptyState
        title={text.ridesEmptyTitle}
        hint={text.ridesEmptyHint}
        action={
          <Link to="/viewBikes" className={buttonClass('primary')}>
            {text.browseBikes}
          </Link>
        }
      />
    );
  }

  const closeCancel = () => {
    setCancelling(null);
    setChangedQuote(null);
  };
  const cancelRide = async (order: string, refund: number) => {
    try {
      await cancel.mutateAsync({ order, refund });
      showSuccess(msg.rideCancelled);
      closeCancel();
    } catch (error) {
      const changed = changedRefundQuote(error);
      if (changed) {
        setChangedQuote(changed);
        return;
      }
      showError(error instanceof Error ? error.message : msg.somethingWrong);
      closeCancel();
    }
  };

  return (
    <>
      <ul aria-label={text.myRidesTitle} className="flex flex-col gap-3">
        {list.map((ride) => (
          <li key={ride._id}>
            <RideCard
              ride={ride}
              canRate={ride.status === 'completed' && !doneReviews.includes(ride._id)}
              cancelling={cancel.isPending && cancel.variables.order === ride._id}
              onCancel={() => setCancelling(ride)}
              now={new Date()}
              payingBalance={balance.payingId === ride._id}
              onPayBalance={() => void balance.pay(ride._id, `${ride.user.fname} ${ride.user.lname}`)}
              onDispute={() => setDisputing(ride)}
            />
          </li>
        ))}
      </ul>
      {cancelling && (
        <CancelRideDialog
          ride={cancelling}
          cancelling={cancel.isPending}
          changedQuote={changedQuote}
          onConfirm={(refund) => void cancelRide(cancelling._id, refund)}
          onClose={closeCancel}
        />
      )}
      {balance.cardOrder && (
        <CardPaymentModal
          orderId={balance.cardOrder.id}
          amountPaise={balance.cardOrder.amount}
          defaultName={balance.customerName}
          onPaid={balance.onCardPaid}
          onClose={balance.closeCard}
        />
      )}
      {disputing?.settlement && (
        <DisputeDamageDialog
          bookingId={disputing._id}
          bikeName={`${disputing.bike.brand} ${disputing.bike.name}`}
          settlement={disputing.settlement}
          handover={disputing.handover}
          onSent={() => {
            setDisputing(null);
            showSuccess(msg.disputeSent);
            void client.invalidateQueries({ queryKey: bookingKeys.rides });
          }}
          onClose={() => setDisputing(null)}
        />
      )}
    </>
  );
}
