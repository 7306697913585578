import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { pack as createPack, type Pack } from 'tar-stream';
import type { Database } from '#server/db/client.ts';
import type { FileStore } from '#server/features/files/file-store.ts';
import { createProgressBar, type ProgressOutput } from '#server/lib/progress-bar.ts';
import {
  APP_VERSION,
  MANIFEST_ENTRY,
  PGDUMP_ENTRY,
  PGLITE_ENTRY,
  readCounts,
  readMigrationLevel,
  UPLOADS_PREFIX,
  type BackupCounts,
  type BackupManifest,
} from './backup-manifest.ts';
import { findPgTool, runPgTool } from './pg-tools.ts';

export interface CreateBackupOptions {
  database: Database;
  store: FileStore;
  /** PostgreSQL: the URL pg_dump reads; default: the one the database was opened with */
  databaseUrl?: string;
  /** the archive to write; written aside and renamed, so a half-written archive never has this name */
  out: string;
  /** where the progress bar goes; none when unset (the nightly job, the admin's button) */
  progress?: ProgressOutput;
  now?: () => Date;
}

interface Snapshot {
  counts: BackupCounts;
  migrations: BackupManifest['migrations'];
  /** the database dump, as a file in the work folder */
  file: string;
  entry: string;
}

/**
 * Writes one archive (a tar) of the marketplace: the database (PGlite's own dump of the data folder,
 * or `pg_dump -Fc` of PostgreSQL), the uploaded files when they live on the local disk, and last
 * `manifest.json` (app version, migration level, counts, each entry's size and SHA-256). The counts
 * and the dump are of one moment: one PGlite transaction, or one exported PostgreSQL snapshot that
 * pg_dump reads. Files are copied after that moment: an upload stores its file before its row, so
 * every file a row of the dump points at is there to copy.
 */
export async function createBackup(options: CreateBackupOptions): Promise<BackupManifest> {
  const { database, store } = options;
  const now = options.now ?? (() => new Date());
  const out = path.resolve(options.out);
  await mkdir(path.dirname(out), { recursive: true });
  const work = `${out}.${randomUUID()}.parts`;
  const partial = `${out}.${randomUUID()}.tmp`;
  await mkdir(work, { recursive: true });
  try {
    const snapshot =
      database.kind === 'pglite'
        ? await snapshotPglite(database, work)
        : await snapshotPostgres(requireUrl(options.databaseUrl ?? database.url), work, options.progress);
    const uploads: { key: string; size: number }[] = [];
    if (store.kind === 'disk') for await (const object of store.list('')) uploads.push(object);

    const dumpSize = (await stat(snapshot.file)).size;
    const total = dumpSize + uploads.reduce((sum, object) => sum + object.size, 0);
    const bar = options.progress ? createProgressBar('backup', total, options.progress) : undefined;
    const entries: BackupManifest['entries'] = [];
    const tar = createPack();
    const written = pipeline(tar, createWriteStream(partial, { mode: 0o600 }));

    entries.push(await addEntry(tar, snapshot.entry, dumpSize, createReadStream(snapshot.file), (n) => bar?.tick(n, snapshot.entry)));
    for (const { key } of uploads) {
      const object = await store.get(key);
      // deleted after the moment of the dump: its row is gone from what comes after, nothing to keep
      if (!object) continue;
      const name = `${UPLOADS_PREFIX}${key}`;
      entries.push(await addEntry(tar, name, object.size, object.body, (n) => bar?.tick(n, name)));
    }
    const manifest: BackupManifest = {
      format: 'revon-backup',
      formatVersion: 1,
      appVersion: APP_VERSION,
      createdAt: now().toISOString(),
      database: database.kind,
      migrations: snapshot.migrations,
      counts: snapshot.counts,
      storage: store.kind,
      entries,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    tar.entry({ name: MANIFEST_ENTRY, size: manifestBytes.length, mode: 0o600 }, manifestBytes);
    tar.finalize();
    await written;
    await rename(partial, out);
    bar?.finish(path.basename(out));
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

function requireUrl(url: string | undefined): string {
  if (!url) throw new Error('a PostgreSQL backup needs DATABASE_URL');
  return url;
}

/** Streams one entry into the archive, hashing it on the way; its size must be known up front (tar). */
async function addEntry(tar: Pack, name: string, size: number, body: Readable, onBytes: (n: number) => void) {
  const hash = createHash('sha256');
  let seen = 0;
  const meter = new PassThrough();
  meter.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    seen += chunk.length;
    onBytes(chunk.length);
  });
  await new Promise<void>((resolve, reject) => {
    const entry = tar.entry({ name, size, mode: 0o600 }, (error) => (error ? reject(error) : resolve()));
    pipeline(body, meter, entry).catch(reject);
  });
  if (seen !== size) throw new Error(`${name} changed while it was archived (${seen} bytes, expected ${size})`);
  return { path: name, size, sha256: hash.digest('hex') };
}

async function snapshotPglite(database: Database, work: string): Promise<Snapshot> {
  if (!database.snapshot) throw new Error('this database cannot dump its data folder');
  const { result, dump } = await database.snapshot(async (query) => ({
    counts: await readCounts(query),
    migrations: await readMigrationLevel(query),
  }));
  const file = path.join(work, PGLITE_ENTRY);
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
  return { ...result, file, entry: PGLITE_ENTRY };
}

/**
 * pg_dump of an exported snapshot: the counts are read in the transaction that exported it, which
 * stays open until pg_dump has read everything, so both see the same committed rows.
 */
async function snapshotPostgres(url: string, work: string, progress: ProgressOutput | undefined): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url, application_name: 'revon-backup' });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const query = async (sql: string) => (await client.query(sql)).rows as unknown[];
    const [exported] = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows;
    if (!exported) throw new Error('no snapshot exported');
    const counts = await readCounts(query);
    const migrations = await readMigrationLevel(query);
    const [tables] = (
      await client.query<{ n: number }>(
        `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
      )
    ).rows;
    const file = path.join(work, PGDUMP_ENTRY);
    const bar = progress ? createProgressBar('pg_dump', tables?.n ?? 0, progress) : undefined;
    await runPgTool(
      findPgTool('pg_dump'),
      ['--format=custom', `--snapshot=${exported.id}`, '--verbose', `--file=${file}`, `--dbname=${url}`],
      (line) => {
        const table = /dumping contents of table "?([^"\s]+)"?/.exec(line);
        if (table) bar?.tick(1, table[1]);
      },
    );
    bar?.finish();
    await client.query('commit');
    return { counts, migrations, file, entry: PGDUMP_ENTRY };
  } finally {
    await client.end();
  }
}
