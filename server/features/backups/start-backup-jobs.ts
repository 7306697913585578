import { ensureQueue, ensureSchedule, startJobQueue } from '#server/features/jobs/start-job-queue.ts';
import { writeScheduledBackup, type ScheduledBackupDeps } from './write-scheduled-backup.ts';

export const BACKUP_QUEUE = 'nightly-backup';
/** 02:30 in India (21:00 UTC), when the marketplace is quietest: pg-boss reads cron in UTC. */
export const BACKUP_CRON = '0 21 * * *';

export interface BackupJobsOptions extends ScheduledBackupDeps {
  log: { info(line: string): void; error(object: unknown, message?: string): void };
  pollingIntervalSeconds?: number;
}

export interface BackupJobs {
  stop(): Promise<void>;
}

/**
 * The nightly backup of a running embedded instance (issue 31): a stored cron job in the job queue,
 * so it survives restarts and runs once; each run writes an archive into BACKUP_DIR and keeps the
 * newest BACKUP_KEEP. A failed run is retried twice, then logged.
 */
export async function startBackupJobs(options: BackupJobsOptions): Promise<BackupJobs> {
  const { log } = options;
  const boss = await startJobQueue(options.database, { onError: (error) => log.error({ err: error }, 'job queue error') });
  await ensureQueue(boss, BACKUP_QUEUE, {
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: 600,
    expireInSeconds: 3_600,
  });
  await boss.work(BACKUP_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 }, async () => {
    try {
      const { file, manifest } = await writeScheduledBackup(options);
      log.info(`nightly backup written to ${file} (${manifest.counts.bookings} bookings, ${manifest.entries.length} entries)`);
    } catch (error) {
      log.error({ err: error }, 'nightly backup failed');
      throw error;
    }
  });
  await ensureSchedule(boss, BACKUP_QUEUE, BACKUP_CRON);
  return {
    stop: async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
