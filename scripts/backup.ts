import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '#server/db/client.ts';
import { dataDirHolder, holdDataDir } from '#server/db/instance-lock.ts';
import { EnvError, loadEnv } from '#server/env.ts';
import { createBackup } from '#server/features/backups/create-backup.ts';
import { createFileStore } from '#server/features/files/create-file-store.ts';

/**
 * `npm run backup -- --out <file>`: one archive of the marketplace (docs/operations.md). PostgreSQL
 * (DATABASE_URL): pg_dump of the live database. Embedded: the data folder at DATA_DIR, when no
 * instance holds it (a running one backs itself up: nightly, or the admin's "Back up now").
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
  if (!values.out) {
    console.error('usage: npm run backup -- --out <file>');
    return 2;
  }
  const env = loadEnv();
  const store = createFileStore(env);
  if (!env.DATABASE_URL) {
    const holder = dataDirHolder(env.dataDir);
    if (holder !== undefined) {
      console.error(
        `An instance (pid ${holder}) is running on ${env.dataDir}: use the admin's "Back up now" (it writes the same archive), or stop it first.`,
      );
      return 1;
    }
  }
  const release = env.DATABASE_URL ? () => {} : holdDataDir(env.dataDir);
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(env.dataDir, 'pglite') });
  try {
    const manifest = await createBackup({
      database,
      store,
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
      out: values.out,
      progress: process.stderr,
    });
    const files = manifest.entries.filter((entry) => entry.path.startsWith('uploads/')).length;
    const { counts } = manifest;
    console.log(
      [
        `Backup written to ${path.resolve(values.out)}`,
        `  database: ${manifest.database}, migrations ${manifest.migrations.applied} (${manifest.migrations.latest ?? 'none'})`,
        `  ${counts.bookings} bookings, ${counts.payments} payments, ${counts.refunds} refunds, ${counts.ledgerEntries} ledger entries, ${counts.files} files`,
        manifest.storage === 'disk'
          ? `  ${files} uploaded files included`
          : '  uploaded files are in the bucket (S3_BUCKET), not in the archive',
      ].join('\n'),
    );
    return 0;
  } finally {
    await database.close();
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
