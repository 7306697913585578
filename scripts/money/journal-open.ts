/**
 * `npm run journal:open`: once, after upgrading a database that recorded money before the journal
 * (migration 0021), posts its opening balances (decision D70). Safe to run again: it posts nothing twice.
 */
import { postOpeningBalances } from '#server/features/journal/post-opening-balances.ts';
import { loadEnv } from '#server/env.ts';
import { openDatabaseFromEnv } from './open-database-from-env.ts';

const database = await openDatabaseFromEnv(loadEnv());
try {
  const posted = await database.db.transaction((tx) => postOpeningBalances(tx));
  console.log(posted === 0 ? 'Nothing to open: every booking is in the journal.' : `Posted ${posted} opening balance(s).`);
} finally {
  await database.close();
}
