import type { Database } from '#server/db/client.ts';
import { backupJobModule } from '#server/features/backups/backup-jobs.ts';
import { reconcileJobModule } from '#server/features/captures/reconcile-jobs.ts';
import type { FileStore } from '#server/features/files/file-store.ts';
import type { MailOutbox } from '#server/features/mail/outbox.ts';
import type { PaymentProvider } from '#server/features/payments/payment-provider.ts';
import { refundJobModule } from '#server/features/refunds/start-refund-jobs.ts';
import { reminderJobModule } from '#server/features/reminders/reminder-jobs.ts';
import type { TextOutbox } from '#server/features/text-messages/deliver-text-messages.ts';
import type { JobModule } from '#server/features/jobs/job-registry.ts';
import { deliveryJobModule } from '#server/features/jobs/row-delivery.ts';

export interface AppJobDeps {
  database: Database;
  provider: PaymentProvider;
  outbox: MailOutbox;
  /** the stored WhatsApp/SMS messages (issue #33) */
  textOutbox: TextOutbox;
  store: FileStore;
  /** the app's clock */
  now: () => Date;
  /** where the nightly backups of an embedded instance go; none: no nightly backup (PostgreSQL) */
  backup?: { dir: string; keep: number };
  /** run one payment reconcile as the jobs start (default true; env PAYMENT_RECONCILE_AT_START) */
  reconcileAtStart?: boolean;
  log: { info(obj: object | string, message?: string): void; error(obj: unknown, message?: string): void };
}

/**
 * The modules of every job the server runs, each handling its queues of the registry
 * (job-registry.ts): refunds, mail delivery, WhatsApp/SMS delivery, reminders, the payment reconcile and, on an embedded
 * instance, the nightly backup. server/main.ts starts them with ONE `startJobs`.
 */
export function appJobModules(deps: AppJobDeps): JobModule[] {
  const { database, provider, outbox, log } = deps;
  const modules: JobModule[] = [
    refundJobModule({
      database,
      provider,
      outbox,
      log: { info: (line) => log.info(line), error: (object, message) => log.error(object, message) },
    }),
    deliveryJobModule('mail-delivery', { outbox, log }, 'mail wake failed'),
    deliveryJobModule('text-delivery', { outbox: deps.textOutbox, log }, 'text message wake failed'),
    reminderJobModule({ database, outbox, now: deps.now }),
    reconcileJobModule({
      database,
      provider,
      outbox,
      atStart: deps.reconcileAtStart ?? true,
      log: {
        info: (object, message) => log.info(object, message),
        error: (object, message) => log.error(object, message),
      },
    }),
  ];
  if (deps.backup) {
    modules.push(
      backupJobModule({
        database,
        store: deps.store,
        backupDir: deps.backup.dir,
        keep: deps.backup.keep,
        now: deps.now,
        log: { info: (line) => log.info(line), error: (object, message) => log.error(object, message) },
      }),
    );
  }
  return modules;
}
