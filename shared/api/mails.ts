import { z } from 'zod';
import { msg } from '../messages.ts';
import { adminBookingsQuery } from './cancellations.ts';
import { envelope, idField } from './fields.ts';

/*
 * The admin's Mails screen (issue #30): the outbox's undelivered mails, and Retry of a failed one.
 * Never a mail's text or html (a mail may hold a code); the admin sees who, what and why not.
 */

/** A mail's state in the outbox (server/db/schema/messaging.ts `outboxStatuses`). */
export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * The list's filters: `undelivered` (the default) = pending, sending and failed; `pending` = pending and
 * sending (waiting for an attempt, or in one); `failed` = given up (24 h of refusals); `sent`.
 */
export const mailFilters = ['undelivered', 'failed', 'pending', 'sent'] as const;
export type MailFilter = (typeof mailFilters)[number];

/** GET /api/admin/mails?status=&page= */
export const adminMailsQuery = z.object({
  status: z.enum(mailFilters, { error: msg.mailFilterInvalid }).default('undelivered'),
  page: adminBookingsQuery.shape.page,
});
export type AdminMailsQuery = z.input<typeof adminMailsQuery>;

/**
 * A mail in the admin's list. `kind` what caused it (booking-confirmation, cancellation, otp, …);
 * `attempts` refused or made sends; `nextAttemptAt` when it is tried next (pending only, else null);
 * `error` the last refusal; times ISO 8601.
 */
export const adminMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminMail = z.infer<typeof adminMail>;

/** `counts`: the mails waiting to be sent (pending and sending) and those given up, whatever the filter. */
export const adminMailsResponse = envelope.extend({
  data: z.object({
    mails: z.array(adminMail),
    page: z.number().int(),
    totalPages: z.number().int(),
    counts: z.object({ pending: z.number().int(), failed: z.number().int() }),
  }),
});
export type AdminMailsResponse = z.infer<typeof adminMailsResponse>;

/** POST /api/admin/retryMail `{ id }`: a failed mail, due again now. */
export const retryMailBody = z.object({ id: idField(msg.invalidId) });
export type RetryMailBody = z.infer<typeof retryMailBody>;
export const retryMailResponse = envelope.extend({ data: adminMail });
export type RetryMailResponse = z.infer<typeof retryMailResponse>;
