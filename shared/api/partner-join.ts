import { z } from 'zod';
import { msg } from '../messages.ts';
import { confirmPasswordField, emailField, nameFields, passwordField, passwordsMatch } from './fields.ts';

/*
 * Partner registration (spec sections 2 and 5, 'Register as Partner' on /join-us). The web form adds
 * the terms checkbox, which the form enforces (decision D15); the wire payload is the spec's five fields.
 */

const fields = {
  ...nameFields(),
  email: emailField(),
  password: passwordField(msg.passwordLength),
  confirmPassword: confirmPasswordField(),
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
