import type { ProviderPaymentResponse } from '#shared/api/booking.ts';
import { msg } from '#shared/messages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { dismissToast, showError, showPending } from '#web/lib/toast.ts';
import { verifyPayment } from './api/payment-calls.ts';

/** Waits before the 2nd, 3rd, 4th and 5th try of verifyPayment after a network error (ms). */
export const VERIFY_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000] as const;
const PENDING_TOAST = 'verify-payment-retry';

export interface VerifyRetryOptions {
  verify?: (payment: ProviderPaymentResponse) => Promise<string>;
  delaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * verifyPayment after the customer paid (issue 28): the money is captured, so a network error (no
 * answer: ApiError status 0) is not the end. The call is tried again with growing waits while a
 * toast says the payment went through and the booking is being confirmed (verifyPayment is
 * idempotent: a try that reached the server answers the same booking). After the last try the
 * customer is told the payment is safe (the webhook and the reconcile will confirm or refund it).
 * Any answer from the server (a 409 refusal, a 400) is final and toasted as the server words it.
 */
export async function verifyWithRetry(
  payment: ProviderPaymentResponse,
  options: VerifyRetryOptions = {},
): Promise<string> {
  const verify = options.verify ?? ((body: ProviderPaymentResponse) => verifyPayment(body, { quiet: true }));
  const delays = options.delaysMs ?? VERIFY_RETRY_DELAYS_MS;
  const sleep = options.sleep ?? wait;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const bookingId = await verify(payment);
      if (attempt > 0) dismissToast(PENDING_TOAST);
      return bookingId;
    } catch (error) {
      const network = error instanceof ApiError && error.status === 0;
      const delay = delays[attempt];
      if (network && delay !== undefined) {
        showPending(msg.paymentVerifyRetrying, PENDING_TOAST);
        await sleep(delay);
        continue;
      }
      dismissToast(PENDING_TOAST);
      showError(network ? msg.paymentVerifyGaveUp : error instanceof Error ? error.message : msg.paymentVerifyGaveUp);
      throw error;
    }
  }
}
