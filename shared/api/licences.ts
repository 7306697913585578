import { z } from 'zod';
import { parseLicenceNumber } from '../domain/licence-number.ts';
import { LICENCE_CLASSES, LICENCE_STATUSES } from '../domain/licence-rules.ts';
import { isCalendarDate, istYear } from '../domain/time.ts';
import { msg } from '../messages.ts';
import { adminListQuery } from './admin.ts';
import { envelope, idField, optionalString } from './fields.ts';

/*
 * The driving licence (issue #32, decision D77): the customer's GET/PUT /api/licence and the admin's
 * Licences queue. Dates are `YYYY-MM-DD`; classes an array of MCWOG / MCWG.
 */

const calendarDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((date) => isCalendarDate(date) && date >= '1900-01-01' && date <= '2199-12-31', message);

/** PUT /api/licence: the number as typed (normalised here), date of birth, classes, valid-until. */
export const licenceBody = z.object({
  number: z
    .string({ error: msg.licenceNumberRequired })
    .trim()
    .min(1, msg.licenceNumberRequired)
    .max(40, msg.licenceNumberInvalid)
    .transform((number, ctx) => {
      const parsed = parseLicenceNumber(number, istYear());
      if (parsed === undefined) {
        ctx.addIssue({ code: 'custom', message: msg.licenceNumberInvalid });
        return z.NEVER;
      }
      return parsed;
    }),
  dob: calendarDate(msg.licenceDobInvalid),
  classes: z
    .array(z.enum(LICENCE_CLASSES, { error: msg.licenceClassesRequired }), { error: msg.licenceClassesRequired })
    .min(1, msg.licenceClassesRequired)
    .max(LICENCE_CLASSES.length, msg.licenceClassesRequired)
    .transform((classes) => LICENCE_CLASSES.filter((c) => classes.includes(c))),
  validUntil: calendarDate(msg.licenceValidUntilInvalid),
});
export type LicenceBody = z.infer<typeof licenceBody>;
export type LicenceInput = z.input<typeof licenceBody>;

export const licenceStatus = z.enum(LICENCE_STATUSES);

/** The customer's licence as they see it; `reason` is the admin's on a rejection, else null. */
export const licence = z.object({
  number: z.string(),
  dob: z.string(),
  classes: z.array(z.enum(LICENCE_CLASSES)),
  validUntil: z.string(),
  status: licenceStatus,
  reason: z.string().nullable(),
});
export type Licence = z.infer<typeof licence>;

/** GET /api/licence answers `data: null` when none is saved yet. */
export const licenceResponse = envelope.extend({ data: licence.nullable() });
export type LicenceResponse = z.infer<typeof licenceResponse>;
export const savedLicenceResponse = envelope.extend({ data: licence });

/**
 * What the verification provider said when the licence was saved: `found` false when it knows no such
 * licence; `agrees` when the typed fields match its record (then the licence was approved at once).
 * null: the provider did not answer.
 */
export const providerFinding = z
  .object({
    found: z.boolean(),
    agrees: z.boolean(),
    name: z.string().nullable(),
    classes: z.array(z.string()),
    validUntil: z.string().nullable(),
  })
  .nullable();
export type ProviderFinding = z.infer<typeof providerFinding>;

/** GET /api/admin/licences?status=pending&page= */
export const adminLicencesQuery = adminListQuery.extend({ status: licenceStatus.default('pending') });
export type AdminLicencesQuery = z.infer<typeof adminLicencesQuery>;

export const adminLicence = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  number: z.string(),
  dob: z.string(),
  classes: z.array(z.enum(LICENCE_CLASSES)),
  validUntil: z.string(),
  status: licenceStatus,
  provider: providerFinding,
  /** a signed URL of the licence's front photo, null when none was uploaded */
  proofUrl: z.string().nullable(),
});
export type AdminLicence = z.infer<typeof adminLicence>;

export const adminLicencesResponse = envelope.extend({
  data: z.object({ licences: z.array(adminLicence), page: z.number().int(), totalPages: z.number().int() }),
});
export type AdminLicencesResponse = z.infer<typeof adminLicencesResponse>;

/** POST /api/admin/reviewLicence: a rejection needs a reason (the customer reads it). */
export const reviewLicenceBody = z
  .object({
    userId: idField(msg.invalidId),
    decision: z.enum(['approve', 'reject'], { error: msg.licenceDecisionInvalid }),
    reason: optionalString(300).default(''),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'reject' && body.reason === '')
      ctx.addIssue({ code: 'custom', path: ['reason'], message: msg.licenceReasonRequired });
  });
export type ReviewLicenceBody = z.infer<typeof reviewLicenceBody>;
export type ReviewLicenceInput = z.input<typeof reviewLicenceBody>;
export const reviewLicenceResponse = envelope.extend({ data: licence });
