import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { bookings, payments, refunds } from '#server/db/schema/index.ts';
import { postPaymentApplied } from '#server/features/journal/post-booking-events.ts';
import { bearer, createBike, createPartner, createUser, insertBooking, tokenFor } from '#server/test/factories.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { clientIp } from './account-test-kit.ts';

/** Helpers for the cancellation and refund tests (issue #16). */

export const HOUR = 60 * 60 * 1000;

/** `inject` from a client address of its own (rate limits count per address). */
export function cancellationApi(t: TestApp) {
  return (options: InjectOptions): Promise<LightMyRequestResponse> =>
    t.app.inject({ ...options, headers: { 'x-forwarded-for': clientIp(), ...(options.headers ?? {}) } });
}

/** Pins the app's clock (quote, cancellation) at `at`; `null` gives it back the real one. */
export function pinClock(t: TestApp, at: Date | null) {
  t.app.deps.now = at ? () => at : () => new Date();
}

/**
 * A booked, paid ride (a captured sandbox payment of `grandTotal` + `deposit`) of a new customer on a
 * new bike of a new partner, picked up at `pickupAt`, paid under `policyId` (null: a booking older
 * than the policies). Answers the rows and the customer's and partner's headers.
 */
export async function paidRide(
  t: TestApp,
  options: {
    pickupAt?: Date;
    grandTotal?: number;
    deposit?: number;
    policyId?: number | null;
    email?: string;
    plate?: string;
  } = {},
) {
  const user = await createUser(t.db, options.email ? { email: options.email } : {});
  const partner = await createPartner(t.db);
  const bike = await createBike(t.db, partner.id, options.plate ? { plateNumber: options.plate } : {});
  const pickupAt = options.pickupAt ?? new Date(Date.now() + 48 * HOUR);
  const orderId = `order_${randomBytes(6).toString('hex')}`;
  const booking = await insertBooking(t.db, {
    userId: user.id,
    bikeId: bike.id,
    partnerId: partner.id,
    pickupAt,
    dropAt: new Date(pickupAt.getTime() + 24 * HOUR),
    grandTotal: options.grandTotal ?? 1000,
    deposit: options.deposit ?? 0,
    paymentStatus: 'paid',
    providerOrderId: orderId,
    cancellationPolicyId: options.policyId ?? null,
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
      amount: booking.grandTotal + booking.deposit,
      status: 'captured',
    });
    await postPaymentApplied(tx, paymentId);
  });
  return {
    booking,
    user,
    partner,
    bike,
    headers: bearer(await tokenFor(t.app, 'user', user)),
    partnerHeaders: bearer(await tokenFor(t.app, 'partner', partner)),
  };
}

/** The refund rows of a booking. */
export const refundsOf = (t: TestApp, bookingId: string) =>
  t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));

/** The booking row. */
export const bookingRowOf = async (t: TestApp, bookingId: string) =>
  (await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0];
