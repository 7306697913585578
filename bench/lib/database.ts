import pg from 'pg';
import { createPglite } from '#server/db/client.ts';

/** Where the benchmark's data lives: the PostgreSQL of DATABASE_URL, or a PGlite data directory. */
export type DataTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };

export interface SqlSession {
  query<T extends object>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Plain SQL on the bench database, outside the server. NOTE: a PGlite directory has one owner at a
 * time, so for PGlite this runs only while the server process is stopped.
 */
export async function openSql(target: DataTarget): Promise<SqlSession> {
  if (target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      query: async <T extends object>(text: string, params: unknown[] = []) =>
        (await client.query<T & pg.QueryResultRow>(text, params)).rows,
      close: () => client.end(),
    };
  }
  const client = await createPglite(target.dir);
  return {
    query: async <T extends object>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}

export async function bookingCount(session: SqlSession): Promise<number> {
  const [row] = await session.query<{ n: string | number }>('select count(*) as n from bookings');
  return Number(row?.n ?? 0);
}

/**
 * Removes the bookings the booking cycle made (with their payments and the mails they queued), so
 * repeated runs measure the same dataset.
 */
export async function removeBenchBookings(session: SqlSession, bookingIds: string[], since: Date): Promise<number> {
  if (bookingIds.length === 0) return 0;
  await session.query('begin');
  try {
    // the journal's lines and postings of these bookings (a booking with payment posts its capture)
    await session.query(
      `delete from journal_lines where booking_id = any($1::uuid[])
          or posting_id in (select id from journal_postings where booking_id = any($1::uuid[]))`,
      [bookingIds],
    );
    await session.query('delete from journal_postings where booking_id = any($1::uuid[])', [bookingIds]);
    await session.query('delete from balance_orders where booking_id = any($1::uuid[])', [bookingIds]);
    await session.query('delete from payments where booking_id = any($1::uuid[])', [bookingIds]);
    await session.query('delete from coupon_redemptions where booking_id = any($1::uuid[])', [bookingIds]);
    // a paid booking's tax invoice (issue #30's documents): the bench's own rides only
    await session.query('delete from tax_documents where booking_id = any($1::uuid[])', [bookingIds]);
    const removed = await session.query<{ id: string }>(
      'delete from bookings where id = any($1::uuid[]) returning id',
      [bookingIds],
    );
    // the confirmation mails name the booking in their subject
    await session.query(
      `delete from outbox o where o.created_at >= $1
         and exists (select 1 from unnest($2::text[]) id where position(id in o.subject) > 0)`,
      [since.toISOString(), bookingIds],
    );
    await session.query('commit');
    return removed.length;
  } catch (error) {
    await session.query('rollback');
    throw error;
  }
}
