import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { storedPayment } from '#server/features/payments/stored-payment.ts';

/**
 * A payment seen before: the same booking again (captured), or the same refusal (failed, 409).
 * Another customer's payment is a 404; an unknown one, undefined.
 */
export async function knownPayment(
  db: DbOrTx,
  userId: string,
  paymentId: string,
): Promise<{ bookingId: string } | undefined> {
  const known = await storedPayment(db, paymentId);
  if (!known) return undefined;
  if (known.userId !== userId) throw new AppError('NOT_FOUND', msg.orderNotFound);
  if (known.status !== 'captured') throw new AppError('CONFLICT', msg.paymentNotConfirmed);
  return { bookingId: known.bookingId };
}
