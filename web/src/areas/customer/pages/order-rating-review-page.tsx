import { text } from '#shared/messages.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/orderRatingReview`: the rating form; built by the reviews issue. */
export function OrderRatingReviewPage() {
  return (
    <PageContainer>
      <PageTitle title={text.ratingHeading} />
    </PageContainer>
  );
}
