import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { balanceOrders, bookings, payments, refunds, settlements } from '#server/db/schema/index.ts';
import { issueToken, signingKey } from '#server/features/accounts/tokens.ts';
import { recordSandboxPayment } from '#server/features/payments/sandbox-provider.ts';
import { paymentSignature } from '#server/features/payments/signature.ts';
import { webhookSignature } from '#server/features/payments/webhook-signature.ts';
import { createBike, createPartner, createUser, insertBooking } from '#server/test/factories.ts';
import {
  Cleanups,
  JWT_SECRET,
  createPostgresDatabase,
  openPglite,
  postgresAnswers,
  postgresUrl,
  startServer,
  tempDir,
} from './reliability-kit.ts';

/*
 * Issue 28: captured money survives a crash, and is never applied twice. A real server process
 * (sandbox provider) gets, all at once: one webhook payment.captured delivered 20 times for a live
 * hold, two different payments of one balance order verified 10 times each, and its start-up
 * reconcile of a run-out hold whose payment only the provider (sandbox_payments) knows. It is killed
 * with SIGKILL while those are under way. Restarted, the webhook is delivered again, both balance
 * payments verified again, and the reconcile runs again at start. Then: one payments row per payment,
 * the hold booked once, the balance paid once, the other balance capture refunded once, the run-out
 * hold booked, and no other refund.
 */

const KEY_SECRET = randomBytes(16).toString('hex');
const WEBHOOK_SECRET = randomBytes(16).toString('hex');
const HOUR = 3_600_000;
const cleanups = new Cleanups();
afterAll(() => cleanups.run());
let postgresUp = false;
beforeAll(async () => {
  postgresUp = await postgresAnswers(postgresUrl);
});

interface Engine {
  open(): Promise<Database>;
  shared: boolean;
  serverOptions: { dataDir?: string; databaseUrl?: string };
}

const pay = () => `pay_${randomBytes(7).toString('hex')}`;
const order = () => `order_${randomBytes(7).toString('hex')}`;

async function seed(db: Database['db']) {
  const user = await createUser(db);
  const partner = await createPartner(db);
  const ride = async (days: number, values: Partial<typeof bookings.$inferInsert>) => {
    const bike = await createBike(db, partner.id);
    const pickupAt = new Date(Date.now() + days * 24 * HOUR);
    return insertBooking(db, {
      userId: user.id,
      bikeId: bike.id,
      partnerId: partner.id,
      pickupAt,
      dropAt: new Date(pickupAt.getTime() + 24 * HOUR),
      ...values,
    });
  };
  // a live hold the webhook confirms
  const hold = await ride(20, {
    status: 'pending',
    providerOrderId: order(),
    holdExpiresAt: new Date(Date.now() + 10 * 60_000),
  });
  // a settled ride with ₹756 due and its balance order
  const settled = await ride(-2, { status: 'completed', providerOrderId: order(), paymentStatus: 'paid' });
  const dueOrder = order();
  await db.insert(settlements).values({
    bookingId: settled.id,
    allowanceKm: 120,
    excessKm: 0,
    excessCharge: 0,
    returnedAt: new Date(Date.now() - HOUR),
    lateHours: 0,
    lateFee: 0,
    cgst: 0,
    sgst: 0,
    damage: 1756,
    charges: 1756,
    deposit: 1000,
    depositRefund: 0,
    due: 756,
    status: 'balanceDue',
    dueOrderId: dueOrder,
  });
  await db.insert(balanceOrders).values({ id: dueOrder, bookingId: settled.id, amount: 756 });
  // a hold that ran out, paid at the provider, never reported
  const lapsed = await ride(25, {
    status: 'pending',
    providerOrderId: order(),
    holdExpiresAt: new Date(Date.now() - 5 * 60_000),
  });
  const lapsedPayment = pay();
  await recordSandboxPayment(db, {
    id: lapsedPayment,
    orderId: lapsed.providerOrderId ?? '',
    amountPaise: lapsed.grandTotal * 100,
  });
  const token = await issueToken(signingKey(JWT_SECRET), { sub: user.id, role: 'user', tv: user.tokenVersion });
  return { hold, holdPayment: pay(), settled, dueOrder, balancePayments: [pay(), pay()], lapsed, lapsedPayment, token };
}

type Seeded = Awaited<ReturnType<typeof seed>>;

