import type PgBoss from 'pg-boss';

/** How a queue keeps and retries its jobs, when it fires by itself, and how often its worker looks. */
export interface QueueSpec {
  /** pg-boss's queue options: policy, retries, expiry */
  options: Omit<PgBoss.Queue, 'name'>;
  /** a cron schedule (UTC) that sends it a job, once across instances */
  schedule?: string;
  /** how often an idle worker asks for a job (default 2 s) */
  pollingIntervalSeconds?: number;
  /** jobs a worker fetches at once (default 1) */
  batchSize?: number;
  /** what it does, for the reader (and docs/architecture.md) */
  does: string;
}

/**
 * EVERY stored job queue of the app (issue #30), in one place: what work runs after a commit, on which
 * schedule, with which retries. `startJobs` (start-jobs.ts) starts one pg-boss per process, creates
 * these queues and runs the handlers the features give for them (each feature's `*-jobs.ts` module);
 * a handler for a queue not named here, or a queue named here without a handler in the app's modules
 * (server/app-jobs.test.ts), is an error. pg-boss reads cron in UTC.
 */
export const JOB_QUEUES = {
  refund: {
    // 'short' (at most one QUEUED job per refund), not 'stately' or 'singleton': those hold a new job
    // back while one is active, and the active job of a killed process stays so until it expires (5
    // min), which would stall the refund after a crash. Two runs at once are safe anyway: the row's
    // claim lets one of them call the provider.
    options: { policy: 'short', retryLimit: 0, expireInSeconds: 300 },
    batchSize: 10,
    does: 'carries out one refund (keyed by its id): the provider call, then processed, retry or failed',
  },
  'refund-sweep': {
    options: { policy: 'standard', retryLimit: 0, expireInSeconds: 60 },
    schedule: '* * * * *',
    does: 'queues a refund job for every pending refund that is due (also after every commit that may write one)',
  },
  'mail-delivery': {
    // the row is the truth (outbox.status): a job is only "deliver what is due now", so several at
    // once are harmless and none is retried by pg-boss; a refused mail's retry is its row's time
    options: { policy: 'standard', retryLimit: 0, expireInSeconds: 300 },
    schedule: '* * * * *',
    does: 'delivers the due outbox mails (30 s doubling to 5 min, for 24 h), then sleeps until the next is due',
  },
  'text-delivery': {
    // as mail-delivery: the row (text_messages.status) is the truth, a job only "deliver what is due"
    options: { policy: 'standard', retryLimit: 0, expireInSeconds: 300 },
    schedule: '* * * * *',
    does: 'delivers the due WhatsApp/SMS messages (WhatsApp, else SMS for customers; 30 s doubling to 5 min, for 24 h)',
  },
  'ride-reminders': {
    options: { policy: 'standard', retryLimit: 0, expireInSeconds: 60 },
    schedule: '* * * * *',
    does: 'queues the pick-up (24 h before) and return (1 h before) reminder mails of the rides due',
  },
  'payment-reconcile': {
    options: { policy: 'standard', retryLimit: 0, expireInSeconds: 540 },
    schedule: '*/10 * * * *',
    does: 'asks the payment provider for captures nobody reported and applies or refunds them',
  },
  'nightly-backup': {
    options: { policy: 'singleton', retryLimit: 2, retryDelay: 600, expireInSeconds: 3_600 },
    // 02:30 in India (21:00 UTC), when the marketplace is quietest
    schedule: '0 21 * * *',
    pollingIntervalSeconds: 30,
    does: 'writes a backup archive of an embedded instance into BACKUP_DIR and keeps the newest BACKUP_KEEP',
  },
} as const satisfies Record<string, QueueSpec>;

export type QueueName = keyof typeof JOB_QUEUES;

export const QUEUE_NAMES = Object.keys(JOB_QUEUES) as QueueName[];

/** A worker's handler: the jobs it fetched (one unless the queue's batchSize says more). */
export type JobHandler = (jobs: PgBoss.Job<Record<string, unknown>>[]) => Promise<void>;

/** What a feature may do with the queues once they run. */
export interface JobSender {
  /** queues a job (options: startAfter, singletonKey …) */
  send(name: QueueName, data?: Record<string, unknown>, options?: PgBoss.SendOptions): Promise<void>;
  /** wakes this process's worker of the queue now instead of at its next poll */
  notify(name: QueueName): void;
  /**
   * Cancels the queue's jobs that were active before this process's workers ran, answering when
   * each started. Only for a queue of a one-process deployment (the embedded instance's backup):
   * such a job was taken by a process that died (it would stay active until it expires).
   */
  cancelActive(name: QueueName): Promise<Date[]>;
}

/** A feature's part of the job system: handlers for some of the queues, and what runs around them. */
export interface JobModule {
  handlers: Partial<Record<QueueName, JobHandler>>;
  /** after every queue exists and every worker runs (e.g. a first sweep, a subscription) */
  start?(jobs: JobSender): Promise<void>;
  /** before the queue stops (e.g. an unsubscription) */
  stop?(): Promise<void>;
}
