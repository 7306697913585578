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

function Checkout({ input }: { input: CheckoutInput }) {
  const details = useBikeDetails(input.bike);
  const { session } = useUserSession();
  const payment = useCheckoutPayment(session?.username ?? '');
  const [choices, setChoices] = useState<SummaryChoices>({ pickUpPoint: '', dropPoint: '', helmet: 1 });
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
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[3fr_2fr]">
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
          <CancellationPolicyNote />
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
