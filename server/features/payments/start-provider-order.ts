import { toPaise } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import { AppError } from '#server/errors.ts';
import type { PaymentCallDeps, ProviderOrder } from './payment-provider.ts';

/**
 * The provider order for `rupees` with the booking's id as its receipt, asked before any write (no
 * lock is held while the provider answers): the checkout's and the balance's. A provider that fails
 * is logged with `failure` and answered 500 paymentStartFailed (the customer may simply try again).
 */
export async function startProviderOrder(
  deps: Pick<PaymentCallDeps, 'provider' | 'log'>,
  rupees: number,
  bookingId: string,
  failure: string,
): Promise<ProviderOrder> {
  try {
    return await deps.provider.createOrder({ amountPaise: toPaise(rupees), receipt: bookingId });
  } catch (error) {
    deps.log.error({ err: error, bookingId }, failure);
    throw new AppError('INTERNAL', msg.paymentStartFailed);
  }
}
