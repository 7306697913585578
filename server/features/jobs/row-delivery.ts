import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { selectRows } from '#server/lib/select-rows.ts';
import type { JobModule, JobSender } from './job-registry.ts';

/**
 * What the stored deliveries share (issue #30 mails, issue #33 WhatsApp/SMS messages): a table of rows
 * `pending` → `sending` (claimed for a lease) → `sent` | `failed`, one retry rule, the claim, the
 * deliver loop, the kick after a commit and the job module that wakes the queue when a retry is due.
 */

/** A refused delivery is tried again after 30 s, then 60 s, 120 s …, never more than 5 minutes apart … */
/**
 * When a row just queued (and the job a commit kicks) is due: the epoch, so it is due whatever clock dates
 * the insert (an embedded database reads its now() from the process clock, which a request may have moved).
 */
export const DUE_AT_ONCE = new Date(0);
export const RETRY_FIRST_SECONDS = 30;
export const RETRY_MAX_SECONDS = 300;
/** … for a day after its row was written; then it is `failed` and shown to the admin. */
export const RETRY_WINDOW_HOURS = 24;
/** the rows one delivery claims at once */
const CLAIM_BATCH = 20;
/** the longest this process sleeps before looking again (the minute's cron looks too) */
const LONGEST_WAKE_MS = 5 * 60_000;

/** The tables of stored deliveries (fixed names, never input). */
export type DeliveryTable = 'outbox' | 'text_messages';
type DeliveryQueue = 'mail-delivery' | 'text-delivery';

/** The wait before the attempt after `attempts` refused ones (whole seconds). */
export function retryDelaySeconds(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  // 2^4 × 30 = 480 is already past the cap: no overflow for absurd counts
  return Math.min(RETRY_MAX_SECONDS, RETRY_FIRST_SECONDS * 2 ** Math.min(doublings, 4));
}

export interface DeliveryReport {
  sent: number;
  /** refused now, tried again later */
  retrying: number;
  /** refused for the last time (24 h after they were written) */
  failed: number;
  /** when the earliest row still waiting is due (none: nothing waits) */
  nextDueAt: Date | undefined;
}

/** What every claimed row carries. */
export interface ClaimedDelivery {
  id: string;
  attempts: number;
  created_at: Date | string;
}

/**
 * Claims the due rows in ONE statement (pending and due, or `sending` with a lease that ran out),
 * marking them `sending` for the lease: two deliveries at once (two instances, a kick during the
 * minute's run) never claim the same row (SKIP LOCKED), and the claim commits before anything is sent.
 */
async function claimDue<Row extends ClaimedDelivery>(
  db: Db,
  table: DeliveryTable,
  columns: SQL,
  now: Date,
  leaseSeconds: number,
): Promise<Row[]> {
  const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000);
  const rows = await selectRows(
    db,
    sql`update ${sql.identifier(table)} set status = 'sending', attempts = attempts + 1,
          lease_until = ${leaseUntil.toISOString()}::timestamptz
        where id in (
          select id from ${sql.identifier(table)}
          where (status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz)
             or (status = 'sending' and lease_until <= ${now.toISOString()}::timestamptz)
          order by next_attempt_at
          limit ${CLAIM_BATCH}
          for update skip locked)
        returning ${columns}`,
  );
  return rows as unknown as Row[];
}

/**
 * Records a refused attempt: the row waits for its retry (`pending`), or is `failed` once the retry
 * would fall past the window. Answers when it is tried again (none: given up).
 */
export async function recordRefusal(
  db: Db,
  table: DeliveryTable,
  row: ClaimedDelivery,
  now: Date,
  reason: string,
  report: DeliveryReport,
): Promise<Date | undefined> {
  const retryAt = new Date(now.getTime() + retryDelaySeconds(row.attempts) * 1000);
  const giveUpAt = new Date(new Date(row.created_at).getTime() + RETRY_WINDOW_HOURS * 3_600_000);
  const failed = retryAt > giveUpAt;
  await db.execute(
    sql`update ${sql.identifier(table)} set status = ${failed ? 'failed' : 'pending'}, error = ${reason.slice(0, 1000)},
          next_attempt_at = ${retryAt.toISOString()}::timestamptz, lease_until = null
        where id = ${row.id} and status = 'sending'`,
  );
  if (failed) report.failed += 1;
  else report.retrying += 1;
  return failed ? undefined : retryAt;
}

