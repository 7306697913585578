import { describe, expect, it } from 'vitest';
import { isValidPaymentSignature, paymentSignature } from './signature.ts';

// Computed independently: printf 'order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l' | openssl dgst -sha256 -hmac EnLs21M47BllR3X8PSFtjtbd
const vector = {
  secret: 'EnLs21M47BllR3X8PSFtjtbd',
  orderId: 'order_IEIaMR65cu6nz3',
  paymentId: 'pay_IH4NVgf4Dreq1l',
  signature: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
};

describe('payment signatures (Razorpay scheme)', () => {
  it('signs order_id|payment_id with HMAC-SHA256 of the key secret, in hex', () => {
    expect(paymentSignature(vector.secret, vector.orderId, vector.paymentId)).toBe(vector.signature);
  });

  it('accepts the right signature and refuses any change', () => {
    expect(isValidPaymentSignature(vector.secret, vector)).toBe(true);
    expect(isValidPaymentSignature(vector.secret, { ...vector, signature: vector.signature.toUpperCase() })).toBe(true);
    expect(isValidPaymentSignature(vector.secret, { ...vector, signature: `${vector.signature.slice(0, -1)}e` })).toBe(
      false,
    );
    expect(isValidPaymentSignature(vector.secret, { ...vector, signature: vector.signature.slice(0, 10) })).toBe(false);
    expect(isValidPaymentSignature(vector.secret, { ...vector, orderId: 'order_other' })).toBe(false);
    expect(isValidPaymentSignature('another-secret', vector)).toBe(false);
  });
});
