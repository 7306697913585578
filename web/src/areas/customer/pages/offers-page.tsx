import { text } from '#shared/messages.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/offers`: coupon cards; built by the coupons issue. */
export function OffersPage() {
  return (
    <PageContainer>
      <PageTitle title={text.pageOffers} />
    </PageContainer>
  );
}
