import type { BikeReview } from '#shared/api/reviews.ts';
import { text } from '#shared/messages.ts';
import { UploadedImage } from '#web/components/uploaded-image.tsx';
import { StarRow } from './star-rating.tsx';

/** The bike's reviews at checkout, in a horizontal scroll strip (spec section 2). */
export function ReviewsStrip({ reviews }: { reviews: BikeReview[] }) {
  return (
    <section aria-labelledby="bike-reviews-title" className="mt-8">
      <h2 id="bike-reviews-title" className="text-lg font-bold text-ink">
        {text.reviewsTitle}
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{text.noReviews}</p>
      ) : (
        <ul className="mt-3 flex snap-x gap-4 overflow-x-auto pb-3">
          {reviews.map((review) => (
            <li
              key={review._id}
              className="flex w-72 shrink-0 snap-start flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5"
            >
              <div className="flex items-center gap-3">
                {review.user.image ? (
                  <UploadedImage
                    src={review.user.image}
                    alt=""
                    width={40}
                    height={40}
                    sizes="40px"
                    className="size-10 rounded-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-stone-200 font-bold text-stone-600"
                  >
                    {review.user.fname.slice(0, 1)}
                  </span>
                )}
                <div className="min-w-0">
                  <p className="truncate font-semibold text-ink">
                    {review.user.fname} {review.user.lname}
                  </p>
                  <p className="text-xs text-stone-500">{review.date}</p>
                </div>
              </div>
              <StarRow value={review.rating} />
              <p className="line-clamp-4 text-sm text-stone-700">{review.message}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
