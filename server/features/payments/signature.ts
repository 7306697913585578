import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's payment signature: hex HMAC-SHA256 of `order_id + "|" + payment_id`, keyed by the key
 * secret. The sandbox signs exactly the same way, so verifyPayment has one code path.
 */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** True when `signature` is the right one, compared in constant time (no early exit on a mismatch). */
export function isValidPaymentSignature(
  secret: string,
  input: { orderId: string; paymentId: string; signature: string },
): boolean {
  const expected = Buffer.from(paymentSignature(secret, input.orderId, input.paymentId), 'utf8');
  const given = Buffer.from(input.signature.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
