import { text } from '#shared/messages.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/paymentSuccess`: payment confirmation and invoice; built by the booking issue. */
export function PaymentSuccessPage() {
  return (
    <PageContainer>
      <PageTitle title={text.paymentSuccess} />
    </PageContainer>
  );
}
