import type { Database } from '#server/db/client.ts';
import type { JobModule } from '#server/features/jobs/job-registry.ts';
import type { MailOutbox } from '#server/features/mail/outbox.ts';
import { sweepReminders } from './sweep-reminders.ts';

export interface ReminderJobsOptions {
  database: Database;
  outbox: Pick<MailOutbox, 'kick'>;
  /** the app's clock */
  now: () => Date;
}

/**
 * The ride reminders' part of the job system (issue #17; registry: `ride-reminders`, a cron every
 * minute that pg-boss fires once across instances): sweepReminders claims the due rides and queues
 * their mails in one transaction; the outbox's delivery sends them, retrying while SMTP is down.
 * Answers the reminders queued by a sweep (`sweep`, for tests).
 */
export function reminderJobModule(options: ReminderJobsOptions): JobModule & { sweep(): Promise<number> } {
  const sweep = async (): Promise<number> => {
    const stored = await sweepReminders(options.database.db, options.now());
    if (stored.length > 0) await options.outbox.kick();
    return stored.length;
  };
  return {
    sweep,
    handlers: {
      'ride-reminders': async () => {
        await sweep();
      },
    },
  };
}
