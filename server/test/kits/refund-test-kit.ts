import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookings, payments, refunds } from '#server/db/schema/index.ts';
import { recordRefund, type RefundRow } from '#server/features/refunds/record-refund.ts';
import { providerId, sandboxPaymentId } from '#server/features/payments/sandbox-provider.ts';
import { createBike, createPartner, createUser, insertBooking } from '#server/test/factories.ts';

/**
 * A paid ride cancelled with its refund, written as the cancellation does: the booking's change and
 * the pending refund row in one transaction. `paymentId` default: a fresh sandbox payment id (a card
 * number gives the sandbox's id for that card).
 */
export async function cancelledWithRefund(
  db: Db,
  options: { amount?: number; provider?: 'sandbox' | 'razorpay'; paymentId?: string; cardDigits?: string } = {},
): Promise<RefundRow> {
  const user = await createUser(db);
  const partner = await createPartner(db);
  const bike = await createBike(db, partner.id);
  const pickupAt = new Date(Date.now() + 10 * 24 * 3_600_000);
  const booking = await insertBooking(db, {
    userId: user.id,
    bikeId: bike.id,
    partnerId: partner.id,
    pickupAt,
    dropAt: new Date(pickupAt.getTime() + 24 * 3_600_000),
  });
  const paymentId = options.paymentId ?? (options.cardDigits ? sandboxPaymentId(options.cardDigits) : providerId('pay'));
  await db.insert(payments).values({
    bookingId: booking.id,
    provider: options.provider ?? 'sandbox',
    providerOrderId: providerId('order'),
    providerPaymentId: paymentId,
    signature: 'test',
    amount: booking.grandTotal,
    status: 'captured',
  });
  const row = await db.transaction(async (tx) => {
    await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    return recordRefund(tx, { bookingId: booking.id, amount: options.amount ?? 1_500, reason: 'customer' });
  });
  if (!row) throw new Error('refund not recorded');
  return row;
}

/** The refund's row now. */
export async function refundRow(db: Db, id: string): Promise<RefundRow> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  if (!row) throw new Error(`refund ${id} not found`);
  return row;
}

/** Waits until the refund's status is `status` (polling the row every 20 ms); its row then. */
export async function refundReaches(
  db: Db,
  id: string,
  status: RefundRow['status'],
  timeoutMs = 10_000,
): Promise<RefundRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await refundRow(db, id);
    if (row.status === status) return row;
    if (Date.now() > deadline) throw new Error(`refund ${id} still ${row.status} (wanted ${status}): ${row.lastError ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
