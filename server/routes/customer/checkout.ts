import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyCouponBody, applyCouponResponse, bookBikeBody, bookBikeResponse } from '#shared/api/booking.ts';
import { msg } from '#shared/messages.ts';
import { toHttpError } from '#server/errors.ts';
import type { PaymentProvider } from '#server/features/payments/payment-provider.ts';
import { applyCoupon } from '#server/features/rentals/apply-coupon.ts';
import { startPayment } from '#server/features/rentals/start-payment.ts';
import { caller } from '#server/plugins/auth.ts';

const secured = { tags: ['customer'], security: [{ bearer: [] }] };

/** /checkOut: the coupon, and 'Make payment' (the hold and the provider order). */
export const checkoutRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, options) => {
  const applyCouponRoute: FastifyPluginAsyncZod = async (scope) => {
    // the spec's checkout reads a refusal from `data.message`: every failure of this call carries it
    scope.setErrorHandler((error, request, reply) => {
      const { status, body } = toHttpError(error);
      if (status >= 500) request.log.error({ err: error }, 'unhandled error');
      return reply.status(status).send({ ...body, data: { message: body.message } });
    });
    scope.post(
      '/applyCoupon',
      { schema: { ...secured, body: applyCouponBody, response: { 200: applyCouponResponse } } },
      async (request) => {
        const data = await applyCoupon(app.deps.db, caller(request).id, request.body);
        return { success: true, message: msg.couponApplied, data };
      },
    );
  };
  await app.register(applyCouponRoute);

  app.post(
    '/bookbike',
    { schema: { ...secured, body: bookBikeBody, response: { 200: bookBikeResponse } } },
    async (request) => {
      const deps = { db: app.deps.db, provider: options.provider, log: request.log };
      const data = await startPayment(deps, caller(request).id, request.body);
      return { success: true, message: 'ok', data };
    },
  );
};
