import { eq } from 'drizzle-orm';
import { bookings, payments, refunds, settlementAdjustments, settlements } from '#server/db/schema/index.ts';
import { recordRefund } from '#server/features/refunds/record-refund.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { HOUR, paidRide } from './cancellation-test-kit.ts';

/** Helpers for the balance, dispute and adjustment tests (issue #17). */

export interface SettledRideOptions {
  /** the refundable deposit paid with the rent (default 1000) */
  deposit?: number;
  /** the damage charge (default 1500) */
  damage?: number;
  /** when the ride was settled (default now) */
  settledAt?: Date;
  email?: string;
}

/**
 * The settlement row of a completed booking as completeRide leaves it: charges of ₹200 excess km +
 * ₹28 CGST + ₹28 SGST + the damage against the deposit, and the deposit refund row when the deposit
 * covered the charges (when the booking has a captured payment).
 */
export async function insertSettlement(t: TestApp, bookingId: string, options: SettledRideOptions = {}) {
  const deposit = options.deposit ?? 1000;
  const damage = options.damage ?? 1500;
  const charges = 200 + 28 + 28 + damage;
  await t.db.update(bookings).set({ status: 'completed', deposit }).where(eq(bookings.id, bookingId));
  const [row] = await t.db
    .insert(settlements)
    .values({
      bookingId,
      startKm: 1000,
      endKm: 1170,
      allowanceKm: 120,
      excessKm: 50,
      excessCharge: 200,
      returnedAt: new Date(Date.now() - 6 * HOUR),
      lateHours: 0,
      lateFee: 0,
      cgst: 28,
      sgst: 28,
      damage,
      damageNote: damage > 0 ? 'Scratched left mirror and dented tank' : '',
      charges,
      deposit,
      depositRefund: Math.max(0, deposit - charges),
      due: Math.max(0, charges - deposit),
      status: charges > deposit ? 'balanceDue' : 'settled',
      createdAt: options.settledAt ?? new Date(),
    })
    .returning();
  if (!row) throw new Error('settlement not created');
  await recordRefund(t.db, { bookingId, amount: row.depositRefund, reason: 'deposit', kind: 'deposit' });
  return row;
}

/**
 * A completed ride of a new customer with its settlement (insertSettlement): a ₹1000 rent paid with
 * the deposit in one captured payment.
 */
export async function settledRide(t: TestApp, options: SettledRideOptions = {}) {
  const deposit = options.deposit ?? 1000;
  const ride = await paidRide(t, { pickupAt: new Date(Date.now() - 30 * HOUR), email: options.email });
  await t.db
    .update(payments)
    .set({ amount: ride.booking.grandTotal + deposit })
    .where(eq(payments.bookingId, ride.booking.id));
  const settlement = await insertSettlement(t, ride.booking.id, { ...options, deposit });
  return { ...ride, settlement };
}

export const settlementOf = async (t: TestApp, bookingId: string) =>
  (await t.db.select().from(settlements).where(eq(settlements.bookingId, bookingId)))[0];

export const paymentsOf = (t: TestApp, bookingId: string) =>
  t.db.select().from(payments).where(eq(payments.bookingId, bookingId));

export const adjustmentsOf = (t: TestApp, bookingId: string) =>
  t.db.select().from(settlementAdjustments).where(eq(settlementAdjustments.bookingId, bookingId));

export const adjustmentRefundsOf = async (t: TestApp, bookingId: string) =>
  (await t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId))).filter((r) => r.kind === 'adjustment');
