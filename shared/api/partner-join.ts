import { z } from 'zod';
import { msg } from '../messages.ts';
import { emailField, passwordField, requiredString } from './fields.ts';

/*
 * Partner registration (spec sections 2 and 5, 'Register as Partner' on /join-us). The web form adds
 * the terms checkbox, which the form enforces (decision D15); the wire payload is the spec's five fields.
 */

const fields = {
  fname: requiredString(msg.fnameRequired, 50),
  lname: requiredString(msg.lnameRequired, 50),
  email: emailField(),
  password: passwordField(msg.passwordLength),
  confirmPassword: z.string({ error: msg.confirmRequired }).trim().min(1, msg.confirmRequired),
};

/**
 * 'password mismatch' on confirmPassword. It runs even when another field failed (`when`), so the form
 * shows every field's message at once, but not while confirmPassword itself is empty.
 */
const passwordsMatch = {
  path: ['confirmPassword'],
  message: msg.passwordMismatch,
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
    return (
      typeof value?.password === 'string' && typeof value.confirmPassword === 'string' && value.confirmPassword !== ''
    );
  },
};

/** POST /api/partner/join-us — fname, lname, email, password, confirmPassword. Answers `{ success, message }`. */
export const partnerJoinBody = z.object(fields).refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type PartnerJoinBody = z.infer<typeof partnerJoinBody>;

/** The /join-us form: the payload plus 'I agree to the terms & conditions', which must be ticked. */
export const partnerJoinForm = z
  .object({
    ...fields,
    terms: z.boolean({ error: msg.acceptTerms }).refine((ticked) => ticked, msg.acceptTerms),
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type PartnerJoinForm = z.infer<typeof partnerJoinForm>;
