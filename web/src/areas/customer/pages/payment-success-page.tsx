import { Link, useSearchParams } from 'react-router';
import { text } from '#shared/messages.ts';
import { Button, buttonClass } from '#web/components/button.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { PageSpinner } from '#web/components/spinner.tsx';
import { useOrder } from '#web/features/booking/api/use-order.ts';
import { DownloadPdfButton } from '#web/features/booking/components/download-pdf-button.tsx';
import { Invoice } from '#web/features/booking/components/invoice.tsx';
import { PrintStyles } from '#web/features/booking/components/print-styles.tsx';
import { MoneyTimelinePanel } from '#web/components/money-timeline.tsx';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';

/**
 * `/paymentSuccess?order=<bookingId>` (spec section 2): the green tick, 'Payment Success', the two
 * sentences, 'print invoice' and the printable invoice of the order. A cancelled order (issue #16)
 * says so instead of the thanks; its invoice carries the credit note.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const id = params.get('order') ?? '';
  const order = useOrder(id);

  if (!id) {
    return (
      <PageContainer>
        <PageTitle title={text.paymentSuccess} />
        <div className="mt-6">
          <EmptyState title={text.orderLoadFailed} hint={text.checkoutMissing} />
        </div>
      </PageContainer>
    );
  }
  if (order.isPending) return <PageSpinner />;
  if (order.isError) {
    return (
      <PageContainer>
        <PageTitle title={text.paymentSuccess} />
        <div className="mt-6">
          <ErrorState title={text.orderLoadFailed} retrying={order.isFetching} onRetry={() => void order.refetch()} />
        </div>
      </PageContainer>
    );
  }

  // a cancelled ride's invoice (linked from My Rides) leads with the cancellation, not the payment's thanks
  const cancelled = order.data.status === 'cancelled';
  return (
    <PageContainer className="max-w-3xl">
      <PrintStyles />
      <div className="no-print flex flex-col items-center gap-2 text-center">
        {cancelled ? (
          <>
            <PageTitle title={text.rideCancelledTitle} />
            <p className="text-stone-700">{text.rideCancelledLead}</p>
          </>
        ) : (
          <>
            <svg aria-hidden="true" viewBox="0 0 52 52" className="size-16 text-green-600">
              <circle cx="26" cy="26" r="25" fill="currentColor" />
              <path d="m14 27 8 8 16-17" fill="none" stroke="white" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <PageTitle title={text.paymentSuccess} />
            <p className="text-stone-700">{text.paymentThanks}</p>
            <p className="font-semibold text-ink">{text.haveAGreatDay}</p>
          </>
        )}
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button variant="dark" onClick={() => window.print()}>
            {text.printInvoice}
          </Button>
          {order.data.taxInvoice && (
            <DownloadPdfButton bookingId={id} document={order.data.taxInvoice} label={text.downloadPdf} />
          )}
          {order.data.creditNote && (
            <DownloadPdfButton bookingId={id} document={order.data.creditNote} label={text.downloadCreditNotePdf} />
          )}
          <Link to="/userProfile" className={buttonClass('outline')}>
            {text.myRidesTitle}
          </Link>
          {(order.data.settlement?.charges ?? 0) > 0 && (
            <Link to={`/supplementaryInvoice?order=${encodeURIComponent(id)}`} className={buttonClass('outline')}>
              {text.supplementaryInvoice}
            </Link>
          )}
        </div>
      </div>
      <div className="mt-8">
        <Invoice order={order.data} />
      </div>
      <MoneyTimelinePanel area="customer" bookingId={id} className="mt-8 rounded-xl border border-stone-200 p-4" />
    </PageContainer>
  );
}
