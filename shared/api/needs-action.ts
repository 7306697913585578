import { z } from 'zod';
import { envelope } from './fields.ts';

/*
 * GET /api/admin/needsAction (issue #34, D80): what waits on an admin, for the dashboard's list. Each
 * count links to the screen it is handled on; each open dispute is listed with its booking.
 */

export const openDispute = z.object({
  bookingId: z.string(),
  bike: z.string(),
  customer: z.string(),
  damage: z.number().int(),
  disputedAt: z.string(),
});
export type OpenDispute = z.infer<typeof openDispute>;

export const needsAction = z.object({
  failedRefunds: z.number().int(),
  /** requests to join not answered yet */
  partnerRequests: z.number().int(),
  /** partners with entries not paid yet from weeks already over */
  unpaidPayouts: z.number().int(),
  openDisputes: z.array(openDispute),
});
export type NeedsAction = z.infer<typeof needsAction>;
export const needsActionResponse = envelope.extend({ data: needsAction });
export type NeedsActionResponse = z.infer<typeof needsActionResponse>;
