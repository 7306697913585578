import type { CancellationQuote } from '#shared/api/cancellations.ts';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useCancellationQuote } from '../api/use-cancellation-quote.ts';
import type { RideWithRefund } from '../api/refund-answers.ts';

export interface CancelRideDialogProps {
  ride: RideWithRefund;
  /** True while the cancellation is on its way (the dialog cannot be closed then). */
  cancelling: boolean;
  /** The server's new quote when the one shown no longer held (issue #28): shown in its place. */
  changedQuote?: CancellationQuote | null;
  /** Confirms with the refund the customer is looking at (the server refuses any other). */
  onConfirm: (refund: number) => void;
  onClose: () => void;
}

/**
 * The confirmation of a cancellation (issue #16): the quote's exact refund, 'You get ₹X back (₹Y
 * cancellation fee)', before the customer confirms. Confirm stays disabled until the quote is there;
 * a quote that fails (the pick-up time passed, say) says why, with Retry. The refund shown is sent with
 * the confirmation; when it changed meanwhile (the time left crossed a tier), the server's new quote
 * replaces it under 'The refund has changed', and the customer may confirm again (issue #28).
 */
export function CancelRideDialog({ ride, cancelling, changedQuote, onConfirm, onClose }: CancelRideDialogProps) {
  const quote = useCancellationQuote(ride._id);
  const shown = changedQuote ?? quote.data;
  return (
    <Modal title={text.cancelRideTitle} onClose={onClose} locked={cancelling}>
      <div className="flex flex-col gap-4 text-sm text-stone-700">
        <p className="font-semibold text-ink">
          {ride.bike.brand} {ride.bike.name} · {ride.pickUpDate} {ride.pickUpTime}
        </p>
        {changedQuote && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
            {msg.refundChanged}
          </p>
        )}
        {shown ? (
          <div className="rounded-lg bg-amber-50 p-3">
            <p className="text-base font-bold text-ink">{text.refundQuote(shown.refund, shown.fee)}</p>
            <p className="mt-1">{text.refundTiming}</p>
          </div>
        ) : quote.isPending ? (
          <p role="status" className="flex items-center gap-2">
            <Spinner size="sm" />
            {text.cancelQuoteLoading}
          </p>
        ) : quote.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-3 text-red-800">
            <p className="font-semibold">{text.cancelQuoteFailed}</p>
            <p>{quote.error.message}</p>
            <Button variant="outline" busy={quote.isFetching} onClick={() => void quote.refetch()}>
              {text.retry}
            </Button>
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {/* the destructive choice is the secondary button at every width; keeping the ride is the primary
              one (on phones the column is reversed: Keep the ride on top) */}
          <Button
            variant="outline"
            busy={cancelling}
            disabled={!shown}
            onClick={() => shown && onConfirm(shown.refund)}
            className="text-danger"
          >
            {msg.confirmCancelRide}
          </Button>
          <Button variant="dark" disabled={cancelling} onClick={onClose}>
            {text.keepRide}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
