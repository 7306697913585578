import path from 'node:path';
import { openDatabase, type Database } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';

/**
 * The database the app would use, for a command run beside it: `DATABASE_URL`, else the embedded one
 * in `DATA_DIR` (which only one process may hold: stop the app first).
 */
export function openDatabaseFromEnv(env: Env): Promise<Database> {
  return env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 })
    : openDatabase({ kind: 'pglite', dataDir: path.join(env.dataDir, 'pglite') });
}
