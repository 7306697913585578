import { z } from 'zod';
import { msg } from '../messages.ts';
import { MOBILE_DIGITS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/limits.ts';

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

export const mobileField = () =>
  z
    .string({ error: msg.mobileRequired })
    .trim()
    .min(1, msg.mobileRequired)
    .regex(new RegExp(`^[0-9]{${MOBILE_DIGITS}}$`), msg.mobileDigits);

export const idField = (message: string = msg.notFound) => z.string({ error: message }).trim().uuid(message);

/** `{ success, message }`: the envelope every answer carries. */
export const envelope = z.object({ success: z.boolean(), message: z.string() });
