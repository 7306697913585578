import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, payments } from '#server/db/schema/index.ts';

/**
 * A payment recorded before, by the provider's payment id (unique: recordPayment), with the customer of
 * the ride it was for: what a replayed verification, webhook or reconcile answers from. Undefined: never
 * recorded.
 */
export async function storedPayment(db: DbOrTx, providerPaymentId: string) {
  const [stored] = await db
    .select({
      bookingId: payments.bookingId,
      amount: payments.amount,
      purpose: payments.purpose,
      status: payments.status,
      userId: bookings.userId,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.providerPaymentId, providerPaymentId));
  return stored;
}
