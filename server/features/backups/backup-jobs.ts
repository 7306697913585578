import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { JobModule } from '#server/features/jobs/job-registry.ts';
import { backupFileName, writeScheduledBackup, type ScheduledBackupDeps } from './write-scheduled-backup.ts';

export interface BackupJobsOptions extends ScheduledBackupDeps {
  log: { info(line: string): void; error(object: unknown, message?: string): void };
}

/** What a run killed mid-archive leaves in BACKUP_DIR (create-backup.ts): its work folder and its half archive. */
const PARTIAL = /^revon-backup-\d{8}-\d{6}(-\d+)?\.tar\.[0-9a-f-]{36}\.(parts|tmp)$/;
/** A complete archive's name (write-scheduled-backup.ts). */
const ARCHIVE = /^(revon-backup-\d{8}-\d{6})(-\d+)?\.tar$/;

/**
 * The nightly backup of a running embedded instance (issue 31) as part of the job system (registry:
 * `nightly-backup`, a stored cron, so it survives restarts and runs once; a failed run is retried
 * twice, then logged). Each run writes an archive into BACKUP_DIR and keeps the newest BACKUP_KEEP.
 *
 * A process killed mid-archive (issue #30) leaves its half archive under a temporary name (never
 * listed, never pruned as a backup) and its job active for an hour. An embedded instance is one
 * process, so as it starts: the leftovers are deleted, and a job left active is cancelled and run
 * again at once, unless the killed run had already renamed its archive (no second one that night).
 */
export function backupJobModule(options: BackupJobsOptions): JobModule {
  const { log } = options;
  return {
    handlers: {
      'nightly-backup': async () => {
        try {
          const { file, manifest } = await writeScheduledBackup(options);
          log.info(
            `nightly backup written to ${file} (${manifest.counts.bookings} bookings, ${manifest.entries.length} entries)`,
          );
        } catch (error) {
          log.error({ err: error }, 'nightly backup failed');
          throw error;
        }
      },
    },
    start: async (jobs) => {
      const names = await readdir(options.backupDir).catch(() => [] as string[]);
      const partial = names.filter((name) => PARTIAL.test(name));
      await Promise.all(partial.map((name) => rm(path.join(options.backupDir, name), { recursive: true, force: true })));
      if (partial.length > 0) log.info(`removed ${partial.length} leftovers of a backup that was killed`);
      const killed = await jobs.cancelActive('nightly-backup');
      if (killed.length === 0) return;
      // the archive's name is the time its run began (to the second), at or after its job started
      const since = backupFileName(new Date(Math.min(...killed.map((at) => at.getTime())))).replace(/\.tar$/, '');
      const written = names.some((name) => (ARCHIVE.exec(name)?.[1] ?? '') >= since);
      if (written) return;
      log.info('the nightly backup was killed mid-archive: running it again');
      await jobs.send('nightly-backup');
      jobs.notify('nightly-backup');
    },
  };
}
