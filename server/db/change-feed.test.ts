import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { bikes, partners } from '#server/db/schema/index.ts';
import { createUser } from '#server/test/factories.ts';
import { withDatabase } from '#server/test/global-setup.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { ANY_TABLE, classifyStatement } from './change-feed.ts';
import type { Database } from './client.ts';

describe('classifyStatement', () => {
  it.each([
    ['select "id" from "bikes"', { kind: 'read' }],
    ['(select 1) union (select 2)', { kind: 'read' }],
    ['savepoint sp1', { kind: 'read' }],
    ['rollback to savepoint sp1', { kind: 'read' }],
    ['begin', { kind: 'begin' }],
    ['START TRANSACTION ISOLATION LEVEL SERIALIZABLE', { kind: 'begin' }],
    ['commit', { kind: 'commit' }],
    ['rollback', { kind: 'rollback' }],
    ['insert into "bookings" ("id") values ($1)', { kind: 'write', table: 'bookings' }],
    ['  update "bikes" set "status" = $1', { kind: 'write', table: 'bikes' }],
    ['delete from "public"."partners" where true', { kind: 'write', table: 'partners' }],
    [
      'with moved as (update "bookings" set x = 1 returning *) select * from moved',
      { kind: 'write', table: ANY_TABLE },
    ],
    ['truncate bookings', { kind: 'write', table: ANY_TABLE }],
  ])('%s', (text, expected) => {
    expect(classifyStatement(text)).toEqual(expected);
  });
});

describe('ChangeFeed of a database', () => {
  let database: Database;
  const heard: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    database.changes.subscribe((table) => heard.push(table));
  });
  afterAll(async () => {
    await database?.close();
  });

  /** `heard` from now on */
  const listen = () => {
    const from = heard.length;
    return () => heard.slice(from);
  };
  const until = async (condition: () => boolean, ms = 5_000) => {
    const deadline = Date.now() + ms;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('waited in vain');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('is live once the database is open', () => {
    expect(database.changes.live).toBe(true);
  });

  it('tells of a write by the time the writer has its answer', async () => {
    const since = listen();
    await createUser(database.db);
    expect(since()).toContain('users');
  });

  it('tells of a transaction\u2019s writes when it commits, not before, and of a rolled-back one never', async () => {
    const since = listen();
    await database.db.transaction(async (tx) => {
      // a statement that changes no row is still a write of the table (the trigger is per statement)
      await tx
        .update(bikes)
        .set({ status: true })
        .where(sql`false`);
      expect(since()).not.toContain('bikes');
    });
    expect(since()).toContain('bikes');

    // (another table: the NOTIFY of the commit above may still be on its way)
    const afterRollback = listen();
    await expect(
      database.db.transaction(async (tx) => {
        await tx
          .update(partners)
          .set({ status: true })
          .where(sql`false`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // a NOTIFY would arrive on its own connection: give it time to (not) come
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(afterRollback()).not.toContain('partners');
  });

  it('hears another connection\u2019s commit (another instance, a job, psql)', async () => {
    if (database.kind !== 'postgres') return; // PGlite has one connection: this process's
    const choice = inject('db');
    if (choice.kind !== 'postgres') return;
    const result: unknown = await database.db.execute(sql`select current_database() as name`);
    const [row] = (result as { rows: { name: string }[] }).rows;
    const other = new pg.Client({ connectionString: withDatabase(choice.url, String(row?.name)) });
    await other.connect();
    try {
      const since = listen();
      await other.query('update partners set status = status where false');
      await until(() => since().includes('partners'));
    } finally {
      await other.end();
    }
  });

  it('is not live while its connection is lost, and comes back with "anything changed"', async () => {
    if (database.kind !== 'postgres') return; // PGlite's feed is in-process: it cannot lose a connection
    const since = listen();
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
    );
    await until(() => !database.changes.live);
    await until(() => database.changes.live);
    expect(since().filter((table) => table === ANY_TABLE).length).toBeGreaterThanOrEqual(2);
    const after = listen();
    await createUser(database.db);
    expect(after()).toContain('users');
  });
});
