import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { OfferCoupon } from '#shared/api/catalog.ts';
import { text } from '#shared/messages.ts';
import { buttonClass } from '#web/components/button.tsx';
import { CouponCard, CouponCardSkeleton } from './coupon-card.tsx';
import { QueryGrid } from './query-grid.tsx';

/** The coupon cards of /offers, with their loading, empty and error states. */
export function CouponGrid({ query, label }: { query: UseQueryResult<OfferCoupon[]>; label: string }) {
  return (
    <QueryGrid
      query={query}
      label={label}
      columns="sm:grid-cols-2 lg:grid-cols-3"
      skeleton={<CouponCardSkeleton />}
      skeletonCount={3}
      getKey={(coupon) => coupon._id}
      renderItem={(coupon, index) => <CouponCard coupon={coupon} priority={index === 0} />}
      errorTitle={text.couldntFetchOffers}
      empty={{
        title: text.offersEmptyTitle,
        hint: text.offersEmptyHint,
        action: (
          <Link to="/viewBikes" className={buttonClass('primary')}>
            {text.browseBikes}
          </Link>
        ),
      }}
    />
  );
}
