import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { journalPostings } from '#server/db/schema/index.ts';

/** Helpers for the transition tests that check which journal events a move posts. */

/** The journal events posted for a booking, sorted. */
export async function eventsOf(db: DbOrTx, bookingId: string): Promise<string[]> {
  const rows = await db
    .select({ event: journalPostings.event })
    .from(journalPostings)
    .where(eq(journalPostings.bookingId, bookingId));
  return rows.map((p) => p.event).sort();
}

/** the events posted since `before` (a multiset difference: each event of `before` taken once) */
export function newEvents(before: string[], after: string[]): string[] {
  const left = [...before];
  return after.filter((event) => {
    const at = left.indexOf(event);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

/** Runs `move`, and answers the journal events it posted for the booking. */
export async function posted(db: DbOrTx, bookingId: string, move: () => Promise<unknown>): Promise<string[]> {
  const before = await eventsOf(db, bookingId);
  await move();
  return newEvents(before, await eventsOf(db, bookingId));
}
