import { eq } from 'drizzle-orm';
import type { BookBikeBody, BookBikeResponse } from '#shared/api/booking.ts';
import { toPaise } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import type { PaymentProvider } from '#server/features/payments/payment-provider.ts';
import { applyTransition } from './apply-transition.ts';
import { placeHold } from './place-hold.ts';

export interface StartPaymentDeps {
  db: Db;
  provider: PaymentProvider;
  log: { error(obj: object, message: string): void };
}

/**
 * bookbike: places the 15-minute hold (place-hold.ts), then creates the provider order for its grand
 * total and stores the order id on the hold. The order is created after the hold's transaction has
 * committed, so no database transaction waits on the provider's servers; if the provider fails, the
 * hold is released at once and the customer is asked to try again.
 */
export async function startPayment(
  deps: StartPaymentDeps,
  userId: string,
  body: BookBikeBody,
): Promise<BookBikeResponse['data']> {
  const hold = await placeHold(deps.db, userId, body);
  const release = () =>
    applyTransition(deps.db, 'releaseHold', { bookingId: hold.bookingId, by: { role: 'customer', userId } });

  let order;
  try {
    order = await deps.provider.createOrder({ amountPaise: toPaise(hold.quote.grandTotal), receipt: hold.bookingId });
  } catch (error) {
    deps.log.error({ err: error, bookingId: hold.bookingId }, 'payment order not created');
    await release();
    throw new AppError('INTERNAL', msg.paymentStartFailed);
  }
  await deps.db.update(bookings).set({ providerOrderId: order.id }).where(eq(bookings.id, hold.bookingId));
  return {
    id: order.id,
    amount: order.amount,
    currency: 'INR',
    key: deps.provider.keyId,
    provider: deps.provider.name,
    bookingId: hold.bookingId,
    holdExpiresAt: hold.holdExpiresAt.toISOString(),
    quote: hold.quote,
  };
}
