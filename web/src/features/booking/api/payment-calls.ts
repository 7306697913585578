import {
  applyCouponResponse,
  bookBikeResponse,
  sandboxPayResponse,
  verifyPaymentResponse,
  type ApplyCouponInput,
  type BookBikeInput,
  type ProviderPaymentResponse,
  type SandboxPayBody,
} from '#shared/api/booking.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/applyCoupon: the server prices the bike's ride and answers the discount (toasts a refusal). */
export async function applyCoupon(body: ApplyCouponInput) {
  return (await apiRequest('customer', '/applyCoupon', { body, schema: applyCouponResponse })).data;
}

/** POST /api/bookbike: places the 15-minute hold and creates the provider order (toasts a refusal). */
export async function bookBike(body: BookBikeInput) {
  return (await apiRequest('customer', '/bookbike', { body, schema: bookBikeResponse })).data;
}

/**
 * POST /api/sandboxPay: pays the order with the sandbox card form. Quiet: the card form shows a
 * declined card or a bad field itself, under the form.
 */
export async function sandboxPay(body: SandboxPayBody) {
  return (await apiRequest('customer', '/sandboxPay', { body, schema: sandboxPayResponse, quiet: true })).data;
}

/** POST /api/verifyPayment: confirms the booking; answers its id. `quiet`: the caller toasts a failure. */
export async function verifyPayment(body: ProviderPaymentResponse, options: { quiet?: boolean } = {}) {
  return (await apiRequest('customer', '/verifyPayment', { body, schema: verifyPaymentResponse, ...options })).data
    .bookingId;
}
