import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applyCouponBody, applyCouponResponse, bookBikeBody, bookBikeResponse } from '#shared/api/booking.ts';
import { msg } from '#shared/messages.ts';
import { toHttpError } from '#server/errors.ts';
import type { PaymentProvider } from '#server/features/payments/payment-provider.ts';
import { applyCoupon } from '#server/features/rentals/hold/apply-coupon.ts';
import { idempotentBookBike } from '#server/features/rentals/hold/idempotent-bookbike.ts';
import { startPayment } from '#server/features/rentals/pay/start-payment.ts';
import { caller } from '#server/plugins/auth.ts';

const secured = { tags: ['customer'], security: [{ bearer: [] }] };

/** bookbike's optional `Idempotency-Key` (D52): any repeat with it gets the first answer. */
const idempotencyHeaders = z.looseObject({ 'idempotency-key': z.string().trim().min(1).max(200).optional() });

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
    {
      schema: { ...secured, headers: idempotencyHeaders, body: bookBikeBody, response: { 200: bookBikeResponse } },
    },
    async (request) => {
      const deps = { db: app.deps.db, provider: options.provider, log: request.log };
      const userId = caller(request).id;
      const key = request.headers['idempotency-key'];
      const place = () => startPayment(deps, userId, request.body);
      const data = key ? await idempotentBookBike(deps.db, userId, key, request.body, place) : await place();
      return { success: true, message: 'ok', data };
    },
  );
};
