import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ratingAndReviewResponse, ratingForm } from '#shared/api/reviews.ts';
import { msg, text } from '#shared/messages.ts';
import { Button, buttonClass } from '#web/components/button.tsx';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { bookingKeys } from '../api/use-bike-search.ts';
import { StarRating } from './star-rating.tsx';

/**
 * The rating form of /orderRatingReview (spec sections 2 and 4): five stars, the review text,
 * 'Rate now' → ratingAndReview → the fields reset → /userProfile; 'Maybe later' → /userProfile.
 * A network failure says 'Error saving rating'; a refusal says the server's reason.
 */
export function RatingForm({ bookingId }: { bookingId: string }) {
  const [stars, setStars] = useState(0);
  const [review, setReview] = useState('');
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const reviewId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ratingForm.safeParse({ stars, review });
    if (!parsed.success) {
      showError(parsed.error.issues[0]?.message ?? msg.starsInvalid);
      return;
    }
    setBusy(true);
    try {
      const answer = await apiRequest('customer', '/ratingAndReview', {
        body: { newData: { bookingId, ...parsed.data } },
        schema: ratingAndReviewResponse,
        quiet: true,
      });
      setStars(0);
      setReview('');
      showSuccess(answer.message);
      await client.invalidateQueries({ queryKey: bookingKeys.rides });
      void navigate('/userProfile');
    } catch (cause) {
      showError(cause instanceof ApiError && cause.status !== 0 ? cause.message : msg.errorSavingRating);
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col items-center gap-5">
      <p className="text-lg font-semibold text-ink">{text.ratingPrompt}</p>
      <StarRating value={stars} onChange={setStars} />
      <div className="flex w-full flex-col gap-1.5">
        <label htmlFor={reviewId} className="text-sm font-medium text-ink">
          {text.reviewLabel}
        </label>
        <textarea
          id={reviewId}
          rows={5}
          maxLength={1000}
          placeholder={text.reviewPlaceholder}
          value={review}
          onChange={(event) => setReview(event.target.value)}
          className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink placeholder:text-stone-400"
        />
      </div>
      <Button type="submit" variant="dark" size="lg" busy={busy} className="w-full">
        {text.rateNow}
      </Button>
      <Link to="/userProfile" className={buttonClass('ghost')}>
        {text.maybeLater}
      </Link>
    </form>
  );
}
