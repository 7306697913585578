import { randomBytes, randomInt } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { istWeekStart } from '#shared/domain/time.ts';
import { bookings, partnerLocations, payouts } from '#server/db/schema/index.ts';
import { solidPng } from '#server/test/test-images.ts';
import { createBike, createPartner, insertBooking } from '#server/test/factories.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { clientIp } from '#server/test/kits/account-test-kit.ts';

/** Records the route samples make for their owners. */

let png: Promise<Buffer> | undefined;
/** A small valid PNG, made once. */
export const samplePng = () => (png ??= solidPng());

/** `inject` from a client address of its own, so no sample spends another's rate limit. */
export function injectFresh(t: TestApp, options: InjectOptions): Promise<LightMyRequestResponse> {
  return t.app.inject({ ...options, headers: { 'x-forwarded-for': clientIp(), ...(options.headers ?? {}) } });
}

/** Throws unless a set-up call answered 2xx (a sample that cannot be built is a broken test). */
export function expectOk(res: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (res.statusCode < 200 || res.statusCode > 299) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res;
}

export const hex = (bytes = 4) => randomBytes(bytes).toString('hex');

/** A valid Indian mobile number. */
export const sampleMobile = () => `9${randomInt(100000000, 999999999)}`;

const HOUR = 60 * 60 * 1000;

/**
 * A booking of `userId` on a new bike of `partnerId` (a new partner when not given), `startsIn` hours
 * from now, 24 hours long.
 */
export async function bookingOf(
  t: TestApp,
  userId: string,
  options: { partnerId?: string; startsIn: number; values?: Partial<typeof bookings.$inferInsert> },
) {
  const partnerId = options.partnerId ?? (await createPartner(t.db)).id;
  const bike = await createBike(t.db, partnerId);
  const pickupAt = new Date(Date.now() + options.startsIn * HOUR);
  return insertBooking(t.db, {
    userId,
    bikeId: bike.id,
    partnerId,
    pickupAt,
    dropAt: new Date(pickupAt.getTime() + 24 * HOUR),
    ...options.values,
  });
}

/** A pick-up/drop point of the partner with a name nobody else has. */
export async function pointOf(t: TestApp, partnerId: string) {
  const [point] = await t.db
    .insert(partnerLocations)
    .values({ partnerId, name: `Gate ${hex()}` })
    .returning();
  if (!point) throw new Error('point not created');
  return point;
}

/**
 * Lets the holds the customer's earlier samples left lapse (as 15 minutes would), so a sample that
 * needs a live hold is not refused by the 3-live-holds rule: the matrix sends one customer far more
 * checkouts than a person makes in 15 minutes.
 */
export async function lapseLiveHolds(t: TestApp, userId: string) {
  await t.db
    .update(bookings)
    .set({ holdExpiresAt: sql`now() - interval '1 second'` })
    .where(and(eq(bookings.userId, userId), eq(bookings.status, 'pending')));
}

/** A payout of this week to the partner (a commission invoice's subject, issue #34): its week and id. */
export async function payoutOf(t: TestApp, partnerId: string): Promise<{ week: string; id: string }> {
  const week = istWeekStart(new Date());
  // built again for each caller of the matrix: the partner's week is paid once
  await t.db
    .insert(payouts)
    .values({ partnerId, week, reference: `UTR${hex()}`, net: 100 })
    .onConflictDoNothing();
  const [row] = await t.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.partnerId, partnerId), eq(payouts.week, week)));
  if (!row) throw new Error('payout not created');
  return { week, id: row.id };
}
