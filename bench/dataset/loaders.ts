import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { bookingBuffers, emitBookings, type BookingSources } from './booking-rows.ts';
import { withBookingTriggersOff } from './booking-totals.ts';
import { loadWithoutIndexes } from './bulk-load.ts';
import type { Progress } from './progress.ts';
import { insertBuffer, type ColumnBuffer } from './sql-columns.ts';

/** How the generated rows reach the database, each table reported as a step of the progress. */

/** Rows generated per slice between two yields to the event loop (lets a sent chunk reach the server). */
const SLICE = 2_000;
/** Booking rows per INSERT statement. */
const CHUNK = 20_000;

/** The Progress step timer, for loadWithoutIndexes. */
export const time = (progress: Progress) => progress.timed.bind(progress);

/** Inserts a buffer as one statement, in its own transaction, as one step of the report. */
export async function loadTable(db: Db, progress: Progress, buffer: ColumnBuffer): Promise<void> {
  const bar = progress.step(buffer.table, buffer.length);
  bar.add(await insertBuffer(db, buffer));
  bar.done();
}

/** Inserts the rows of `chunks` (each buffer is inserted before the next is asked for) in one transaction. */
export async function loadChunks(db: Db, progress: Progress, name: string, total: number, chunks: Iterable<ColumnBuffer>) {
  const bar = progress.step(name, total);
  await db.transaction(async (tx) => {
    for (const chunk of chunks) bar.add(await insertBuffer(tx, chunk));
  });
  bar.done();
}

/**
 * The bookings in one transaction, without their secondary indexes and keys (rebuilt at the end) and
 * with user triggers off. Generation and insertion overlap: while the server stores one chunk, the
 * next is generated. Answers the reviews and coupon uses generated with them.
 */
export async function loadBookings(db: Db, progress: Progress, sources: BookingSources) {
  const out = bookingBuffers();
  const total = sources.plan.count;
  const bar = progress.step('bookings', total);
  await db.transaction((tx: DbOrTx) =>
    withBookingTriggersOff(tx, () =>
      loadWithoutIndexes(
        tx,
        'bookings',
        async () => {
          let inFlight: Promise<number> | undefined;
          for (let from = 0; from < total; from += SLICE) {
            emitBookings(sources, out, from, Math.min(from + SLICE, total));
            if (out.bookings.length >= CHUNK || from + SLICE >= total) {
              if (inFlight) bar.add(await inFlight);
              inFlight = insertBuffer(tx, out.bookings);
              // a failure is handled by the `await` above, a slice later: not an unhandled rejection
              inFlight.catch(() => undefined);
            }
            await yieldToLoop();
          }
          if (inFlight) bar.add(await inFlight);
          bar.done();
        },
        time(progress),
      ),
    ),
  );
  return out;
}
