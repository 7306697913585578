import { z } from 'zod';
import { msg } from '../messages.ts';
import { LANGUAGES } from '../messages/language.ts';
import { envelope } from './fields.ts';

/** A language we have: 'en' or 'hi' (issue #33, D83). */
export const languageField = z.enum(LANGUAGES, { error: msg.languageInvalid });

/** PUT /api/language and PUT /api/partner/language: the account's language (site, mails, WhatsApp/SMS). */
export const languageBody = z.object({ language: languageField });
export type LanguageBody = z.infer<typeof languageBody>;

/** Both answer `{ success, message, data: { language } }`. */
export const languageResponse = envelope.extend({ data: languageBody });
