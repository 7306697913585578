import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { istDate, istTime } from '#shared/domain/time.ts';
import { payments, refunds, settlements } from '#server/db/schema/index.ts';
import { postPaymentApplied } from '#server/features/journal/post-booking-events.ts';
import { bearer, createBike, createPartner, createUser, insertBooking, tokenFor } from '#server/test/factories.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { clientIp } from './account-test-kit.ts';

/** Helpers for the settlement-at-return tests (issue #17). */

export const HOUR = 60 * 60 * 1000;

/** `inject` from a client address of its own (rate limits count per address). */
export function settlementApi(t: TestApp) {
  return (options: InjectOptions): Promise<LightMyRequestResponse> =>
    t.app.inject({ ...options, headers: { 'x-forwarded-for': clientIp(), ...(options.headers ?? {}) } });
}

/**
 * A booked, paid ride with a deposit: a new customer on a new bike (₹120 an hour) of a new partner,
 * picked up at `pickupAt` (default 74 hours ago, on the hour: a ride returned well before now, since a return
 * may not lie in the future, issue #28) for `hours` hours (default 24, rent at least 24 h), paid
 * with a captured sandbox payment of grandTotal + deposit. Answers the rows and both sides' headers.
 */
export async function paidRideWithDeposit(
  t: TestApp,
  options: { pickupAt?: Date; hours?: number; deposit?: number; rentPerHour?: number; partnerId?: string } = {},
) {
  const user = await createUser(t.db);
  const partner = options.partnerId ? { id: options.partnerId } : await createPartner(t.db);
  const rentPerHour = options.rentPerHour ?? 120;
  const bike = await createBike(t.db, partner.id, { rentPerHour });
  const hours = options.hours ?? 24;
  const pickupAt = options.pickupAt ?? new Date(Math.floor(Date.now() / HOUR) * HOUR - 74 * HOUR);
  const rent = Math.max(hours, 24) * rentPerHour;
  const cgst = Math.floor((rent * 14) / 100);
  const deposit = options.deposit ?? 2000;
  const orderId = `order_${randomBytes(6).toString('hex')}`;
  const booking = await insertBooking(t.db, {
    userId: user.id,
    bikeId: bike.id,
    partnerId: partner.id,
    pickupAt,
    dropAt: new Date(pickupAt.getTime() + hours * HOUR),
    hours,
    rent,
    cgst,
    sgst: cgst,
    totalAmount: rent,
    grandTotal: rent + 2 * cgst,
    deposit,
    paymentStatus: 'paid',
    providerOrderId: orderId,
  });
  const paymentId = `pay_${randomBytes(6).toString('hex')}`;
  // as confirmBooking does: the payment and its journal posting together
  await t.db.transaction(async (tx) => {
    await tx.insert(payments).values({
      bookingId: booking.id,
      provider: 'sandbox',
      providerOrderId: orderId,
      providerPaymentId: paymentId,
      signature: 'test',
      amount: booking.grandTotal + deposit,
      status: 'captured',
    });
    await postPaymentApplied(tx, paymentId);
  });
  const partnerRow = 'tokenVersion' in partner ? partner : null;
  return {
    booking,
    user,
    partnerId: partner.id,
    bike,
    headers: bearer(await tokenFor(t.app, 'user', user)),
    partnerHeaders: partnerRow ? bearer(await tokenFor(t.app, 'partner', partnerRow)) : {},
  };
}

/** A completeRide body returning `lateMs` after the drop (India time, to the minute), all else valid. */
export function completeBody(
  booking: { id: string; dropAt: Date },
  overrides: Record<string, unknown> = {},
  lateMs = 0,
): Record<string, unknown> {
  const returnedAt = new Date(booking.dropAt.getTime() + lateMs);
  return {
    id: booking.id,
    startKm: 12_000,
    endKm: 12_100,
    returnDate: istDate(returnedAt),
    returnTime: istTime(returnedAt),
    ...overrides,
  };
}

export const settlementOf = async (t: TestApp, bookingId: string) =>
  (await t.db.select().from(settlements).where(eq(settlements.bookingId, bookingId)))[0];

export const refundsOf = (t: TestApp, bookingId: string) =>
  t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
