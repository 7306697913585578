import type { Database } from '#server/db/client.ts';
import { ensureQueue, ensureSchedule, startJobQueue } from '#server/features/jobs/start-job-queue.ts';
import type { Mailer } from '#server/features/mail/mailer.ts';
import { sweepReminders } from './sweep-reminders.ts';

const REMINDER_QUEUE = 'ride-reminders';

export interface ReminderJobsOptions {
  database: Database;
  mailer: Mailer;
  log: { error(object: unknown, message?: string): void };
  /** the app's clock */
  now: () => Date;
  /** how often an idle worker asks the queue for a job; default 2 s */
  pollingIntervalSeconds?: number;
}

export interface ReminderJobs {
  /** Runs one sweep now and delivers what it stored; answers the number of mails. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The ride reminders (issue #17) from the stored job queue: a `ride-reminders` cron every minute
 * (pg-boss fires it once across instances) runs sweepReminders, which claims the due rides and
 * writes their mails to the outbox in one transaction; the mails are then delivered. A delivery
 * that fails keeps its error on the outbox row and is logged; it is not sent again (at most once).
 */
export async function startReminderJobs(options: ReminderJobsOptions): Promise<ReminderJobs> {
  const { database, mailer, log } = options;
  const boss = await startJobQueue(database, { onError: (error) => log.error({ err: error }, 'job queue error') });
  await ensureQueue(boss, REMINDER_QUEUE, { policy: 'standard', retryLimit: 0, expireInSeconds: 60 });

  const sweep = async (): Promise<number> => {
    const stored = await sweepReminders(database.db, options.now());
    for (const mail of stored) {
      try {
        await mailer.deliver(mail);
      } catch (error) {
        log.error({ err: error, bookingId: mail.bookingId, kind: mail.kind }, 'ride reminder not sent');
      }
    }
    return stored.length;
  };

  await boss.work(REMINDER_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
    await sweep();
  });
  await ensureSchedule(boss, REMINDER_QUEUE, '* * * * *');

  return {
    sweep,
    stop: async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
