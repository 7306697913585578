import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { BookBikeInput, BookBikeResponse, ProviderPaymentResponse } from '#shared/api/booking.ts';
import { msg } from '#shared/messages.ts';
import { showError } from '#web/lib/toast.ts';
import { bookBike } from './api/payment-calls.ts';
import { openRazorpay } from './razorpay-checkout.ts';
import { verifyWithRetry } from './verify-with-retry.ts';

type ProviderOrder = BookBikeResponse['data'];

/**
 * 'Make payment' of /checkOut: bookbike places the hold and creates the provider order, then the
 * sandbox card form (`cardOrder` set: render the modal) or Razorpay's checkout takes the payment, and
 * verifyPayment confirms the booking (tried again after a network error) → /paymentSuccess?order=<bookingId>. Closing the card form keeps
 * the hold: paying again for the same choices reuses it instead of placing another.
 */
export function useCheckoutPayment(customerName: string) {
  const navigate = useNavigate();
  const [cardOrder, setCardOrder] = useState<ProviderOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const lastOrder = useRef<{ key: string; order: ProviderOrder } | null>(null);

  const finish = async (payment: ProviderPaymentResponse) => {
    setBusy(true);
    try {
      // a network error is tried again: the money is captured already (issue 28)
      const bookingId = await verifyWithRetry(payment);
      lastOrder.current = null;
      setCardOrder(null);
      void navigate(`/paymentSuccess?order=${encodeURIComponent(bookingId)}`);
    } catch {
      setCardOrder(null); // verifyWithRetry toasted why
    } finally {
      setBusy(false);
    }
  };

  const pay = async (body: BookBikeInput) => {
    if (!body.pickUpPoint || !body.dropPoint) {
      showError(msg.selectPoints);
      return;
    }
    const key = JSON.stringify(body);
    const kept = lastOrder.current;
    let order = kept && kept.key === key && Date.parse(kept.order.holdExpiresAt) > Date.now() ? kept.order : null;
    if (!order) {
      setBusy(true);
      try {
        order = await bookBike(body);
        lastOrder.current = { key, order };
      } catch {
        return; // refusals (price changed, bike taken, too many holds) were toasted
      } finally {
        setBusy(false);
      }
    }
    if (order.provider === 'sandbox') {
      setCardOrder(order);
      return;
    }
    try {
      const payment = await openRazorpay({ ...order, prefillName: customerName });
      if (payment) await finish(payment);
    } catch {
      showError(msg.paymentStartFailed);
    }
  };

  return {
    pay,
    busy,
    cardOrder,
    closeCard: () => setCardOrder(null),
    onCardPaid: (payment: ProviderPaymentResponse) => void finish(payment),
  };
}
