import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from '#server/db/client.ts';
import packageJson from '../../../package.json' with { type: 'json' };

/** What the archive's first entry, `manifest.json`, says about the rest. */
export const backupManifest = z.object({
  format: z.literal('revon-backup'),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  /** `pglite`: `database.pglite.tar.gz` (PGlite's own dump); `postgres`: `database.pgdump` (pg_dump -Fc) */
  database: z.enum(['pglite', 'postgres']),
  /** the migrations the database had: how many, and the newest one's tag */
  migrations: z.object({ applied: z.number().int().min(0), latest: z.string().nullable() }),
  /** the rows at the moment of the dump (a restore checks it has the same) */
  counts: z.object({
    bookings: z.number().int(),
    payments: z.number().int(),
    refunds: z.number().int(),
    ledgerEntries: z.number().int(),
    files: z.number().int(),
  }),
  /** where the files were: with `disk` they are in the archive under `uploads/`; with `s3` they stay in the bucket */
  storage: z.enum(['disk', 's3']),
  entries: z.array(z.object({ path: z.string(), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type BackupManifest = z.infer<typeof backupManifest>;
export type BackupCounts = BackupManifest['counts'];

export const MANIFEST_ENTRY = 'manifest.json';
export const PGLITE_ENTRY = 'database.pglite.tar.gz';
export const PGDUMP_ENTRY = 'database.pgdump';
export const UPLOADS_PREFIX = 'uploads/';

export const APP_VERSION: string = packageJson.version;

/** The counts of one moment, through whatever runs SQL in that moment's transaction or snapshot. */
export async function readCounts(query: (sql: string) => Promise<unknown[]>): Promise<BackupCounts> {
  const rows = await query(
    `select (select count(*) from bookings)::int as bookings, (select count(*) from payments)::int as payments,
            (select count(*) from refunds)::int as refunds, (select count(*) from ledger_entries)::int as "ledgerEntries",
            (select count(*) from files)::int as files`,
  );
  return backupManifest.shape.counts.parse(rows[0]);
}

/** How many migrations the database has applied, and the tag of the newest (from drizzle's journal). */
export async function readMigrationLevel(query: (sql: string) => Promise<unknown[]>): Promise<BackupManifest['migrations']> {
  const rows = await query(
    `select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const { applied, newest } = z.object({ applied: z.number().int(), newest: z.string().nullable() }).parse(rows[0]);
  const journal = z
    .object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) })
    .parse(JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')));
  const latest = journal.entries.find((entry) => String(entry.when) === newest)?.tag ?? null;
  return { applied, latest };
}
