import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ratingAndReviewBody, ratingAndReviewResponse } from '#shared/api/reviews.ts';
import { msg } from '#shared/messages.ts';
import { rateRide } from '#server/features/reviews/rate-ride.ts';
import { caller } from '#server/plugins/auth.ts';

/** /orderRatingReview: 'Rate now' on a completed ride. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ratingAndReview',
    {
      schema: {
        tags: ['customer'],
        security: [{ bearer: [] }],
        body: ratingAndReviewBody,
        response: { 200: ratingAndReviewResponse },
      },
    },
    async (request) => {
      await rateRide(app.deps.db, caller(request).id, request.body.newData);
      return { success: true, message: msg.reviewSaved };
    },
  );
};
