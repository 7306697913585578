import { z } from 'zod';
import { msg } from '../messages.ts';

/*
 * The turnaround buffer's field (issue #19), apart from availability.ts: partner.ts (the profile and its
 * edit) needs it, and availability.ts → search.ts → partner.ts would otherwise import in a circle.
 */

/** Buffer minutes: 0–240 in steps of 30. */
export const BUFFER_STEP_MINUTES = 30;
export const MAX_BUFFER_MINUTES = 240;
export const bufferMinutesField = z.coerce
  .number({ error: msg.bufferInvalid })
  .int(msg.bufferInvalid)
  .min(0, msg.bufferInvalid)
  .max(MAX_BUFFER_MINUTES, msg.bufferInvalid)
  .multipleOf(BUFFER_STEP_MINUTES, msg.bufferInvalid);
