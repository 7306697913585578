import { Link, useSearchParams } from 'react-router';
import { text } from '#shared/messages.ts';
import { buttonClass } from '#web/components/button.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { RatingForm } from '#web/features/booking/components/rating-form.tsx';
import { EmptyState } from '#web/features/catalog/components/list-states.tsx';

/** `/orderRatingReview?booking=<id>` (spec section 2): 'Your opinion matters to us!' and the rating form. */
export function OrderRatingReviewPage() {
  const [params] = useSearchParams();
  const bookingId = params.get('booking') ?? '';
  return (
    <PageContainer className="max-w-xl">
      <div className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-black/5 sm:p-8">
        <PageTitle title={text.ratingHeading} />
        <div className="mt-5">
          {bookingId ? (
            <RatingForm key={bookingId} bookingId={bookingId} />
          ) : (
            <EmptyState
              title={text.ridesEmptyTitle}
              hint={text.ridesEmptyHint}
              action={
                <Link to="/userProfile" className={buttonClass('primary')}>
                  {text.myRidesTitle}
                </Link>
              }
            />
          )}
        </div>
      </div>
    </PageContainer>
  );
}
