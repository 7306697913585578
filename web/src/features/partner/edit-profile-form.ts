import { z } from 'zod';
import { bufferMinutesField } from '#shared/api/availability.ts';
import { editPartnerProfileForm } from '#shared/api/partner.ts';
import { msg } from '#shared/messages.ts';

/**
 * The partner's Edit Profile form: the server's fields, with the turnaround buffer read from its
 * select (a string of minutes) by the server's rule into the number it takes.
 */
export const editPartnerProfileInputs = editPartnerProfileForm.extend({
  bufferMinutes: z.string().transform((value, ctx) => {
    const parsed = bufferMinutesField.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: msg.bufferInvalid });
    return z.NEVER;
  }),
});
