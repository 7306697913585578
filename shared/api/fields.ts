import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { msg } from '../messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/limits.ts';

/**
 * Field builders shared by every request schema. Every string is trimmed before any rule runs
 * (spec section 5); a missing or non-string value reports the field's "required" message.
 */
export const requiredString = (required: string, max = 200) =>
  z.string({ error: required }).trim().min(1, required).max(max, `at most ${max} characters`).refine(noNul, msg.invalidInput);

/**
 * NOTE: a NUL character is refused here, not only by PostgreSQL (text cannot hold one): an answer
 * read from memory (the free-bike index) never reaches the database that would refuse it.
 */
export const optionalString = (max = 200) =>
  z.string().trim().max(max, `at most ${max} characters`).refine(noNul, msg.invalidInput);

function noNul(value: string): boolean {
  return !value.includes('\u0000');
}

// A standard address pattern: something@domain.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const emailField = (required: string = msg.emailRequired, invalid: string = msg.emailInvalid) =>
  z.string({ error: required }).trim().min(1, required).max(254, invalid).regex(EMAIL_PATTERN, invalid).toLowerCase();

/**
 * The one password policy (the product decisions): more than 8 characters with an upper-case letter, a
 * lower-case letter and a digit, checked in the spec's order. Each form keeps its own length text.
 */
export const passwordField = (lengthMessage: string = msg.passwordLength) =>
  z
    .string({ error: msg.passwordRequired })
    .trim()
    .min(1, msg.passwordRequired)
    .regex(/[A-Z]/, msg.passwordUpper)
    .regex(/[a-z]/, msg.passwordLower)
    .regex(/[0-9]/, msg.passwordNumber)
    .min(PASSWORD_MIN_LENGTH, lengthMessage)
    .max(PASSWORD_MAX_LENGTH, msg.passwordTooLong);

/**
 * A mobile number in E.164 (issue #33): what a person types (`98765 43210`, `098765-43210`,
 * `+91 98765 43210`) is read by libphonenumber-js as an Indian number unless it starts with `+`, must be
 * a valid number of its country, and comes out as `+919876543210`, the form stored and messaged.
 */
export const mobileField = () =>
  z
    .string({ error: msg.mobileRequired })
    .trim()
    .min(1, msg.mobileRequired)
    .transform((value, ctx) => {
      const e164 = toE164(value);
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: msg.mobileDigits });
        return z.NEVER;
      }
      return e164;
    });

/** The E.164 form of a mobile number (India unless it starts with `+`), or null when it is no valid number. */
export function toE164(value: string): string | null {
  if (!/^\+?[0-9 ()-]{6,20}$/.test(value.trim())) return null;
  const phone = parsePhoneNumberFromString(value.trim(), 'IN');
  return phone?.isValid() ? phone.number : null;
}

/** Confirm Password of a form that sets a password: required; `passwordsMatch` compares it. */
export const confirmPasswordField = () => z.string({ error: msg.confirmRequired }).trim().min(1, msg.confirmRequired);

/**
 * 'password mismatch' on confirmPassword. It runs even when another field failed (`when`), so the form
 * shows every field's message at once, but not while confirmPassword itself is empty.
 */
export const passwordsMatch = {
  path: ['confirmPassword'],
  message: msg.passwordMismatch,
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
    return (
      typeof value?.password === 'string' && typeof value.confirmPassword === 'string' && value.confirmPassword !== ''
    );
  },
};

/** First Name and Last Name of the sign-up and profile forms. */
export const nameFields = () => ({
  fname: requiredString(msg.fnameRequired, 50),
  lname: requiredString(msg.lnameRequired, 50),
});

/** The person fields every answer about a user or partner starts with (never a hash). */
export const personView = {
  _id: z.string(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
};

/** `?page=N`: a whole number from 1 (each list says whether it defaults or is optional). */
export const pageNumberField = (message: string = msg.invalidPage) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(1_000_000, message);

export const idField = (message: string = msg.notFound) => z.string({ error: message }).trim().uuid(message);

export { envelope } from './envelope.ts';

/**
 * A whole number typed into a multipart form arrives as text: plain digits become a number, '' (or
 * only spaces) nothing; anything else stays text for the number schema to refuse with its message.
 */
export function formNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^[0-9]{1,9}$/.test(trimmed) ? Number(trimmed) : trimmed;
}
