import { text } from '#shared/messages.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { usePageTitle } from '#web/components/page-title.tsx';
import { useCoupons } from '#web/features/catalog/api/use-coupons.ts';
import { CouponGrid } from '#web/features/catalog/components/coupon-grid.tsx';
import { OffersBanner } from '#web/features/catalog/components/offers-banner.tsx';

/** `/offers` (spec section 2): the banner, then the coupon cards with COPY CODE. */
export function OffersPage() {
  usePageTitle(text.pageOffers);
  const coupons = useCoupons();
  return (
    <>
      <OffersBanner />
      <PageContainer>
        <CouponGrid query={coupons} label={text.offersTitle} />
      </PageContainer>
    </>
  );
}
