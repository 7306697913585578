import { parseArgs } from 'node:util';
import { dataDirHolder, holdDataDir } from '#server/db/instance-lock.ts';
import { EnvError, loadEnv } from '#server/env.ts';
import { RestoreRefused, restoreBackup } from '#server/features/backups/restore-backup.ts';
import { createFileStore } from '#server/features/files/create-file-store.ts';

/**
 * `npm run restore -- <file>`: brings an archive of `npm run backup` into an empty data folder
 * (DATA_DIR) or an empty database (DATABASE_URL); refuses a non-empty one with exit code 1, having
 * changed nothing (docs/operations.md).
 */
async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [archive] = positionals;
  if (!archive || positionals.length > 1) {
    console.error('usage: npm run restore -- <file>');
    return 2;
  }
  const env = loadEnv();
  const holder = dataDirHolder(env.dataDir);
  if (holder !== undefined) {
    console.error(`An instance (pid ${holder}) is running on ${env.dataDir}: stop it, and restore into a fresh DATA_DIR.`);
    return 1;
  }
  const release = holdDataDir(env.dataDir);
  try {
    const manifest = await restoreBackup({
      archive,
      dataDir: env.dataDir,
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
      store: createFileStore(env),
      progress: process.stderr,
    });
    const { counts } = manifest;
    console.log(
      [
        `Restored the backup of ${manifest.createdAt} (app ${manifest.appVersion}) into ${env.DATABASE_URL ? 'DATABASE_URL' : env.dataDir}`,
        `  ${counts.bookings} bookings, ${counts.payments} payments, ${counts.refunds} refunds, ${counts.ledgerEntries} ledger entries, ${counts.files} files: as the manifest says`,
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(`Restore refused, nothing changed: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
