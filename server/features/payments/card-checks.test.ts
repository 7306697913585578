import { describe, expect, it } from 'vitest';
import { SANDBOX_DECLINED_CARD, SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { msg } from '#shared/messages.ts';
import { AppError } from '#server/errors.ts';
import { checkCard, passesLuhn } from './card-checks.ts';

const now = new Date('2030-06-15T00:00:00Z');
const card = { cardNumber: SANDBOX_SUCCESS_CARD, expiry: '06/30', cvv: '123' };
const failure = (input: typeof card) => {
  try {
    checkCard(input, now);
  } catch (error) {
    return error instanceof AppError ? [error.status, error.message] : error;
  }
  return undefined;
};

describe('sandbox card checks', () => {
  it('knows Luhn', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
  });

  it('accepts both test cards, spaced or not, to the end of the expiry month', () => {
    expect(checkCard(card, now)).toBe('4111111111111111');
    expect(checkCard({ ...card, cardNumber: SANDBOX_DECLINED_CARD, expiry: '06/2030', cvv: '1234' }, now)).toBe(
      '4000000000000002',
    );
  });

  it('refuses a bad number, expiry or CVV with 400', () => {
    expect(failure({ ...card, cardNumber: '4111-1111-1111-1112' })).toEqual([400, msg.cardNumberInvalid]);
    expect(failure({ ...card, cardNumber: '41111111111' })).toEqual([400, msg.cardNumberInvalid]);
    expect(failure({ ...card, expiry: '6/30' })).toEqual([400, msg.cardExpiryInvalid]);
    expect(failure({ ...card, expiry: '00/31' })).toEqual([400, msg.cardExpiryInvalid]);
    expect(failure({ ...card, expiry: '05/30' })).toEqual([400, msg.cardExpired]);
    expect(failure({ ...card, cvv: '12' })).toEqual([400, msg.cardCvvInvalid]);
  });
});
