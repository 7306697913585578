import PgBoss from 'pg-boss';
import type { Database } from '#server/db/client.ts';

export type JobQueue = PgBoss;

export interface JobQueueOptions {
  /** reports the queue's own errors (a failed poll, a failed maintenance run) */
  onError?: (error: unknown) => void;
}

/**
 * Starts the stored job queue (pg-boss) on the app's database, PostgreSQL or PGlite alike: its tables
 * live in the `pgboss` schema, created or migrated here at the first start. Jobs are rows, so they
 * survive a restart; a job is fetched with `FOR UPDATE SKIP LOCKED`, so several instances never run
 * the same one; cron schedules fire once across instances. Stop it (`stop({ graceful: true })`)
 * before closing the database.
 */
export async function startJobQueue(database: Database, options: JobQueueOptions = {}): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values as unknown[] | undefined) },
    schedule: true,
    supervise: true,
    migrate: true,
  });
  boss.on('error', (error: unknown) => options.onError?.(error));
  await boss.start();
  return boss;
}
