import { msg } from '#shared/messages.ts';
import { AppError } from '#server/errors.ts';

/** The digits of a card number typed with spaces or hyphens. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', message, { errors: { [field]: message } });

/**
 * The sandbox card form's checks, like a real card form: 12–19 digits passing Luhn, an 'MM/YY' expiry
 * not before this month, a 3- or 4-digit CVV. Throws the first failure (400); answers the digits.
 */
export function checkCard(card: { cardNumber: string; expiry: string; cvv: string }, now: Date = new Date()): string {
  const digits = cardDigits(card.cardNumber);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) throw invalid('cardNumber', msg.cardNumberInvalid);

  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry?.[2] || month < 1 || month > 12) throw invalid('expiry', msg.cardExpiryInvalid);
  const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  // a card is valid to the end of its expiry month
  if (Date.UTC(year, month, 1) <= now.getTime()) throw invalid('expiry', msg.cardExpired);

  if (!/^\d{3,4}$/.test(card.cvv.trim())) throw invalid('cvv', msg.cardCvvInvalid);
  return digits;
}
