import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginBody, adminSessionResponse } from '#shared/api/auth.ts';
import { guardArea } from '../../plugins/auth.ts';
import { moneyTimelineRoutes } from '../money-timeline-routes.ts';
import { sessionRoutes } from '../session-routes.ts';
import { backupRoutes } from './backups.ts';
import { cancellationRoutes } from './cancellations.ts';
import { chatRoutes } from './chat.ts';
import { couponRoutes } from './coupons.ts';
import { dashboardRoutes } from './dashboard.ts';
import { financeRoutes } from './finance.ts';
import { mailRoutes } from './mails.ts';
import { partnerRoutes } from './partners.ts';
import { payoutRoutes } from './payouts.ts';
import { refundRoutes } from './refunds.ts';
import { settlementRoutes } from './settlements.ts';
import { invoiceRoutes } from './invoices.ts';
import { licenceRoutes } from './licences.ts';
import { userRoutes } from './users.ts';

/**
 * Admin calls under /api/admin. The guard is registered once, before the route files, so it covers
 * all of them: every route needs the token of an admin who still exists, except login
 * (`config: { public: true }`).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  guardArea(app, 'admin');

  await app.register(
    sessionRoutes({
      role: 'admin',
      tag: 'admin',
      loginBody: adminLoginBody,
      sessionResponse: adminSessionResponse,
      restorePath: '/checkIfAdmin',
    }),
  );
  await app.register(dashboardRoutes);
  await app.register(partnerRoutes);
  await app.register(userRoutes);
  await app.register(couponRoutes);
  await app.register(chatRoutes);
  await app.register(cancellationRoutes);
  await app.register(refundRoutes);
  await app.register(settlementRoutes);
  await app.register(payoutRoutes);
  await app.register(financeRoutes);
  await app.register(invoiceRoutes);
  await app.register(moneyTimelineRoutes('admin', 'admin'));
  await app.register(backupRoutes);
  await app.register(mailRoutes);
  await app.register(licenceRoutes);
};
