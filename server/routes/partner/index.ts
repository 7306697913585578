import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerLoginBody, partnerSessionResponse } from '#shared/api/auth.ts';
import { partnerForgotPasswordForm } from '#shared/api/partner.ts';
import { guardArea } from '../../plugins/auth.ts';
import { languageRoutes } from '../language-routes.ts';
import { moneyTimelineRoutes } from '../money-timeline-routes.ts';
import { sessionRoutes } from '../session-routes.ts';
import { passwordResetRoutes } from '../password-reset-routes.ts';
import { availabilityRoutes } from './availability.ts';
import { bikeRoutes } from './bikes.ts';
import { bookingRoutes } from './bookings.ts';
import { dashboardRoutes } from './dashboard.ts';
import { earningsRoutes } from './earnings.ts';
import { joinUsRoutes } from './join-us.ts';
import { locationPointRoutes } from './location-points.ts';
import { invoiceRoutes } from './invoices.ts';
import { profileRoutes } from './profile.ts';

/**
 * Partner calls under /api/partner. The guard is registered once, before the route files, so it covers
 * all of them: every route needs the token of a partner who exists, is not blocked and whose request
 * was accepted, except those marked `config: { public: true }` (login, join-us, the forgot flow).
 */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  guardArea(app, 'partner');

  await app.register(
    sessionRoutes({
      role: 'partner',
      tag: 'partner',
      loginBody: partnerLoginBody,
      sessionResponse: partnerSessionResponse,
      restorePath: '/checkIfPartner',
    }),
  );
  await app.register(joinUsRoutes);
  await app.register(
    passwordResetRoutes({
      role: 'partner',
      tag: 'partner',
      requestBody: partnerForgotPasswordForm,
      resendPath: '/resendOtp',
    }),
  );
  await app.register(dashboardRoutes);
  await app.register(bikeRoutes);
  await app.register(bookingRoutes);
  await app.register(profileRoutes);
  await app.register(locationPointRoutes);
  await app.register(availabilityRoutes);
  await app.register(earningsRoutes);
  await app.register(invoiceRoutes);
  await app.register(moneyTimelineRoutes('partner', 'partner'));
  await app.register(languageRoutes('partner', 'partner'));
};
