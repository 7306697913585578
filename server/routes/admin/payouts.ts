import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markPayoutPaidBody,
  markPayoutPaidResponse,
  payoutAdjustmentBody,
  payoutEntriesQuery,
  payoutEntriesResponse,
  payoutAdjustmentResponse,
  payoutSettingsBody,
  payoutSettingsResponse,
  payoutsQuery,
  payoutsResponse,
} from '#shared/api/ledger.ts';
import { msg } from '#shared/messages.ts';
import { listPayouts, payoutEntries } from '#server/features/ledger/list-payouts.ts';
import { markPayoutPaid } from '#server/features/ledger/mark-payout-paid.ts';
import { payoutAdjustment } from '#server/features/ledger/payout-adjustment.ts';
import { currentPayoutSettings, savePayoutSettings } from '#server/features/ledger/payout-settings.ts';
import { caller } from '#server/plugins/auth.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/** SETTINGS and PAYOUTS (issue #18): the payout rates, the weekly statement, paying a week, adjustments. */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', { schema: { ...secured, response: { 200: payoutSettingsResponse } } }, async () => {
    return { success: true, message: msg.payoutSettings, data: await currentPayoutSettings(app.deps.db) };
  });

  app.put(
    '/settings',
    { schema: { ...secured, body: payoutSettingsBody, response: { 200: payoutSettingsResponse } } },
    async (request) => {
      const data = await savePayoutSettings(app.deps.db, caller(request).id, request.body);
      return { success: true, message: msg.payoutSettingsSaved, data };
    },
  );

  app.get(
    '/payouts',
    { schema: { ...secured, querystring: payoutsQuery, response: { 200: payoutsResponse } } },
    async (request) => {
      return { success: true, message: msg.payoutsListed, data: await listPayouts(app.deps.db, request.query.week) };
    },
  );

  app.get(
    '/payoutEntries',
    { schema: { ...secured, querystring: payoutEntriesQuery, response: { 200: payoutEntriesResponse } } },
    async (request) => {
      const data = await payoutEntries(app.deps.db, request.query.partnerId, request.query.week);
      return { success: true, message: msg.payoutEntriesListed, data };
    },
  );

  app.post(
    '/markPayoutPaid',
    { schema: { ...secured, body: markPayoutPaidBody, response: { 200: markPayoutPaidResponse } } },
    async (request) => {
      const deps = { db: app.deps.db, outbox: app.deps.outbox, log: app.log, now: () => app.deps.now() };
      const data = await markPayoutPaid(deps, caller(request).id, request.body);
      return { success: true, message: msg.payoutMarkedPaid, data };
    },
  );

  app.post(
    '/payoutAdjustment',
    { schema: { ...secured, body: payoutAdjustmentBody, response: { 200: payoutAdjustmentResponse } } },
    async (request) => {
      const data = await payoutAdjustment(app.deps.db, caller(request).id, request.body);
      return { success: true, message: msg.adjustmentRecorded, data };
    },
  );
};
