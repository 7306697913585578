import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '#server/db/client.ts';
import type { FileStore } from '#server/features/files/file-store.ts';
import { createBackup } from './create-backup.ts';
import type { BackupManifest } from './backup-manifest.ts';

/** `revon-backup-20260102-213000.tar`: sorts by time; only such names are ever pruned. */
const BACKUP_NAME = /^revon-backup-\d{8}-\d{6}(-\d+)?\.tar$/;

export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `revon-backup-${stamp}.tar`;
}

export interface ScheduledBackupDeps {
  database: Database;
  store: FileStore;
  databaseUrl?: string;
  backupDir: string;
  /** how many of the newest archives to keep */
  keep: number;
  now: () => Date;
}

/**
 * Writes a backup of the running instance into BACKUP_DIR (the nightly job and the admin's "Back up
 * now" both come here, so they write the same archive), then deletes the oldest archives past `keep`.
 * Answers the file's name and its manifest.
 */
export async function writeScheduledBackup(deps: ScheduledBackupDeps): Promise<{ file: string; manifest: BackupManifest }> {
  const at = deps.now();
  const base = backupFileName(at).replace(/\.tar$/, '');
  let file = path.join(deps.backupDir, `${base}.tar`);
  const existing = new Set(await readdir(deps.backupDir).catch(() => [] as string[]));
  // two in one second (a double click): the second gets a suffix (`…-213000-2.tar`), never replaces the first
  for (let n = 2; existing.has(path.basename(file)); n++) file = path.join(deps.backupDir, `${base}-${n}.tar`);
  const manifest = await createBackup({
    database: deps.database,
    store: deps.store,
    ...(deps.databaseUrl ? { databaseUrl: deps.databaseUrl } : {}),
    out: file,
    now: deps.now,
  });
  await pruneBackups(deps.backupDir, deps.keep);
  return { file, manifest };
}

/** Deletes all but the newest `keep` archives of ours in `dir`; other files are left alone. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  // oldest first: by the time in the name, then by the suffix of a second archive in the same second
  const order = (name: string) => {
    const [, stamp = '', suffix = '1'] = /^revon-backup-(\d{8}-\d{6})(?:-(\d+))?\.tar$/.exec(name) ?? [];
    return `${stamp}-${suffix.padStart(6, '0')}`;
  };
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => BACKUP_NAME.test(name))
    .sort((a, b) => order(a).localeCompare(order(b)));
  const old = names.slice(0, Math.max(0, names.length - keep));
  await Promise.all(old.map((name) => rm(path.join(dir, name), { force: true })));
  return old;
}
