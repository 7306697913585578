import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { bikes, partners } from '#server/db/schema/index.ts';
import { createUser } from '#server/test/factories.ts';
import { withDatabase } from '#server/test/global-setup.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { startFreezableProxy } from '#server/test/freezable-proxy.ts';
import { ANY_TABLE, ChangeFeed, classifyStatement, listenPostgres } from './change-feed.ts';
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

describe('ChangeFeed.downMs', () => {
  it('counts the time down once the feed has been live, the current time down included', () => {
    let now = 0;
    const feed = new ChangeFeed(() => now);
    now = 5_000;
    expect(feed.downMs).toBe(0); // not up yet: starting is not time down
    feed.setLive(true);
    now = 6_000;
    feed.setLive(false);
    now = 9_000;
    expect(feed.downMs).toBe(3_000);
    feed.setLive(true);
    now = 20_000;
    expect(feed.downMs).toBe(3_000);
    feed.setLive(false);
    now = 21_500;
    expect(feed.downMs).toBe(4_500);
  });
});

async function waitUntil(condition: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the change feed proves it is alive (issue #29)', () => {
  it('a listening connection gone silent (no FIN, no RST) is found down within the missed time and replaced', async () => {
    const choice = inject('db');
    if (choice.kind !== 'postgres') return; // PGlite's feed is in-process: no connection to lose
    const database = await createTestDatabase();
    try {
      const result: unknown = await database.db.execute(sql`select current_database() as name`);
      const [row] = (result as { rows: { name: string }[] }).rows;
      const url = new URL(withDatabase(choice.url, String(row?.name)));
      const proxy = await startFreezableProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      const feed = new ChangeFeed();
      const tables: string[] = [];
      feed.subscribe((table) => tables.push(table));
      const listener = await listenPostgres(pg.Client, url.toString(), feed, {
        heartbeatMs: 200,
        missedMs: 800,
        syncTimeoutMs: 300,
      });
      try {
        expect(feed.live).toBe(true);
        await feed.sync();
        proxy.freeze();
        const frozenAt = Date.now();
        // a sync waits at most its timeout, and then fails at once while the feed is late
        await expect(feed.sync()).rejects.toThrow();
        const quick = Date.now();
        await waitUntil(() => !feed.live || Date.now() - quick > 400);
        if (feed.live) await expect(feed.sync()).rejects.toThrow();
        await waitUntil(() => !feed.live);
        const foundDownMs = Date.now() - frozenAt;
        expect(foundDownMs).toBeLessThan(800 + 200 + 500);
        expect(tables).toContain(ANY_TABLE);
        // replaced: a new connection through the proxy listens again and hears writes
        await waitUntil(() => feed.live);
        expect(feed.downMs).toBeGreaterThan(0);
        await database.db.execute(sql`update partners set status = status where false`);
        await waitUntil(() => tables.includes('partners'));
        await feed.sync();
      } finally {
        await listener.close();
        await proxy.close();
      }
    } finally {
      await database.close();
    }
  }, 20_000);
});
