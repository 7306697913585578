import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { extract as createExtract, type Header } from 'tar-stream';
import { createPglite } from '#server/db/client.ts';
import type { FileStore } from '#server/features/files/file-store.ts';
import { createProgressBar, type ProgressOutput } from '#server/lib/progress-bar.ts';
import {
  backupManifest,
  MANIFEST_ENTRY,
  PGDUMP_ENTRY,
  PGLITE_ENTRY,
  readCounts,
  UPLOADS_PREFIX,
  type BackupManifest,
} from './backup-manifest.ts';
import { findPgTool, runPgTool } from './pg-tools.ts';

/** A restore that must not start (a non-empty target, a damaged archive): nothing has been changed. */
export class RestoreRefused extends Error {}

export interface RestoreBackupOptions {
  archive: string;
  /** the data folder: `DATA_DIR/pglite` receives an embedded database */
  dataDir: string;
  /** PostgreSQL: the empty database that receives a pg_dump archive */
  databaseUrl?: string;
  /** where the archive's files go (the local disk or the bucket); must hold none */
  store: FileStore;
  progress?: ProgressOutput;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * Brings an archive of createBackup back: first reads it whole, checking every entry against the
 * manifest's sizes and SHA-256 sums, and checks that the target (the data folder or database, and
 * the file store) is empty; only then writes anything. An embedded archive becomes `DATA_DIR/pglite`
 * (PGlite loads its own dump), a PostgreSQL one is pg_restore'd into DATABASE_URL. The restored rows
 * are counted and compared with the manifest. Throws RestoreRefused, having changed nothing, when the
 * archive is damaged or the target is not empty.
 */
