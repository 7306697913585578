import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { invoiceCounters } from '#server/db/schema/index.ts';

/**
 * The next number of a series in a financial year, inside the caller's transaction (issue #34, D75).
 * One upsert: the first document of a year inserts the counter at 1, every later one adds 1 and reads
 * it back. The counter row stays locked until the caller commits, so numbers are handed out one
 * transaction at a time; a rollback gives its number back (no gap), and the primary key makes a second
 * row of the same series and year impossible (no duplicate). Never a sequence: a sequence keeps the
 * numbers of rolled-back transactions. Call it last, after every check that may refuse, so the row is
 * locked for as short a time as possible.
 */
export async function allocateNumber(tx: Tx, series: string, fy: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, fy, lastNo: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.fy],
      set: { lastNo: sql`${invoiceCounters.lastNo} + 1` },
    })
    .returning({ lastNo: invoiceCounters.lastNo });
  if (!row) throw new Error(`no number drawn for ${series} ${fy}`);
  return row.lastNo;
}
