import type { Database } from '#server/db/client.ts';
import type { JobModule } from '#server/features/jobs/job-registry.ts';
import type { MailOutbox } from '#server/features/mail/outbox.ts';
import type { PaymentProvider } from '#server/features/payments/payment-provider.ts';
import { reconcilePayments, type ReconcileReport } from './reconcile-payments.ts';

export interface ReconcileJobsOptions {
  database: Database;
  provider: Pick<PaymentProvider, 'name' | 'orderPayments'>;
  outbox: Pick<MailOutbox, 'kick'>;
  log: { info(obj: object, message: string): void; error(obj: object, message: string): void };
  /** run one reconcile as it starts (default true) */
  atStart?: boolean;
}

/**
 * The reconcile of captured money (issue 28) as part of the job system (registry:
 * `payment-reconcile`, a cron every 10 minutes fired once across instances). Everything it applies is
 * keyed on the provider's payment id, so a run killed half way, or two runs at once, never apply a
 * payment twice; the next run finishes what a killed one left. One run also starts with the jobs
 * (in the background), for what was captured while no instance ran.
 */
export function reconcileJobModule(
  options: ReconcileJobsOptions,
): JobModule & { reconcile(): Promise<ReconcileReport> } {
  const { database, provider, log } = options;
  const reconcile = async (): Promise<ReconcileReport> => {
    const report = await reconcilePayments({
      db: database.db,
      provider,
      providerName: provider.name,
      outbox: options.outbox,
      log,
    });
    log.info({ ...report }, 'payment reconcile done');
    return report;
  };
  return {
    reconcile,
    handlers: {
      'payment-reconcile': async () => {
        await reconcile();
      },
    },
    start: async () => {
      // what was captured while no instance ran (a crash, a deploy): at once, not at the next cron tick
      if (options.atStart !== false) {
        void reconcile().catch((error: unknown) => log.error({ err: error }, 'payment reconcile failed'));
      }
    },
  };
}
