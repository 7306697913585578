import { createHash } from 'node:crypto';
import { mkdtemp, open, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { createDiskStore } from '#server/features/files/disk-store.ts';
import { uploadsRoot } from '#server/features/files/storage-paths.ts';
import { withDatabase } from '#server/test/global-setup.ts';
import { bookBody, futureWindow, listedBike, paymentCalls, signedInUser } from '#server/test/kits/booking-test-kit.ts';
import { bikeFields, multipart, signedInPartner } from '#server/test/kits/partner-test-kit.ts';
import { cancelledWithRefund } from '#server/test/kits/refund-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { solidPng } from '#server/test/test-images.ts';
import { createBackup } from './create-backup.ts';
import { RestoreRefused, restoreBackup } from './restore-backup.ts';

// Issue 31's done-when: a backup taken while customers book, restored into a fresh folder or
// database, holds every booking, payment, refund, ledger entry, photo and document of its moment
// (compared by query and by checksum); a restore into a non-empty target is refused, nothing changed.

const dbChoice = inject('db');
let t: TestApp;
let work: string;
let databaseUrl: string | undefined;
const createdDatabases: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  work = await mkdtemp(path.join(tmpdir(), 'revon-backup-'));
  if (dbChoice.kind === 'postgres') {
    const [row] = (await t.app.deps.database.executeSql('select current_database() as name')).rows as { name: string }[];
    databaseUrl = withDatabase(dbChoice.url, row?.name ?? '');
  }
});

afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
  if (dbChoice.kind === 'postgres') {
    const admin = new pg.Client({ connectionString: dbChoice.url });
    await admin.connect();
    for (const name of createdDatabases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

const TABLES = ['bookings', 'payments', 'refunds', 'ledger_entries', 'files'] as const;

/** Every row of the compared tables, by id, as JSON text (the same on both sides of a restore). */
async function rowsOf(query: (sql: string) => Promise<unknown[]>) {
  const result: Record<string, Map<string, string>> = {};
  for (const table of TABLES) {
    const rows = (await query(`select id::text as id, row_to_json(t)::text as json from ${table} t`)) as { id: string; json: string }[];
    result[table] = new Map(rows.map((row) => [row.id, row.json]));
  }
  return result;
}

/** What a booking was made for, which no later step changes. */
function settledFields(json: string) {
  const { id, user_id, bike_id, partner_id, pickup_at, drop_at, grand_total, deposit, created_at } = JSON.parse(json) as Record<string, unknown>;
  return { id, user_id, bike_id, partner_id, pickup_at, drop_at, grand_total, deposit, created_at };
}

async function sha256Of(file: string) {
  return createHash('sha256').update(await readFile(file)).digest('hex');
}

/** A fresh, empty PostgreSQL database (the restore's target); dropped after the file. */
async function emptyPostgresDatabase(): Promise<string> {
  if (dbChoice.kind !== 'postgres') throw new Error('PostgreSQL only');
  const name = `revon_restore_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: dbChoice.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  await admin.end();
  createdDatabases.push(name);
  return withDatabase(dbChoice.url, name);
}

describe(`backup and restore (${dbChoice.kind})`, () => {
  let archive: string;
  let restoredDir: string;
  let restored: Database | undefined;
  let restoredUrl: string | undefined;

  it('takes a backup while customers book, with photos, documents, refunds and ledger entries in it', async () => {
    const png = await solidPng(500, 300);
    const partner = await signedInPartner(t);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/partner/addBikes',
      headers: partner.headers,
      payload: multipart(bikeFields(), [['image', png]]),
    });
    expect(added.statusCode).toBe(200);
    const proof = await t.app.inject({
      method: 'POST',
      url: '/api/partner/uploadProof',
      headers: partner.headers,
      payload: multipart({}, [
        ['aadhaar', png],
        ['pan', png],
      ]),
    });
    expect(proof.statusCode).toBe(200);
    await cancelledWithRefund(t.db);

    const { bookAndPay } = paymentCalls(t);
    const fixture = await listedBike(t);
    const customers = await Promise.all([0, 1, 2, 3, 4, 5].map(() => signedInUser(t)));
    // six customers book six different days of one bike while the backup runs
    const booking = Promise.all(
      customers.map(({ headers }, i) => bookAndPay(headers, bookBody(fixture, futureWindow(10 + i * 2)))),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    archive = path.join(work, 'live.tar');
    const lines: string[] = [];
    const manifest = await createBackup({
      database: t.app.deps.database,
      store: t.app.deps.store,
      ...(databaseUrl ? { databaseUrl } : {}),
      out: archive,
      progress: { write: (line: string) => lines.push(line) },
    });
    expect((await booking).length).toBe(6);
    expect(lines.some((line) => line.startsWith('backup  [') && line.includes('100 %'))).toBe(true);
    expect(manifest.database).toBe(dbChoice.kind);
    expect(manifest.migrations.applied).toBeGreaterThan(0);
    expect(manifest.migrations.latest).toMatch(/^\d{4}_/);
    expect(manifest.counts.refunds).toBeGreaterThanOrEqual(1);
    expect(manifest.counts.files).toBeGreaterThanOrEqual(3);
    expect(manifest.entries.filter((e) => e.path.startsWith('uploads/private/'))).toHaveLength(2);
  });

  it('restores into a fresh folder or database: every row and file of the backup’s moment, by query and checksum', async () => {
    restoredDir = await mkdtemp(path.join(tmpdir(), 'revon-restored-'));
    restoredUrl = dbChoice.kind === 'postgres' ? await emptyPostgresDatabase() : undefined;
    const manifest = await restoreBackup({
      archive,
      dataDir: restoredDir,
      ...(restoredUrl ? { databaseUrl: restoredUrl } : {}),
      store: createDiskStore(uploadsRoot(restoredDir)),
    });
    restored = restoredUrl
      ? await openDatabase({ kind: 'postgres', url: restoredUrl, poolSize: 2 })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(restoredDir, 'pglite') });
    const query = async (sql: string) => (await (restored as Database).executeSql(sql)).rows;
    const copy = await rowsOf(query);
    const original = await rowsOf(async (sql) => (await t.app.deps.database.executeSql(sql)).rows);
    for (const table of TABLES) {
      const rows = copy[table] ?? new Map<string, string>();
      // the manifest's count of that moment, and each row exactly as the original has it
      const key = table === 'ledger_entries' ? 'ledgerEntries' : table;
      expect(rows.size, table).toBe(manifest.counts[key]);
      for (const [id, json] of rows) {
        const now = original[table]?.get(id);
        expect(now, `${table} ${id}`).toBeDefined();
        // A hold captured before its payment was verified has moved on since (pending → booked):
        // what it was booked for is the same; every other row is the same to the byte.
        if (table === 'bookings' && now !== json) expect(settledFields(now ?? '')).toEqual(settledFields(json));
        else expect(now, `${table} ${id}`).toBe(json);
      }
    }
    // every file the restored rows point at, byte for byte
    const fileRows = (await query('select storage_name, visibility from files')) as { storage_name: string; visibility: string }[];
    const seeded = fileRows.length;
    expect(seeded).toBe(manifest.counts.files);
    for (const row of fileRows) {
      const name = path.join(row.visibility, row.storage_name);
      expect(await sha256Of(path.join(restoredDir, 'uploads', name)), name).toBe(
        await sha256Of(path.join(t.app.deps.env.dataDir, 'uploads', name)),
      );
    }
  });

  it('refuses a restore into the now non-empty target with nothing changed', async () => {
    const before = await readdir(path.join(restoredDir, 'uploads', 'public'));
    const bookingsBefore = (await (restored as Database).executeSql('select count(*)::int as n from bookings')).rows;
    await expect(
      restoreBackup({
        archive,
        dataDir: restoredDir,
        ...(restoredUrl ? { databaseUrl: restoredUrl } : {}),
        store: createDiskStore(uploadsRoot(restoredDir)),
      }),
    ).rejects.toBeInstanceOf(RestoreRefused);
    expect(await readdir(path.join(restoredDir, 'uploads', 'public'))).toEqual(before);
    expect((await (restored as Database).executeSql('select count(*)::int as n from bookings')).rows).toEqual(bookingsBefore);
    await restored?.close();
  });

  it('refuses a damaged archive before writing anything', async () => {
    const damaged = path.join(work, 'damaged.tar');
    await rm(damaged, { force: true });
    await readFile(archive).then(async (bytes) => {
      const handle = await open(damaged, 'w');
      // a byte in the middle of the database dump (entries start after a 512-byte tar header)
      bytes[2048] = (bytes[2048] ?? 0) ^ 0xff;
      await handle.write(bytes);
      await handle.close();
    });
    const target = await mkdtemp(path.join(tmpdir(), 'revon-damaged-'));
    const url = dbChoice.kind === 'postgres' ? await emptyPostgresDatabase() : undefined;
    await expect(
      restoreBackup({ archive: damaged, dataDir: target, ...(url ? { databaseUrl: url } : {}), store: createDiskStore(uploadsRoot(target)) }),
    ).rejects.toThrow(/damaged|not a readable/);
    expect(await readdir(target)).toEqual([]);
    await rm(target, { recursive: true, force: true });
  });
});
