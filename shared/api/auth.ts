import { z } from 'zod';
import { msg } from '../messages.ts';
import { LANGUAGES } from '../messages/language.ts';
import { emailField, envelope, passwordField } from './fields.ts';

/** POST /api/login — the customer login form (its length text is 'Minimum 8 characters'). */
export const userLoginBody = z.object({
  email: emailField(),
  password: passwordField(msg.passwordLoginLength),
});
export type UserLoginBody = z.infer<typeof userLoginBody>;

/** POST /api/partner/login */
export const partnerLoginBody = z.object({
  email: emailField(),
  password: passwordField(msg.passwordLength),
});
export type PartnerLoginBody = z.infer<typeof partnerLoginBody>;

/** POST /api/admin/login */
export const adminLoginBody = z.object({
  email: emailField(),
  password: passwordField(msg.passwordLength),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

/** Customer session: login and checkIfUser answer data (token, username, id); `name` is the spec's alias. */
export const userSession = z.object({
  token: z.string(),
  username: z.string(),
  name: z.string(),
  id: z.string(),
  /** the account's language (issue #33; null: never chosen): login answers it, so the site follows the account */
  language: z.enum(LANGUAGES).nullable().optional(),
});
export const userSessionResponse = envelope.extend({ data: userSession });
export type UserSession = z.infer<typeof userSession>;

/** Partner session: data (token, username). */
export const partnerSession = userSession;
export const partnerSessionResponse = envelope.extend({ data: partnerSession });
export type PartnerSession = z.infer<typeof partnerSession>;

/** Admin session: login answers data (token, name); checkIfAdmin answers data (token, username). */
export const adminSession = userSession.omit({ language: true });
export const adminSessionResponse = envelope.extend({ data: adminSession });
export type AdminSession = z.infer<typeof adminSession>;

export const roles = ['user', 'partner', 'admin'] as const;
export type Role = (typeof roles)[number];
