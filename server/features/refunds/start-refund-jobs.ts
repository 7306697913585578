import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { ANY_TABLE } from '#server/db/change-feed.ts';
import type { Database } from '#server/db/client.ts';
import { refunds } from '#server/db/schema/index.ts';
import type { JobModule, JobSender } from '#server/features/jobs/job-registry.ts';
import { startJobs } from '#server/features/jobs/start-jobs.ts';
import type { MailOutbox } from '#server/features/mail/outbox.ts';
import type { PaymentProvider } from '#server/features/payments/payment-provider.ts';
import { processRefund, type RefundOutcome } from './process-refund.ts';

/** the due refunds queued by one sweep; the next sweep takes the rest */
const SWEEP_BATCH = 100;
/** the least time between two sweeps of one process */
const SWEEP_SPACING_MS = 100;
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
  /** kicked when a refund is processed (its mail is queued with it); none: the minute's delivery sends it */
  outbox?: Pick<MailOutbox, 'kick'>;
  /** told of every refund a worker carried out (tests, metrics) */
  onOutcome?: (outcome: RefundOutcome) => void;
}

export interface RefundJobs {
  /** Queues every due pending refund now (what a commit or the minute's sweep does). */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The refunds' part of the job system (registry: `refund`, `refund-sweep`): one `refund` job per due
 * refund (keyed by the refund id: at most one queued per refund, whatever the number of instances),
 * a `refund-sweep` cron every minute (once across instances) for the retries that came due and
 * anything missed, and a sweep as soon as a write that may carry a refund commits.
 * A transient failure queues the next attempt at its `next_attempt_at`. The row itself is the
 * truth: a job that finds it processed, failed or claimed does nothing.
 */
export function refundJobModule(options: RefundJobsOptions): JobModule & Pick<RefundJobs, 'sweep'> {
  const { database, provider, log } = options;
  let jobs: JobSender | undefined;

  const queue = async (id: string, startAfter?: Date) => {
    await jobs?.send('refund', { id }, { singletonKey: id, ...(startAfter ? { startAfter } : {}) });
  };

  const sweepNow = async (): Promise<number> => {
    if (!jobs) return 0;
    const due = await database.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.status, 'pending'), lte(refunds.nextAttemptAt, sql`now()`)))
      .orderBy(asc(refunds.nextAttemptAt))
      .limit(SWEEP_BATCH);
    for (const { id } of due) await queue(id);
    if (due.length > 0) jobs.notify('refund');
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
    if (outcome.kind === 'processed') await options.outbox?.kick();
    if (outcome.kind === 'failed') log.error({ refund: outcome.row.id, error: outcome.row.lastError }, 'refund failed');
    options.onOutcome?.(outcome);
  };

  let unsubscribe = () => {};
  return {
    sweep,
    handlers: {
      // up to the queue's batch of refunds a fetch, carried out side by side (each is its own row and claim)
      refund: async (batch) => {
        const results = await Promise.allSettled(batch.map((job) => run(String(job.data.id))));
        for (const result of results) {
          if (result.status === 'rejected') log.error({ err: result.reason as unknown }, 'refund job failed');
        }
      },
      'refund-sweep': async () => {
        await sweep();
      },
    },
    start: async (sender) => {
      jobs = sender;
      unsubscribe = database.changes.subscribe((table) => {
        if (!KICKING_TABLES.has(table) || stopped) return;
        void sweep().catch((error: unknown) => log.error({ err: error }, 'refund sweep failed'));
      });
      // what was due while no instance ran
      await sweep();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(spacing);
      unsubscribe();
      await running?.catch(() => undefined);
    },
  };
}

/** The refund jobs alone on their own job system (tests and tools; the server runs every module in one). */
export async function startRefundJobs(options: RefundJobsOptions): Promise<RefundJobs> {
  const module = refundJobModule(options);
  const jobs = await startJobs({
    database: options.database,
    log: options.log,
    modules: [module],
    ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
  });
  return { sweep: module.sweep, stop: () => jobs.stop() };
}
