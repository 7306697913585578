import { Link, useSearchParams } from 'react-router';
import { text } from '#shared/messages.ts';
import { Button, buttonClass } from '#web/components/button.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { PageSpinner } from '#web/components/spinner.tsx';
import { useOrder } from '#web/features/booking/api/use-order.ts';
import { PrintStyles } from '#web/features/booking/components/print-styles.tsx';
import { SupplementaryInvoice } from '#web/features/booking/components/supplementary-invoice.tsx';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';

/**
 * `/supplementaryInvoice?order=<bookingId>` (issue #17): the printable invoice of the charges settled
 * at a ride's return, from findOrder's `settlement`; linked from My Rides and the ride's invoice. A
 * ride not settled, or settled without charges, has none.
 */
export function SupplementaryInvoicePage() {
  const [params] = useSearchParams();
  const id = params.get('order') ?? '';
  const order = useOrder(id);

  if (id && order.isPending) return <PageSpinner />;
  if (order.isError) {
    return (
      <PageContainer>
        <PageTitle title={text.supplementaryInvoiceTitle} />
        <div className="mt-6">
          <ErrorState title={text.orderLoadFailed} retrying={order.isFetching} onRetry={() => void order.refetch()} />
        </div>
      </PageContainer>
    );
  }
  const settlement = order.data?.settlement;
  if (!order.data || !settlement || settlement.charges === 0) {
    return (
      <PageContainer>
        <PageTitle title={text.supplementaryInvoiceTitle} />
        <div className="mt-6">
          <EmptyState title={text.invoiceNotFound} hint={text.invoiceNoCharges} />
        </div>
      </PageContainer>
    );
  }
  return (
    <PageContainer className="max-w-3xl">
      <PrintStyles />
      <div className="no-print flex flex-col items-center gap-2 text-center">
        <PageTitle title={text.supplementaryInvoiceTitle} />
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button variant="dark" onClick={() => window.print()}>
            {text.invoicePrint}
          </Button>
          <Link to={`/paymentSuccess?order=${encodeURIComponent(id)}`} className={buttonClass('outline')}>
            {text.viewInvoice}
          </Link>
          <Link to="/userProfile" className={buttonClass('outline')}>
            {text.myRidesTitle}
          </Link>
        </div>
      </div>
      <div className="mt-8">
        <SupplementaryInvoice order={order.data} settlement={settlement} />
      </div>
    </PageContainer>
  );
}
