import { mkdir, readFile, readdir, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyArchive } from '#server/features/backups/restore-backup.ts';
import { Cleanups, jobStates, openPglite, queueJob, startServer, tempDir } from './reliability-kit.ts';

/*
 * A kill test of the `nightly-backup` job (issue #30). The nightly backup runs on an embedded
 * instance only (PGlite; with PostgreSQL there is no such job: pg_dump is the operator's, see
 * docs/operations.md), so this test has no PostgreSQL case. The uploads hold one large file (256 MB,
 * sparse) so that archiving takes a while: a real server process runs the night's job (queued before
 * the start instead of waiting for 21:00 UTC), and is killed (SIGKILL) while its half archive grows
 * under a temporary name. Restarted, it removes the half archive and runs the night's backup again at
 * once (the killed job would stay active for an hour): BACKUP_DIR then holds ONE archive, complete
 * (its manifest's sizes and hashes check), and no leftover.
 */

const BIG_UPLOAD = 256 * 1024 * 1024;
const cleanups = new Cleanups();
afterAll(() => cleanups.run());

const ARCHIVE = /^revon-backup-\d{8}-\d{6}(-\d+)?\.tar$/;

async function waitFor(what: string, done: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a server killed while it writes the nightly backup', () => {
  it('PGlite: restarted, the night has one complete backup and no half archive', { timeout: 300_000 }, async () => {
    const started = Date.now();
    const dir = await tempDir(cleanups);
    const dataDir = path.join(dir, 'data');
    const backupDir = path.join(dir, 'backups');
    await mkdir(path.join(dataDir, 'uploads', 'private'), { recursive: true });
    const big = path.join(dataDir, 'uploads', 'private', 'big-scan.pdf');
    await writeFile(big, '');
    await truncate(big, BIG_UPLOAD);
    const database = await openPglite(dataDir);
    await queueJob(database, 'nightly-backup');
    await database.close();
    const env = { BACKUP_DIR: backupDir, BACKUP_KEEP: '7', LOG_LEVEL: 'info' };
    const names = () => readdir(backupDir).catch(() => [] as string[]);

    // 1. killed while the archive is half written (the job may start before the server answers its
    // health check: the kill goes to the pid the data folder's lock names)
    const firstUp = startServer({ dir, name: 'backup-first', dataDir, env, timeoutMs: 120_000 }).then(
      (app) => {
        cleanups.add(() => app.stop('SIGKILL'));
        return app;
      },
      () => undefined,
    );
    await waitFor('a half-written archive', async () => (await names()).some((name) => name.endsWith('.tmp')), 120_000);
    const pid = Number.parseInt(await readFile(path.join(dataDir, 'instance.pid'), 'utf8'), 10);
    process.kill(pid, 'SIGKILL');
    const first = await firstUp;
    if (first) await first.exited;
    const leftAtKill = await names();
    // the half archive is not a backup by its name
    expect(leftAtKill.filter((name) => ARCHIVE.test(name))).toEqual([]);
    expect(leftAtKill.some((name) => name.endsWith('.tmp'))).toBe(true);

    // 2. restarted: the night's backup runs again and completes
    const restartAt = Date.now();
    const second = await startServer({ dir, name: 'backup-second', dataDir, env, timeoutMs: 120_000 });
    cleanups.add(() => second.stop('SIGKILL'));
    await waitFor(
      'the backup written again',
      async () => {
        const now = await names();
        return now.some((name) => ARCHIVE.test(name)) && !now.some((name) => !ARCHIVE.test(name));
      },
      90_000,
    );
    const writtenMs = Date.now() - restartAt;
    // nothing else comes (no second run of the night)
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await second.stop('SIGTERM');

    const final = await names();
    expect(final.filter((name) => ARCHIVE.test(name))).toHaveLength(1);
    expect(final).toHaveLength(1);
    const manifest = await verifyArchive(path.join(backupDir, final[0] ?? ''));
    expect(manifest.entries.find((entry) => entry.path.endsWith('big-scan.pdf'))?.size).toBe(BIG_UPLOAD);
    const reopened = await openPglite(dataDir);
    const states = await jobStates(reopened.db, 'nightly-backup');
    await reopened.close();
    // the killed run's job cancelled, the night's run completed once
    expect(states).toMatchObject({ cancelled: 1, completed: 1 });
    expect(states.active ?? 0).toBe(0);
    console.info(
      `backup crash: killed with ${leftAtKill.join(', ')} in BACKUP_DIR; restarted, ${final[0]} written ${writtenMs} ms after the restart (jobs: ${JSON.stringify(states)}; ${Math.round((Date.now() - started) / 1000)} s in all)`,
    );
  });
});
