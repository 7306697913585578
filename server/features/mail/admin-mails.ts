import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '#shared/api/admin.ts';
import type { AdminMail, MailFilter, MailStatus } from '#shared/api/mails.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { outbox } from '#server/db/schema/messaging.ts';
import { AppError } from '#server/errors.ts';
import { pageWindow } from '#server/lib/page-window.ts';
import type { MailOutbox } from './outbox.ts';

/** The statuses each filter of the admin's Mails screen shows. */
const FILTER_STATUSES: Record<MailFilter, readonly MailStatus[]> = {
  undelivered: ['pending', 'sending', 'failed'],
  pending: ['pending', 'sending'],
  failed: ['failed'],
  sent: ['sent'],
};

/** The columns the admin sees: never `text` or `html` (a mail may hold a code). */
const shownColumns = {
  id: outbox.id,
  to: outbox.to,
  subject: outbox.subject,
  kind: outbox.kind,
  status: outbox.status,
  attempts: outbox.attempts,
  nextAttemptAt: outbox.nextAttemptAt,
  error: outbox.error,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};

interface ShownRow {
  id: string;
  to: string;
  subject: string;
  kind: string;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: Date;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toAdminMail(row: ShownRow): AdminMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    // only a mail that waits has a next try ('sending': in one now; sent and failed: none)
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    error: row.error,
    createdAt: iso(row.createdAt),
    sentAt: row.sentAt ? iso(row.sentAt) : null,
  };
}

const statusIn = (statuses: readonly MailStatus[]): SQL =>
  statuses.length === 1 ? eq(outbox.status, statuses[0] as MailStatus) : inArray(outbox.status, [...statuses]);

export interface AdminMailsPage {
  mails: AdminMail[];
  page: number;
  totalPages: number;
  counts: { pending: number; failed: number };
}

/**
 * The admin's Mails screen (issue #30): the mails of a filter, newest first (id breaks ties so pages
 * never overlap), ADMIN_PAGE_SIZE a page (a page past the end answers the last one), and how many
 * wait (pending or sending) and how many were given up, whatever the filter.
 */
export async function listAdminMails(db: DbOrTx, query: { status: MailFilter; page: number }): Promise<AdminMailsPage> {
  const where = statusIn(FILTER_STATUSES[query.status]);
  // one count per status (the sent ones only when they are listed: the outbox keeps every mail)
  const tallies = await db
    .select({ status: outbox.status, n: count() })
    .from(outbox)
    .where(query.status === 'sent' ? undefined : statusIn(FILTER_STATUSES.undelivered))
    .groupBy(outbox.status);
  const of = (statuses: readonly MailStatus[]) =>
    tallies.reduce((sum, row) => (statuses.includes(row.status) ? sum + Number(row.n) : sum), 0);
  const { page, totalPages, offset } = pageWindow(of(FILTER_STATUSES[query.status]), ADMIN_PAGE_SIZE, query.page);
  const rows = await db
    .select(shownColumns)
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return {
    mails: rows.map(toAdminMail),
    page,
    totalPages,
    counts: { pending: of(FILTER_STATUSES.pending), failed: of(FILTER_STATUSES.failed) },
  };
}

/**
 * The admin's Retry of a failed mail: pending again and due now by the app's clock, its attempts and
 * last error kept (the error is replaced by the next try's outcome). Only a failed mail (409
 * otherwise; 404 unknown). The delivery is told at once. A retried mail that is refused again is
 * failed again at once (it is past its 24 hours): the admin sees the new error and may retry again.
 */
export async function retryMail(
  deps: { db: DbOrTx; outbox: Pick<MailOutbox, 'kick'>; now: () => Date },
  id: string,
): Promise<AdminMail> {
  const [queued] = await deps.db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: deps.now(), leaseUntil: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning(shownColumns);
  if (!queued) {
    const [exists] = await deps.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id));
    throw exists ? new AppError('CONFLICT', msg.mailNotRetryable) : new AppError('NOT_FOUND', msg.mailNotFound);
  }
  await deps.outbox.kick();
  return toAdminMail(queued);
}
