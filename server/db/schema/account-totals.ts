import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The number of customer accounts, in one row (id 1), for the admin's "Users" tile: counting 50,000
 * users through an index cost ≈ 6 ms of the dashboard's 7 on every call.
 * NOTE: kept right by the database (migration 0008): statement triggers on `users` add the rows an
 * INSERT added, take away those a DELETE removed (one update per statement, so a bulk load costs one),
 * and a TRUNCATE sets it to 0.
 */
export const accountTotals = pgTable(
  'account_totals',
  {
    id: smallint('id').primaryKey().default(1),
    users: bigint('users', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('account_totals_one_row', sql`${t.id} = 1`)],
);
