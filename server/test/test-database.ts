import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { withDatabase } from './global-setup.ts';

/**
 * A fresh, migrated database for one test file: PGlite loaded from the run's dump, or a PostgreSQL
 * database cloned from the run's template (when TEST_DATABASE_URL is set). Each file is isolated.
 */
export async function createTestDatabase(): Promise<Database> {
  const choice = inject('db');
  if (choice.kind === 'pglite') {
    const dump = await readFile(inject('pgliteDumpPath'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  }
  const name = `revon_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: choice.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(choice.url, name), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: choice.url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
