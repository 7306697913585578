import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { windowInstants } from '#shared/api/search.ts';
import { amountToPay, quote } from '#shared/domain/pricing.ts';
import { text } from '#shared/messages.ts';
import { buttonClass } from '#web/components/button.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { PageSpinner } from '#web/components/spinner.tsx';
import { applyCoupon } from '#web/features/booking/api/payment-calls.ts';
import { useBikeDetails } from '#web/features/booking/api/use-bike-details.ts';
import { readCheckoutInput, type CheckoutInput } from '#web/features/booking/checkout-input.ts';
import { CancellationPolicyNote } from '#web/features/booking/components/cancellation-policy-note.tsx';
import { BookingSummaryPanel, type SummaryChoices } from '#web/features/booking/components/booking-summary-panel.tsx';
import { CardPaymentModal } from '#web/features/booking/components/card-payment-modal.tsx';
import { CheckoutPanel } from '#web/features/booking/components/checkout-panel.tsx';
import { ReviewsStrip } from '#web/features/booking/components/reviews-strip.tsx';
import { useCheckoutPayment } from '#web/features/booking/use-checkout-payment.ts';
import { MessagingOptIn } from '#web/features/messaging/messaging-opt-in.tsx';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { useUserSession } from '#web/lib/user-session.ts';

/**
 * `/checkOut?bike&city&pickUpDate&pickUpTime&dropDate&dropTime` (spec section 2): the booking summary,
 * the checkout totals with the coupon, 'Make payment' and the bike's reviews. Its inputs are in the
 * URL, so a refresh shows the same page.
 */
export function CheckOutPage() {
  const [params] = useSearchParams();
  const input = useMemo(() => readCheckoutInput(params), [params]);
  if (!input) {
    return (
      <PageContainer>
        <PageTitle title={text.checkout} />
        <div className="mt-6">
          <EmptyState
            title={text.checkout}
            hint={text.checkoutMissing}
            action={
              <Link to="/viewBikes" className={buttonClass('primary')}>
                {text.browseBikes}
              </Link>
            }
          />
        </div>
      </PageContainer>
    );
  }
  return <Checkout input={input} />;
}

/** The points and helmets chosen so far, kept in the URL too so a login (issue #34) or a refresh keeps them. */
function useChoices(): [SummaryChoices, (next: SummaryChoices) => void] {
  const [params, setParams] = useSearchParams();
  const [choices, setChoices] = useState<SummaryChoices>(() => ({
    pickUpPoint: params.get('pickUpPoint') ?? '',
    dropPoint: params.get('dropPoint') ?? '',
    helmet: params.get('helmet') === '2' ? 2 : 1,
  }));
  const change = (next: SummaryChoices) => {
    setChoices(next);
    const updated = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === '' || (key === 'helmet' && value === 1)) updated.delete(key);
      else updated.set(key, String(value));
    }
    setParams(updated, { replace: true });
  };
  return [choices, change];
}

function Checkout({ input }: { input: CheckoutInput }) {
  const details = useBikeDetails(input.bike);
  const { session } = useUserSession();
  const payment = useCheckoutPayment(session?.username ?? '');
  const [choices, setChoices] = useChoices();
  const [coupon, setCoupon] = useState<{ code: string; discount: number } | null>(null);

  if (details.isPending) return <PageSpinner />;
  if (details.isError) {
    return (
      <PageContainer>
        <PageTitle title={text.checkout} />
        <div className="mt-6">
          <ErrorState
            title={text.bikeLoadFailed}
            retrying={details.isFetching}
            onRetry={() => void details.refetch()}
          />
        </div>
      </PageContainer>
    );
  }

  const { data: bike, review, locations, taxes } = details.data;
  const { pickupAt, dropAt } = windowInstants(input);
  const price = quote({ rentPerHour: bike.rentPerHour, pickupAt, dropAt, rates: taxes });
  const windowBody = {
    bike: bike._id,
    pickUpDate: input.pickUpDate,
    pickUpTime: input.pickUpTime,
    dropDate: input.dropDate,
    dropTime: input.dropTime,
  };

  const apply = async (code: string) => {
    const answer = await applyCoupon({ coupon: code, ...windowBody });
    setCoupon({ code: code.toUpperCase(), discount: answer.discount });
  };
  const pay = () =>
    void payment.pay({
      ...windowBody,
      ...choices,
      coupon: coupon?.code ?? '',
      // the rent's total after the coupon, plus the refundable deposit (issue #17): bookbike checks it
      amount: amountToPay(price.total - (coupon?.discount ?? 0), bike.deposit),
    });

  return (
    <PageContainer>
      <PageTitle title={text.checkout} hidden />
      {/* minmax(0, …): a column never grows past its share for wide content (the photo strip scrolls inside it) */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <BookingSummaryPanel
          bike={bike}
          input={input}
          hours={price.hours}
          locations={locations}
          choices={choices}
          onChange={setChoices}
        />
        <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
          <CheckoutPanel
            quote={price}
            deposit={bike.deposit}
            rates={taxes}
            coupon={coupon}
            onApplyCoupon={apply}
            onRemoveCoupon={() => setCoupon(null)}
            onPay={pay}
            paying={payment.busy}
          />
          {session && <MessagingOptIn source="checkout" />}
          <CancellationPolicyNote grandTotal={price.total - (coupon?.discount ?? 0)} deposit={bike.deposit} />
        </div>
      </div>
      <ReviewsStrip reviews={review} />
      {payment.cardOrder && (
        <CardPaymentModal
          orderId={payment.cardOrder.id}
          amountPaise={payment.cardOrder.amount}
          holdExpiresAt={payment.cardOrder.holdExpiresAt}
          defaultName={session?.username ?? ''}
          onPaid={payment.onCardPaid}
          onClose={payment.closeCard}
        />
      )}
    </PageContainer>
  );
}
