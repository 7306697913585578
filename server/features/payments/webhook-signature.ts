import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw request body, keyed by the webhook secret. */
export function webhookSignature(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** True when `signature` (the X-Razorpay-Signature header) signs `rawBody`, compared in constant time. */
export function isValidWebhookSignature(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(webhookSignature(secret, rawBody), 'utf8');
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
