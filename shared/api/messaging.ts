import { z } from 'zod';
import { msg } from '../messages.ts';
import { envelope } from './fields.ts';

/**
 * A customer's WhatsApp/SMS choice (issue #33): off until they opt in. `words` are the exact words
 * they agreed to (or withdrew with), `at` when (ISO); both null before any answer.
 */
export const messagingConsent = z.object({
  optedIn: z.boolean(),
  words: z.string().nullable(),
  at: z.string().nullable(),
});
export type MessagingConsent = z.infer<typeof messagingConsent>;

/** GET /api/messagingConsent and PUT /api/messagingConsent answer `{ success, message, data }`. */
export const messagingConsentResponse = envelope.extend({ data: messagingConsent });

/**
 * PUT /api/messagingConsent: the checkbox at checkout or in the profile. The words stored are the
 * catalogue's, never the client's.
 */
export const messagingConsentBody = z.object({
  optIn: z.boolean({ error: msg.invalidInput }),
  source: z.enum(['checkout', 'profile'], { error: msg.invalidInput }),
});
export type MessagingConsentBody = z.infer<typeof messagingConsentBody>;
