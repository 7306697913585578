import { useState } from 'react';
import { refundChoices, type AdminBooking, type RefundChoice } from '#shared/api/cancellations.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { useCancelQuote } from '../api/cancel-booking.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { customerName } from './admin-bookings-table.tsx';

export interface CancelBookingModalProps {
  booking: AdminBooking;
  busy: boolean;
  /** `shownRefund`: the quoted refund of the chosen option (the cancel refuses another amount) */
  onConfirm: (refund: RefundChoice, shownRefund?: number) => void;
  onClose: () => void;
}

/**
 * The admin's cancellation of a booked ride (issue #16) with its refund choice: the full amount paid,
 * the policy's refund for a cancellation now, or none. The policy's refund is the default.
 */
export function CancelBookingModal({ booking, busy, onConfirm, onClose }: CancelBookingModalProps) {
  const [choice, setChoice] = useState<RefundChoice>('policy');
  const quote = useCancelQuote(booking._id);
  const q = quote.data?.data;
  // each choice for THIS booking (issue #34): what goes back and what is kept, from the server's quote
  const hint = (value: RefundChoice) =>
    q ? text.refundChoiceQuote(formatMoney(q[value].refund), formatMoney(q[value].kept)) : text.cancelQuoteLoading;
  return (
    <Modal title={text.cancelBookingTitle} onClose={onClose} locked={busy}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(choice, choice === 'policy' ? q?.policy.refund : undefined);
        }}
      >
        <div className="rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
          <p className="font-semibold text-ink">{customerName(booking)}</p>
          <p className="break-all">{booking.user.email}</p>
          <p>
            {booking.bike.name} · {booking.bike.plateNumber} · {formatDate(booking.pickUpDate)} {booking.pickUpTime}
          </p>
          <p className="font-semibold text-ink">
            {text.timelinePaid} {formatMoney(q?.amountPaid ?? booking.grandTotal + booking.deposit)}
          </p>
        </div>
        <fieldset disabled={busy} className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">{text.refundChoiceLegend}</legend>
          {refundChoices.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-stone-300 p-3 has-[:checked]:border-ink has-[:checked]:bg-amber-50"
            >
              <input
                type="radio"
                name="refund"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="mt-1 size-4 accent-ink"
              />
              <span className="flex flex-col text-sm">
                <span className="font-semibold text-ink">{text.refundChoiceNames[value]}</span>
                <span className="text-stone-600">{hint(value)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={busy} onClick={onClose}>
            {text.keepBooking}
          </Button>
          <Button type="submit" variant="dark" busy={busy} disabled={!q}>
            {text.confirmCancelBooking}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
