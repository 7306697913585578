import { z } from 'zod';
import { msg } from '../messages.ts';
import { isCalendarDate, isClockTime } from '../domain/time.ts';
import { envelope, formNumber, idField } from './fields.ts';
import { partnerBooking } from './partner.ts';

/*
 * Completing a ride with what happened at the return (issue #17, "Settlement at return"). The answer's
 * settlement shape is settlement-fields.ts (`rideSettlement`), carried by every ride answer.
 */

/** Most km an odometer reading may be, and the largest damage charge (whole rupees). */
export const MAX_ODOMETER_KM = 1_000_000;
export const MAX_DAMAGE = 100_000;
/** A damage above 0 needs a note at least this long. */
export const MIN_DAMAGE_NOTE = 10;
export const MAX_DAMAGE_NOTE = 500;

const km = (message: string) => z.number({ error: message }).int(message).min(0, message).max(MAX_ODOMETER_KM, message);

/**
 * POST /api/partner/completeRide (JSON, or multipart with return photos: completeRideForm):
 * `startKm` may be left out on a ride that was handed over (the hand-over's reading is used, issue #32);
 * `returnDate` 'YYYY-MM-DD' and `returnTime` 'hh:mm AM/PM' (any minute)
 * in India time; `damageAmount` whole rupees, default 0; `damageNote` at least 10 characters when there
 * is damage. The server also refuses a return before the pick-up time (it knows the booking).
 */
export const completeRideBody = z
  .object({
    id: idField(msg.invalidId),
    startKm: km(msg.startKmInvalid).optional(),
    endKm: km(msg.endKmInvalid),
    returnDate: z.string({ error: msg.returnDateInvalid }).trim().refine(isCalendarDate, msg.returnDateInvalid),
    returnTime: z
      .string({ error: msg.returnTimeInvalid })
      .trim()
      .transform((time) => time.toUpperCase())
      .refine(isClockTime, msg.returnTimeInvalid),
    damageAmount: z
      .number({ error: msg.damageAmountInvalid })
      .int(msg.damageAmountInvalid)
      .min(0, msg.damageAmountInvalid)
      .max(MAX_DAMAGE, msg.damageAmountInvalid)
      .default(0),
    damageNote: z
      .string({ error: msg.damageNoteRequired })
      .trim()
      .max(MAX_DAMAGE_NOTE, msg.damageNoteTooLong)
      .default(''),
  })
  .superRefine((body, ctx) => {
    if (body.startKm !== undefined && body.endKm < body.startKm)
      ctx.addIssue({ code: 'custom', path: ['endKm'], message: msg.endKmBeforeStart });
    if (body.damageAmount > 0 && body.damageNote.length < MIN_DAMAGE_NOTE)
      ctx.addIssue({ code: 'custom', path: ['damageNote'], message: msg.damageNoteRequired });
  });
export type CompleteRideBody = z.infer<typeof completeRideBody>;
export type CompleteRideInput = z.input<typeof completeRideBody>;

const numberFields = ['startKm', 'endKm', 'damageAmount'] as const;

/**
 * The text fields of a multipart completeRide (with return photos, issue #32): the same rules as the
 * JSON body, its numbers typed as text (plain digits; '' is left out).
 */
export const completeRideForm = z.preprocess((fields) => {
  if (typeof fields !== 'object' || fields === null) return fields;
  const parsed: Record<string, unknown> = { ...fields };
  for (const name of numberFields) {
    const value = formNumber(parsed[name]);
    if (value === undefined) delete parsed[name];
    else parsed[name] = value;
  }
  return parsed;
}, completeRideBody);

/** Answers the partner's booking, now `completed`, with its `settlement` (it replaces the row). */
export const completeRideResponse = envelope.extend({ data: partnerBooking });
export type CompleteRideResponse = z.infer<typeof completeRideResponse>;