export async function restoreBackup(options: RestoreBackupOptions): Promise<BackupManifest> {
  const manifest = await verifyArchive(options.archive, options.progress);
  const hasUploads = manifest.entries.some((entry) => entry.path.startsWith(UPLOADS_PREFIX));
  const pgliteDir = path.join(options.dataDir, 'pglite');

  if (manifest.database === 'postgres' && !options.databaseUrl) {
    throw new RestoreRefused('this archive holds a PostgreSQL database: set DATABASE_URL to the empty database that receives it');
  }
  if (manifest.database === 'pglite' && options.databaseUrl) {
    throw new RestoreRefused(
      'this archive holds an embedded database: unset DATABASE_URL to restore it into DATA_DIR (docs/operations.md: moving to PostgreSQL)',
    );
  }
  if (manifest.database === 'pglite' && !(await isEmptyFolder(pgliteDir))) {
    throw new RestoreRefused(`${pgliteDir} is not empty: restore into a fresh DATA_DIR`);
  }
  if (options.databaseUrl && !(await isEmptyDatabase(options.databaseUrl))) {
    throw new RestoreRefused('the database at DATABASE_URL is not empty: restore into a new, empty database');
  }
  if (hasUploads && !(await isEmptyStore(options.store))) {
    throw new RestoreRefused(
      options.store.kind === 'disk'
        ? `${path.join(options.dataDir, 'uploads')} is not empty: restore into a fresh DATA_DIR`
        : 'the bucket already holds files: restore into an empty bucket',
    );
  }

  const work = path.join(options.dataDir, `.restore-${randomUUID()}`);
  await mkdir(work, { recursive: true });
  try {
    const total = manifest.entries.reduce((sum, entry) => sum + entry.size, 0);
    const bar = options.progress ? createProgressBar('restore', total, options.progress) : undefined;
    let dumpFile: string | undefined;
    await readArchive(options.archive, async (header, body) => {
      if (header.name === PGLITE_ENTRY || header.name === PGDUMP_ENTRY) {
        dumpFile = path.join(work, header.name);
        await pipeline(body, meter(bar, header.name), createWriteStream(dumpFile, { mode: 0o600 }));
      } else if (header.name.startsWith(UPLOADS_PREFIX)) {
        const key = header.name.slice(UPLOADS_PREFIX.length);
        const data = await collect(body);
        await options.store.put(key, data, MIME_BY_EXTENSION[key.split('.').pop() ?? ''] ?? 'application/octet-stream');
        bar?.tick(data.length, header.name);
      } else {
        for await (const _chunk of body) {
          // an entry of no use here is read past
        }
      }
    });
    if (!dumpFile) throw new Error('the archive holds no database');
    const counts =
      manifest.database === 'pglite'
        ? await loadPglite(pgliteDir, dumpFile)
        : await loadPostgres(options.databaseUrl ?? '', dumpFile);
    bar?.finish();
    for (const [name, expected] of Object.entries(manifest.counts)) {
      const restored = counts[name as keyof typeof counts];
      if (restored !== expected) throw new Error(`restored ${restored} ${name}, the manifest says ${expected}`);
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Reads the archive once, hashing every entry; answers its manifest when every entry matches it. */
export async function verifyArchive(archive: string, progress?: ProgressOutput): Promise<BackupManifest> {
  const size = (await stat(archive).catch(() => undefined))?.size;
  if (size === undefined) throw new RestoreRefused(`${archive}: no such file`);
  const bar = progress ? createProgressBar('verify', size, progress) : undefined;
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  try {
    await readArchive(archive, async (header, body) => {
      if (header.name === MANIFEST_ENTRY) {
        manifestText = (await collect(body)).toString('utf8');
        return;
      }
      const hash = createHash('sha256');
      let bytes = 0;
      for await (const chunk of body) {
        hash.update(chunk);
        bytes += chunk.length;
        bar?.tick(chunk.length, header.name);
      }
      seen.set(header.name, { size: bytes, sha256: hash.digest('hex') });
    });
  } catch (error) {
    throw new RestoreRefused(`${archive} is not a readable backup archive (${(error as Error).message})`);
  }
  if (!manifestText) throw new RestoreRefused(`${archive} has no ${MANIFEST_ENTRY}: not a backup of this app`);
  const parsed = backupManifest.safeParse(JSON.parse(manifestText));
  if (!parsed.success) throw new RestoreRefused(`${archive}: its ${MANIFEST_ENTRY} is not one this version reads`);
  for (const entry of parsed.data.entries) {
    const found = seen.get(entry.path);
    if (!found || found.size !== entry.size || found.sha256 !== entry.sha256) {
      throw new RestoreRefused(`${archive} is damaged: ${entry.path} does not match its checksum`);
    }
  }
  if (seen.size !== parsed.data.entries.length) throw new RestoreRefused(`${archive} holds entries its manifest does not list`);
  bar?.finish('checksums match');
  return parsed.data;
}

async function readArchive(archive: string, onEntry: (header: Header, body: AsyncIterable<Buffer>) => Promise<void>): Promise<void> {
  const extract = createExtract();
  const done = pipeline(createReadStream(archive), extract);
  for await (const entry of extract) await onEntry(entry.header, entry as AsyncIterable<Buffer>);
  await done;
}

function meter(bar: ReturnType<typeof createProgressBar> | undefined, name: string) {
  return async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      bar?.tick(chunk.length, name);
      yield chunk;
    }
  };
}

async function collect(body: AsyncIterable<Buffer> | Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function isEmptyFolder(dir: string): Promise<boolean> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.length === 0;
}

async function isEmptyStore(store: FileStore): Promise<boolean> {
  for await (const _object of store.list('')) return false;
  return true;
}

async function isEmptyDatabase(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
    );
    return rows[0]?.n === 0;
  } finally {
    await client.end();
  }
}

async function loadPglite(pgliteDir: string, dumpFile: string) {
  await mkdir(pgliteDir, { recursive: true });
  const dump = await collect(createReadStream(dumpFile));
  const client = await createPglite(pgliteDir, new Blob([new Uint8Array(dump)]));
  try {
    return await readCounts(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.close();
  }
}

async function loadPostgres(url: string, dumpFile: string) {
  await runPgTool(findPgTool('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, dumpFile]);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await readCounts(async (sql) => (await client.query(sql)).rows as unknown[]);
  } finally {
    await client.end();
  }
}
