import type { Database } from '#server/db/client.ts';
import { ensureQueue, ensureSchedule, startJobQueue } from '#server/features/jobs/start-job-queue.ts';
import type { Mailer } from '#server/features/mail/mailer.ts';
import type { PaymentProvider } from '#server/features/payments/payment-provider.ts';
import { reconcilePayments, type ReconcileReport } from './reconcile-payments.ts';

/** The queue (and cron schedule) of the reconcile; a test or an operator may send it a job to run it now. */
export const RECONCILE_QUEUE = 'payment-reconcile';
/** every 10 minutes */
const RECONCILE_CRON = '*/10 * * * *';

export interface ReconcileJobsOptions {
  database: Database;
  provider: Pick<PaymentProvider, 'name' | 'orderPayments'>;
  mailer: Mailer;
  log: { info(obj: object, message: string): void; error(obj: object, message: string): void };
  /** how often an idle worker asks the queue for a job; default 2 s */
  pollingIntervalSeconds?: number;
  /** run one reconcile as it starts (default true) */
  atStart?: boolean;
}

export interface ReconcileJobs {
  /** Runs one reconcile now, in this process. */
  reconcile(): Promise<ReconcileReport>;
  stop(): Promise<void>;
}

/**
 * The reconcile of captured money (issue 28) from the stored job queue: a `payment-reconcile` cron
 * every 10 minutes (pg-boss fires it once across instances) runs reconcilePayments. Everything it
 * applies is keyed on the provider's payment id, so a run killed half way, or two runs at once,
 * never apply a payment twice; the next run finishes what a killed one left. One run also starts
 * with the jobs (in the background), for what was captured while no instance ran.
 */
export async function startReconcileJobs(options: ReconcileJobsOptions): Promise<ReconcileJobs> {
  const { database, provider, log } = options;
  const boss = await startJobQueue(database, { onError: (error) => log.error({ err: error }, 'job queue error') });
  await ensureQueue(boss, RECONCILE_QUEUE, { policy: 'standard', retryLimit: 0, expireInSeconds: 540 });

  const reconcile = async (): Promise<ReconcileReport> => {
    const report = await reconcilePayments({
      db: database.db,
      provider,
      providerName: provider.name,
      mailer: options.mailer,
      log,
    });
    log.info({ ...report }, 'payment reconcile done');
    return report;
  };
  await boss.work(RECONCILE_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
    await reconcile();
  });
  await ensureSchedule(boss, RECONCILE_QUEUE, RECONCILE_CRON);
  // what was captured while no instance ran (a crash, a deploy): at once, not at the next cron tick
  if (options.atStart !== false) {
    void reconcile().catch((error: unknown) => log.error({ err: error }, 'payment reconcile failed'));
  }

  return {
    reconcile,
    stop: async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
