import PgBoss from 'pg-boss';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '#server/db/client.ts';
import { DEADLOCK_DETECTED, UNIQUE_VIOLATION, hasSqlState } from '#server/lib/sql-state.ts';

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

/** What two instances creating one queue at the same moment may meet: a deadlock, a row or a table created meanwhile. */
const STARTUP_RACES = [
  DEADLOCK_DETECTED,
  UNIQUE_VIOLATION,
  '42P07' /* duplicate table */,
  '42710' /* duplicate object */,
];

/**
 * Creates a queue unless it exists. pg-boss's `createQueue` is not safe against itself: two instances
 * starting on one fresh database at the same moment can deadlock inside it (seen with two server
 * processes). The loser of such a race waits a little and looks again; by then the queue exists.
 */
export async function ensureQueue(boss: JobQueue, name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, { ...options, name });
      return;
    } catch (error) {
      if (attempt >= 5 || !STARTUP_RACES.some((state) => hasSqlState(error, state))) throw error;
      await sleep(50 + Math.floor(Math.random() * 200));
    }
  }
}

/** `schedule` with the same protection: two instances upserting one schedule at once may deadlock. */
export async function ensureSchedule(boss: JobQueue, name: string, cron: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.schedule(name, cron);
      return;
    } catch (error) {
      if (attempt >= 5 || !STARTUP_RACES.some((state) => hasSqlState(error, state))) throw error;
      await sleep(50 + Math.floor(Math.random() * 200));
    }
  }
}
