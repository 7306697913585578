import type { Database } from '#server/db/client.ts';
import { JOB_QUEUES, type JobModule, type JobSender, type QueueName } from './job-registry.ts';
import { ensureQueue, ensureSchedule, startJobQueue } from './start-job-queue.ts';

export interface StartJobsOptions {
  database: Database;
  log: { error(object: unknown, message?: string): void };
  /** the features' job modules; each queue of the registry is handled by at most one of them */
  modules: JobModule[];
  /** overrides every queue's polling interval (tests: 0.5 s) */
  pollingIntervalSeconds?: number;
}

export interface Jobs extends JobSender {
  /** the queues this process works */
  queues: QueueName[];
  stop(): Promise<void>;
}

/**
 * The app's one job system (issue #30): ONE pg-boss on the app's database, its queues and schedules
 * from the registry (job-registry.ts), a worker for each queue a module handles. Called once per
 * process (server/main.ts). A queue only some deployments run (the nightly backup of an embedded
 * instance) is created and scheduled only where a module handles it.
 */
export async function startJobs(options: StartJobsOptions): Promise<Jobs> {
  const { database, log } = options;
  const handlers = new Map<QueueName, JobModule['handlers'][QueueName]>();
  for (const module of options.modules) {
    for (const [name, handler] of Object.entries(module.handlers)) {
      if (!(name in JOB_QUEUES)) throw new Error(`job handler for a queue not in the registry: ${name}`);
      if (handlers.has(name as QueueName)) throw new Error(`two job handlers for the queue ${name}`);
      handlers.set(name as QueueName, handler);
    }
  }

  const boss = await startJobQueue(database, { onError: (error) => log.error({ err: error }, 'job queue error') });
  // the jobs active before this process's workers run: taken by a process that is gone, or by another instance
  const activeAtStart = (
    await database.executeSql(`select id, name, started_on from pgboss.job where state = 'active'`)
  ).rows as { id: string; name: string; started_on: Date | string }[];
  const workers = new Map<QueueName, string>();
  const jobs: Jobs = {
    queues: [...handlers.keys()],
    send: async (name, data = {}, sendOptions) => {
      await boss.send(name, data, sendOptions ?? {});
    },
    notify: (name) => {
      const id = workers.get(name);
      if (id) boss.notifyWorker(id);
    },
    cancelActive: async (name) => {
      const active = activeAtStart.filter((row) => row.name === name);
      if (active.length > 0) await boss.cancel(name, active.map((row) => row.id));
      return active.map((row) => new Date(row.started_on));
    },
    stop: async () => {
      for (const module of options.modules) {
        await module.stop?.().catch((error: unknown) => log.error({ err: error }, 'job module stop failed'));
      }
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };

  for (const [name, handler] of handlers) {
    if (!handler) continue;
    const spec = JOB_QUEUES[name];
    await ensureQueue(boss, name, spec.options);
    const id = await boss.work<Record<string, unknown>>(
      name,
      {
        pollingIntervalSeconds:
          options.pollingIntervalSeconds ?? ('pollingIntervalSeconds' in spec ? spec.pollingIntervalSeconds : 2),
        batchSize: 'batchSize' in spec ? spec.batchSize : 1,
      },
      handler,
    );
    workers.set(name, id);
    if ('schedule' in spec) await ensureSchedule(boss, name, spec.schedule);
  }
  for (const module of options.modules) await module.start?.(jobs);
  return jobs;
}
