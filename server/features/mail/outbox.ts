import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { outbox } from '#server/db/schema/messaging.ts';
import type { DeliveryOutbox, DeliveryReport, DeliveryRows } from '#server/features/jobs/row-delivery.ts';
import {
  createDeliveryOutbox,
  deliverDueRows,
  recordRefusal,
  DUE_AT_ONCE,
} from '#server/features/jobs/row-delivery.ts';
import { outboxColumns, type Mail, type Mailer } from './mailer.ts';

/**
 * How long a claimed mail is the claimer's: longer than an SMTP send can take (connection 10 s,
 * greeting 10 s, socket 20 s). A row still `sending` after it was left by a process that died.
 */
export const MAIL_LEASE_SECONDS = 60;

/** What caused a mail, so the outbox (and the admin) can tell them apart. */
export type MailKind =
  | 'booking-confirmation'
  | 'partner-new-booking'
  | 'cancellation'
  | 'settlement'
  | 'refund-processed'
  | 'balance-paid'
  | 'dispute'
  | 'dispute-resolved'
  | 'payout'
  | 'pickup-reminder'
  | 'return-reminder'
  | 'partner-accepted'
  | 'partner-rejected'
  | 'licence-rejected'
  | 'security-alert'
  | 'otp';

export interface QueuedMail extends Mail {
  kind: MailKind;
  /**
   * What caused it, unique across the outbox (e.g. `cancellation:customer:<booking id>`): the same
   * change applied twice (a retry, a second worker) queues the mail once. None: always queued.
   */
  key?: string;
}

/**
 * Writes a mail to the outbox in the caller's transaction (issue #30): it exists exactly when the
 * change that causes it commits, and the `mail-delivery` job sends it after. Answers whether it was
 * queued (false: its key was queued before).
 */
export async function queueMail(tx: DbOrTx, mail: QueuedMail): Promise<boolean> {
  const rows = await tx
    .insert(outbox)
    .values({
      ...outboxColumns(mail),
      kind: mail.kind,
      key: mail.key ?? null,
      status: 'pending',
      // due at once whatever the app's clock says (a test may pin it in the past)
      nextAttemptAt: DUE_AT_ONCE,
    })
    .onConflictDoNothing({ target: outbox.key })
    .returning({ id: outbox.id });
  return rows.length > 0;
}

export interface MailOutboxDeps {
  db: Db;
  mailer: Pick<Mailer, 'deliver'>;
  log: { info(obj: object, message: string): void; error(obj: object, message: string): void };
  now: () => Date;
  leaseSeconds?: number;
}

interface ClaimedRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  attempts: number;
  created_at: Date | string;
}

/** Sends one claimed mail and records what came of it. */
async function deliverOne(deps: MailOutboxDeps, row: ClaimedRow, report: DeliveryReport): Promise<void> {
  const mail: Mail & { id: string } = {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    ...(row.html ? { html: row.html } : {}),
  };
  try {
    await deps.mailer.deliver(mail);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const retryAt = await recordRefusal(deps.db, 'outbox', row, deps.now(), reason, report);
    deps.log.error(
      { err: error, mailId: row.id, kind: row.kind, attempts: row.attempts, retryAt: retryAt ?? null },
      retryAt ? 'mail not delivered: will retry' : 'mail not delivered: given up',
    );
    return;
  }
  // accepted by the SMTP server: never sent again (a crash before this update is the one window in
  // which the lease would send it again; the same Message-ID lets the receiving side see the twin)
  await deps.db.execute(
    sql`update outbox set status = 'sent', sent_at = ${deps.now().toISOString()}::timestamptz, error = null, lease_until = null
        where id = ${row.id}`,
  );
  report.sent += 1;
}

const MAIL_ROWS: DeliveryRows<MailOutboxDeps, ClaimedRow> = {
  table: 'outbox',
  columns: sql`id, "to", subject, text, html, kind, attempts, created_at`,
  deliverOne,
};

/** Delivers every due mail (batch after batch), each independently; answers what came of them. */
export function deliverDueMails(deps: MailOutboxDeps): Promise<DeliveryReport> {
  return deliverDueRows(MAIL_ROWS, deps, deps.leaseSeconds ?? MAIL_LEASE_SECONDS);
}

/** The mails' outbox (the `mail-delivery` job's; row-delivery.ts): kick after a commit, deliver now. */
export type MailOutbox = DeliveryOutbox;

export function createMailOutbox(deps: MailOutboxDeps): MailOutbox {
  // a failed kick: the mails are stored, the minute's delivery run sends them
  return createDeliveryOutbox(
    () => deliverDueMails(deps),
    (error) => deps.log.error({ err: error }, 'mail delivery not started'),
  );
}
