import { z } from 'zod';
import { msg } from '../messages.ts';
import { envelope, idField } from './fields.ts';

/*
 * The admin's cancel dialog (issue #34, D79): what each refund choice gives back for THIS booking, now.
 * The amounts come from the function the cancellation itself uses (rule-refund.ts), so they are what
 * the cancel refunds, to the rupee. Whole rupees.
 */

/** GET /api/admin/cancelQuote?id= */
export const adminCancelQuoteQuery = z.object({ id: idField(msg.invalidId) });

const choiceQuote = z.object({
  /** what goes back to the customer */
  refund: z.number().int(),
  /** what is kept (the fee): amountPaid − refund */
  kept: z.number().int(),
});

export const adminCancelQuote = z.object({
  bookingId: z.string(),
  /** everything paid at checkout: rent (grand total) + deposit */
  amountPaid: z.number().int(),
  rent: z.number().int(),
  deposit: z.number().int(),
  /** the pick-up time has come: the policy then gives back the deposit only */
  started: z.boolean(),
  full: choiceQuote,
  policy: choiceQuote,
  none: choiceQuote,
});
export type AdminCancelQuote = z.infer<typeof adminCancelQuote>;
export const adminCancelQuoteResponse = envelope.extend({ data: adminCancelQuote });
