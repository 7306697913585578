import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { withDatabase } from './global-setup.ts';

/**
 * A fresh, migrated database for one test file: PGlite loaded from the run's dump, or a PostgreSQL
 * database cloned from the run's template (when TEST_DATABASE_URL is set). Each file is isolated.
 */
export async function createTestDatabase(): Promise<Database> {
  const [database] = await createTestDatabases(1);
  if (!database) throw new Error('no test database');
  return database;
}

/**
 * `count` handles on ONE fresh database, as several app instances have (the scale-out tests): on
 * PostgreSQL each its own pool on the same database; on PGlite, which one process owns, the same
 * handle again. The first handle's close drops the database; close the others first.
 */
export async function createTestDatabases(count: number): Promise<Database[]> {
  const choice = inject('db');
  if (choice.kind === 'pglite') {
    const dump = await readFile(inject('pgliteDumpPath'));
    const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
    return [database, ...Array.from({ length: count - 1 }, () => ({ ...database, close: async () => {} }))];
  }
  const name = `revon_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: choice.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(choice.url, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
  const others = [];
  for (let i = 1; i < count; i++) others.push(await openDatabase({ kind: 'postgres', url, poolSize: 5 }));
  const first: Database = {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: choice.url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
  return [first, ...others];
}

/** A test file's own database: created before its tests, closed after them (`db` once they run). */
export function databasePerFile(): Pick<Database, 'db'> {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    get db() {
      if (!database) throw new Error('the test database is made before the tests run');
      return database.db;
    },
  };
}