function webhook(baseUrl: string, s: Seeded, eventId: string) {
  const raw = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: s.holdPayment,
          order_id: s.hold.providerOrderId,
          amount: s.hold.grandTotal * 100,
          status: 'captured',
        },
      },
    },
  });
  return fetch(`${baseUrl}/api/razorpay/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': webhookSignature(WEBHOOK_SECRET, raw),
    },
    body: raw,
  }).catch(() => undefined);
}

function verifyBalance(baseUrl: string, s: Seeded, paymentId: string) {
  return fetch(`${baseUrl}/api/verifyBalancePayment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
    body: JSON.stringify({
      razorpay_order_id: s.dueOrder,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(KEY_SECRET, s.dueOrder, paymentId),
    }),
  }).catch(() => undefined);
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function crashAndRestart(engine: Engine, dir: string) {
  let database = await engine.open();
  const s = await seed(database.db);
  if (!engine.shared) await database.close();
  const env = { RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, LOG_LEVEL: 'info' };
  const eventId = `evt_${randomBytes(7).toString('hex')}`;

  // 1. everything at once, and the server killed while it is under way
  const first = await startServer({ dir, name: 'captures-first', ...engine.serverOptions, env });
  const inFlight = [
    ...Array.from({ length: 20 }, () => webhook(first.baseUrl, s, eventId)),
    ...s.balancePayments.flatMap((id) => Array.from({ length: 10 }, () => verifyBalance(first.baseUrl, s, id))),
  ];
  // killed as soon as the first of them is answered: the others are under way
  await Promise.race([
    Promise.any(inFlight.map(async (call) => ((await call)?.ok ? true : Promise.reject(new Error('no answer'))))),
    new Promise((resolve) => setTimeout(resolve, 10_000)),
  ]).catch(() => undefined);
  first.signal('SIGKILL');
  await first.exited;
  const before = await Promise.all(inFlight);
  const answeredBeforeKill = before.filter((res) => res?.ok).length;

  // 2. restarted: delivered and verified again; its start-up reconcile asks the provider again
  const second = await startServer({ dir, name: 'captures-second', ...engine.serverOptions, env });
  cleanups.add(() => second.stop('SIGKILL'));
  expect((await webhook(second.baseUrl, s, eventId))?.status).toBe(200);
  const verified = await Promise.all(s.balancePayments.map((id) => verifyBalance(second.baseUrl, s, id)));
  expect(verified.map((res) => res?.status).sort()).toEqual([200, 409]);
  await waitFor(async () => {
    const res = await fetch(`${second.baseUrl}/api/findOrder?id=${s.lapsed.id}`, {
      headers: { authorization: `Bearer ${s.token}` },
    });
    return res.ok;
  });
  await second.stop('SIGTERM');

  // 3. the books: each payment once, one refund (the balance's second capture), nothing else
  if (!engine.shared) database = await engine.open();
  const ids = [s.holdPayment, ...s.balancePayments, s.lapsedPayment];
  const rows = await database.db.select().from(payments).where(inArray(payments.providerPaymentId, ids));
  expect(rows).toHaveLength(4);
  const byId = new Map(rows.map((row) => [row.providerPaymentId, row]));
  expect(byId.get(s.holdPayment)).toMatchObject({ bookingId: s.hold.id, status: 'captured', purpose: 'booking' });
  expect(byId.get(s.lapsedPayment)).toMatchObject({
    bookingId: s.lapsed.id,
    status: 'captured',
    signature: 'via-reconcile',
  });
  const balance = s.balancePayments.map((id) => byId.get(id));
  expect(balance.map((row) => row?.status).sort()).toEqual(['captured', 'failed']);
  const back = await database.db.select().from(refunds).where(inArray(refunds.providerPaymentId, ids));
  const loser = balance.find((row) => row?.status === 'failed');
  expect(back).toMatchObject([{ providerPaymentId: loser?.providerPaymentId, amount: 756, reason: 'unapplied' }]);
  const [held] = await database.db.select().from(bookings).where(eq(bookings.id, s.hold.id));
  const [lapsed] = await database.db.select().from(bookings).where(eq(bookings.id, s.lapsed.id));
  expect(held?.status).toBe('booked');
  expect(lapsed?.status).toBe('booked');
  const [settlement] = await database.db.select().from(settlements).where(eq(settlements.bookingId, s.settled.id));
  expect(settlement?.duePaidAt).toBeInstanceOf(Date);
  const [{ count } = { count: -1 }] = await database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.bookingId, s.hold.id));
  expect(count).toBe(1);
  console.info(
    `captures crash: ${answeredBeforeKill} of ${inFlight.length} calls answered before the kill; after the restart: 4 payments, 1 refund`,
  );
  if (engine.shared) await database.close();
}

describe('a server killed while the webhook, verifyBalancePayment and the reconcile apply captures', () => {
  it('PGlite: restarted, every capture is applied once, one refund', { timeout: 300_000 }, async () => {
    const dir = await tempDir(cleanups);
    const dataDir = `${dir}/data`;
    await mkdir(dataDir, { recursive: true });
    await crashAndRestart({ open: () => openPglite(dataDir), shared: false, serverOptions: { dataDir } }, dir);
  });

  it('PostgreSQL: the same', { timeout: 300_000 }, async (context) => {
    if (!postgresUp || !postgresUrl) return context.skip();
    const dir = await tempDir(cleanups);
    const { url, database } = await createPostgresDatabase(postgresUrl, cleanups);
    await crashAndRestart({ open: async () => database, shared: true, serverOptions: { databaseUrl: url } }, dir);
  });
});