/** When the earliest waiting row is due. */
async function nextDue(db: Db, table: DeliveryTable): Promise<Date | undefined> {
  const [row] = (await selectRows(
    db,
    sql`select min(case when status = 'pending' then next_attempt_at else lease_until end) as at
        from ${sql.identifier(table)} where status in ('pending', 'sending')`,
  )) as { at: Date | string | null }[];
  return row?.at ? new Date(row.at) : undefined;
}

/** A kind of stored delivery: its table, what a claim answers, how one row is delivered. */
export interface DeliveryRows<Deps, Row extends ClaimedDelivery> {
  table: DeliveryTable;
  /** the columns a claim answers (those of Row) */
  columns: SQL;
  /** delivers one claimed row and records what came of it in the row and the report */
  deliverOne(deps: Deps, row: Row, report: DeliveryReport): Promise<void>;
}

/** Delivers every due row (batch after batch), each independently; answers what came of them. */
export async function deliverDueRows<Deps extends { db: Db; now: () => Date }, Row extends ClaimedDelivery>(
  rows: DeliveryRows<Deps, Row>,
  deps: Deps,
  leaseSeconds: number,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, nextDueAt: undefined };
  for (;;) {
    const claimed = await claimDue<Row>(deps.db, rows.table, rows.columns, deps.now(), leaseSeconds);
    if (claimed.length === 0) break;
    await Promise.all(claimed.map((row) => rows.deliverOne(deps, row, report)));
  }
  report.nextDueAt = await nextDue(deps.db, rows.table);
  return report;
}

/**
 * What a feature calls after a commit that queued rows: "deliver soon". Until the job system is
 * attached (tests, the seed at start) it delivers them itself before answering; then it queues a
 * delivery job, so a request never waits on a provider.
 */
export interface DeliveryOutbox {
  kick(): Promise<void>;
  /** delivers the due rows now, in this process (the delivery job's work) */
  deliverDue(): Promise<DeliveryReport>;
  /** from now on a kick asks the job system instead */
  attach(kick: () => Promise<void>): void;
}

export function createDeliveryOutbox(
  deliverDue: () => Promise<DeliveryReport>,
  /** a kick that failed: the rows are stored, the minute's delivery run sends them */
  kickFailed: (error: unknown) => void,
): DeliveryOutbox {
  let jobKick: (() => Promise<void>) | undefined;
  return {
    deliverDue,
    attach: (kick) => {
      jobKick = kick;
    },
    kick: async () => {
      try {
        if (jobKick) await jobKick();
        else await deliverDue();
      } catch (error) {
        kickFailed(error);
      }
    },
  };
}

export interface DeliveryJobsOptions {
  outbox: DeliveryOutbox;
  log: { error(object: unknown, message?: string): void };
}

/**
 * A delivery outbox's part of the job system: a commit that queued rows kicks a job (the outbox is
 * attached to this system); the job delivers every due row and, when some wait for a retry, this
 * process wakes the queue when the earliest is due (one timer per process, so retries never pile up
 * jobs); the queue's cron every minute catches what a crash left (a kick lost between the commit and
 * the job, a row claimed by a process that died).
 */
export function deliveryJobModule(queue: DeliveryQueue, options: DeliveryJobsOptions, wakeFailed: string): JobModule {
  let jobs: JobSender | undefined;
  let wake: { at: number; timer: NodeJS.Timeout } | undefined;
  let stopped = false;

  const wakeAt = (at: Date) => {
    if (stopped || !jobs) return;
    const when = Math.min(at.getTime(), Date.now() + LONGEST_WAKE_MS);
    if (wake && wake.at <= when) return;
    if (wake) clearTimeout(wake.timer);
    const timer = setTimeout(
      () => {
        wake = undefined;
        void jobs?.send(queue).catch((error: unknown) => options.log.error({ err: error }, wakeFailed));
      },
      Math.max(0, when - Date.now()),
    );
    timer.unref();
    wake = { at: when, timer };
  };

  return {
    handlers: {
      [queue]: async () => {
        const report = await options.outbox.deliverDue();
        if (report.nextDueAt) wakeAt(report.nextDueAt);
      },
    },
    start: async (sender) => {
      jobs = sender;
      options.outbox.attach(async () => {
        // due at once whatever clock dates the insert (as a queued row is: its next attempt is the
        // epoch): an embedded database reads its now() from the process clock, which a request may have moved
        await sender.send(queue, {}, { startAfter: DUE_AT_ONCE });
      });
      // what was queued while no instance ran
      await sender.send(queue);
    },
    stop: async () => {
      stopped = true;
      if (wake) clearTimeout(wake.timer);
    },
  };
}
