import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { ANY_TABLE } from '#server/db/change-feed.ts';
import type { Database } from '#server/db/client.ts';
import { refunds } from '#server/db/schema/index.ts';
import { ensureQueue, ensureSchedule, startJobQueue } from '#server/features/jobs/start-job-queue.ts';
import type { PaymentProvider } from '#server/features/payments/payment-provider.ts';
import type { Mailer } from '#server/features/mail/mailer.ts';
import { processRefund, type RefundOutcome } from './process-refund.ts';
import { sendRefundProcessedMail } from './send-refund-processed-mail.ts';

const REFUND_QUEUE = 'refund';
const SWEEP_QUEUE = 'refund-sweep';
/** the due refunds queued by one sweep; the next sweep takes the rest */
const SWEEP_BATCH = 100;
/** the least time between two sweeps of one process */
const SWEEP_SPACING_MS = 100;
/** the refunds one worker fetches at once */
const REFUND_BATCH = 10;
/**
 * Tables whose committed change may mean a new refund row: `refunds` (this process's writes on
 * PostgreSQL, and the admin's retry), `bookings` (a cancellation writes its refund in the booking's
 * transaction; that table notifies every instance, on both engines).
 */
const KICKING_TABLES = new Set(['refunds', 'bookings', ANY_TABLE]);

export interface RefundJobsOptions {
  database: Database;
  provider: Pick<PaymentProvider, 'name' | 'refund' | 'findRefund'>;
  log: { info(message: string): void; error(object: unknown, message?: string): void };
  /** how often an idle worker asks the queue for a job; default 2 s */
  pollingIntervalSeconds?: number;
  /** tells the customer when a refund is processed (none: no mail) */
  mailer?: Mailer;
  /** told of every refund a worker carried out (tests, metrics) */
  onOutcome?: (outcome: RefundOutcome) => void;
}

export interface RefundJobs {
  /** Queues every due pending refund now (what a commit or the minute's sweep does). */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Carries out pending refunds through the stored job queue: one `refund` job per due refund (keyed
 * by the refund id: at most one queued per refund, whatever the number of instances), a
 * `refund-sweep` cron every minute (once across instances) for the retries that came due and
 * anything missed, and a sweep as soon as a write that may carry a refund commits.
 * A transient failure queues the next attempt at its `next_attempt_at`. The row itself is the
 * truth: a job that finds it processed, failed or claimed does nothing.
 */
export async function startRefundJobs(options: RefundJobsOptions): Promise<RefundJobs> {
  const { database, provider, log } = options;
  const boss = await startJobQueue(database, { onError: (error) => log.error({ err: error }, 'job queue error') });
  // NOTE: 'short' (at most one QUEUED job per refund), not 'stately' or 'singleton': those hold a new
  // job back while one is active, and the active job of a killed process stays so until it expires
  // (15 min), which would stall the reconcile after a crash. Two runs at once are safe anyway: the
  // row's claim lets one of them call the provider.
  await ensureQueue(boss, REFUND_QUEUE, { policy: 'short', retryLimit: 0, expireInSeconds: 300 });
  await ensureQueue(boss, SWEEP_QUEUE, { policy: 'standard', retryLimit: 0, expireInSeconds: 60 });

  const queue = async (id: string, startAfter?: Date) => {
    await boss.send(REFUND_QUEUE, { id }, { singletonKey: id, ...(startAfter ? { startAfter } : {}) });
  };

  let workerId = '';
  const sweepNow = async (): Promise<number> => {
    const due = await database.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.status, 'pending'), lte(refunds.nextAttemptAt, sql`now()`)))
      .orderBy(asc(refunds.nextAttemptAt))
      .limit(SWEEP_BATCH);
    for (const { id } of due) await queue(id);
    if (due.length > 0 && workerId) boss.notifyWorker(workerId);
    return due.length;
  };

  // One sweep at a time in this process; a kick during one runs another SWEEP_SPACING_MS after it
  // (under a booking load every commit kicks: at most 10 sweeps a second, each a small indexed read).
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let spacing: NodeJS.Timeout | undefined;
  const sweep = (): Promise<number> => {
    if (running || spacing) {
      again = true;
      return running ?? Promise.resolve(0);
    }
    running = sweepNow().finally(() => {
      running = null;
      if (stopped) return;
      spacing = setTimeout(() => {
        spacing = undefined;
        if (again && !stopped) {
          again = false;
          void sweep().catch((error: unknown) => log.error({ err: error }, 'refund sweep failed'));
        }
      }, SWEEP_SPACING_MS);
      spacing.unref();
    });
    return running;
  };

  const run = async (id: string) => {
    const outcome = await processRefund({ db: database.db, provider }, id);
    if (outcome.kind === 'retry') await queue(id, outcome.retryAt);
    if (outcome.kind === 'processed' && options.mailer) {
      await sendRefundProcessedMail({ db: database.db, mailer: options.mailer, log }, outcome.row);
    }
    if (outcome.kind === 'failed') log.error({ refund: outcome.row.id, error: outcome.row.lastError }, 'refund failed');
    options.onOutcome?.(outcome);
  };
  // up to REFUND_BATCH refunds a fetch, carried out side by side (each is its own row and claim)
  workerId = await boss.work<{ id: string }>(
    REFUND_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: REFUND_BATCH },
    async (jobs) => {
      const results = await Promise.allSettled(jobs.map((job) => run(job.data.id)));
      for (const result of results) {
        if (result.status === 'rejected') log.error({ err: result.reason as unknown }, 'refund job failed');
      }
    },
  );
  await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
    await sweep();
  });
  await ensureSchedule(boss, SWEEP_QUEUE, '* * * * *');

  const unsubscribe = database.changes.subscribe((table) => {
    if (!KICKING_TABLES.has(table) || stopped) return;
    void sweep().catch((error: unknown) => log.error({ err: error }, 'refund sweep failed'));
  });
  // what was due while no instance ran
  await sweep();

  return {
    sweep,
    stop: async () => {
      stopped = true;
      clearTimeout(spacing);
      unsubscribe();
      await running?.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
