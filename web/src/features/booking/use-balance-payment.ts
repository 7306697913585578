import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BalanceOrder } from '#shared/api/balance.ts';
import type { ProviderPaymentResponse } from '#shared/api/booking.ts';
import { msg } from '#shared/messages.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { payBalance, verifyBalancePayment } from './api/balance-calls.ts';
import { bookingKeys } from './api/use-bike-search.ts';
import { openRazorpay } from './razorpay-checkout.ts';

/**
 * 'Pay balance ₹X' of My Rides (issue #17): payBalance gives the provider order of the due, then the
 * same widget as checkout takes the payment (the sandbox card form: `cardOrder` set, render it; or
 * Razorpay's checkout), and verifyBalancePayment records it; the rides and the ride's invoice are
 * fetched again so the card shows the balance paid.
 */
export function useBalancePayment() {
  const client = useQueryClient();
  const [cardOrder, setCardOrder] = useState<BalanceOrder | null>(null);
  const [payingId, setPayingId] = useState<string | null>(null);
  const [customerName, setCustomerName] = useState('');

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: bookingKeys.rides }),
      client.invalidateQueries({ queryKey: ['booking', 'order'] }),
    ]);

  const finish = async (payment: ProviderPaymentResponse) => {
    try {
      await verifyBalancePayment(payment);
      showSuccess(msg.balancePaid);
    } catch {
      // the client toasted why
    } finally {
      setCardOrder(null);
      setPayingId(null);
      await refresh();
    }
  };

  const pay = async (bookingId: string, name: string) => {
    setPayingId(bookingId);
    setCustomerName(name);
    let order: BalanceOrder;
    try {
      order = await payBalance(bookingId);
    } catch {
      setPayingId(null);
      await refresh(); // nothing due any more, or paid meanwhile: show it as it is
      return;
    }
    if (order.provider === 'sandbox') {
      setCardOrder(order);
      return;
    }
    try {
      const payment = await openRazorpay({ ...order, prefillName: name });
      if (payment) await finish(payment);
      else setPayingId(null);
    } catch {
      setPayingId(null);
      showError(msg.paymentStartFailed);
    }
  };

  return {
    pay,
    payingId,
    cardOrder,
    /** the name the card form starts with */
    customerName,
    closeCard: () => {
      setCardOrder(null);
      setPayingId(null);
    },
    onCardPaid: (payment: ProviderPaymentResponse) => void finish(payment),
  };
}
