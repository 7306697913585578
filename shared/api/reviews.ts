import { z } from 'zod';
import { msg } from '../messages.ts';
import { envelope, idField } from './fields.ts';

/*
 * Reviews (spec sections 2, 3, 7): the rating form of /orderRatingReview (`ratingAndReview`) and the
 * reviews a bike shows at checkout (`getBikeDetails` answers them as `review`).
 */

export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const MAX_REVIEW_LENGTH = 1000;

/** One review of a bike (spec section 3): `date` is 'YYYY-MM-DD' (India time); `image` may be null. */
export const bikeReview = z.object({
  _id: z.string(),
  rating: z.number().int(),
  message: z.string(),
  date: z.string(),
  user: z.object({ image: z.string().nullable(), fname: z.string(), lname: z.string() }),
});
export type BikeReview = z.infer<typeof bikeReview>;

/**
 * The rating form: 1 to 5 stars (0 = nothing picked yet → 'Please select 1 to 5 stars') and an
 * optional review text. `bikeId` and the rest of the order data may come along (the spec sends the
 * order) but the server reads the bike from the booking, and the user from the token.
 */
export const ratingForm = z.object({
  stars: z.coerce
    .number({ error: msg.starsInvalid })
    .int(msg.starsInvalid)
    .min(MIN_STARS, msg.starsInvalid)
    .max(MAX_STARS, msg.starsInvalid),
  review: z.string().trim().max(MAX_REVIEW_LENGTH, msg.reviewTooLong(MAX_REVIEW_LENGTH)).default(''),
});
export type RatingForm = z.infer<typeof ratingForm>;

/** POST /api/ratingAndReview `{ newData: { bookingId, stars, review, bikeId? } }`. */
export const ratingAndReviewBody = z.object({
  newData: ratingForm.extend({
    bookingId: idField(msg.invalidId),
    bikeId: z.string().optional(),
  }),
});
export type RatingAndReviewBody = z.infer<typeof ratingAndReviewBody>;

/** `{ success, message }` ('Thank you for rating your ride!'). */
export const ratingAndReviewResponse = envelope;
export type RatingAndReviewResponse = z.infer<typeof ratingAndReviewResponse>;
