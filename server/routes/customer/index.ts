import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userLoginBody, userSessionResponse } from '#shared/api/auth.ts';
import { forgetPasswordBody } from '#shared/api/account.ts';
import { guardArea } from '../../plugins/auth.ts';
import { languageRoutes } from '../language-routes.ts';
import { moneyTimelineRoutes } from '../money-timeline-routes.ts';
import { sessionRoutes } from '../session-routes.ts';
import { createPaymentProvider } from '../../features/payments/create-payment-provider.ts';
import { passwordResetRoutes } from '../password-reset-routes.ts';
import { balanceRoutes } from './balance.ts';
import { catalogRoutes } from './catalog.ts';
import { chatRoutes } from './chat.ts';
import { checkoutRoutes } from './checkout.ts';
import { invoiceRoutes } from './invoices.ts';
import { licenceRoutes } from './licence.ts';
import { paymentRoutes } from './payment.ts';
import { profileRoutes } from './profile.ts';
import { razorpayWebhookRoutes } from './razorpay-webhook.ts';
import { registrationRoutes } from './registration.ts';
import { reviewRoutes } from './reviews.ts';
import { rideRoutes } from './rides.ts';
import { searchRoutes } from './search.ts';
import { textWebhookRoutes } from './text-webhooks.ts';

/**
 * Customer calls under /api. The guard is registered once, before the route files, so it covers all of
 * them: every route needs a user token except those marked `config: { public: true }`.
 */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  guardArea(app, 'user');

  await app.register(
    sessionRoutes({
      role: 'user',
      tag: 'customer',
      loginBody: userLoginBody,
      sessionResponse: userSessionResponse,
      restorePath: '/checkIfUser',
    }),
  );
  await app.register(catalogRoutes);
  await app.register(registrationRoutes);
  await app.register(
    passwordResetRoutes({
      role: 'user',
      tag: 'customer',
      requestBody: forgetPasswordBody,
      resendPath: '/forgetPassResendOtp',
    }),
  );
  await app.register(profileRoutes);
  await app.register(licenceRoutes);
  await app.register(chatRoutes);

  // search, checkout, payment, rides and reviews (issue 6); one payment provider for the app
  const provider = createPaymentProvider(app.deps.env, app.deps.db);
  await app.register(searchRoutes);
  await app.register(checkoutRoutes, { provider });
  await app.register(paymentRoutes, { provider });
  await app.register(invoiceRoutes);
  await app.register(moneyTimelineRoutes('user', 'customer'));
  await app.register(languageRoutes('user', 'customer'));
  await app.register(balanceRoutes, { provider });
  // the provider tells us of captures and refunds (issue 28): public, signed by the webhook secret
  await app.register(razorpayWebhookRoutes, { provider });
  // WhatsApp and SMS delivery reports (issue #33): public, verified by signature or shared secret
  await app.register(textWebhookRoutes);
  await app.register(rideRoutes);
  await app.register(reviewRoutes);
};
