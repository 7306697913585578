import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { EarningsCsvQuery } from '#shared/api/ledger.ts';
import { istDateTime, istInstant } from '#shared/domain/time.ts';
import { text } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { ledgerEntries } from '#server/db/schema/index.ts';
import { selectEntries, toLedgerEntry } from './entry-answer.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The CSV's columns, in order: the entry's fields. */
const columns = [
  '_id',
  'date',
  'kind',
  'bookingId',
  'gross',
  'commission',
  'gstOnCommission',
  'tcs',
  'tds',
  'gstCollected',
  'damage',
  'net',
  'status',
  'reference',
] as const;

/**
 * GET /api/partner/earnings.csv: the signed-in partner's entries dated from `from` 00:00 to `to` 24:00
 * India time, oldest first, one row each under a header row (each date in India time with its offset,
 * '2026-03-02T01:30:00+05:30', so it reads as the India day the range counted it in), written by csv-stringify (quotes, commas
 * and line breaks in any field, such as an adjustment's note, survive). The header names the columns as
 * the Earnings screen does, then the note.
 */
export async function earningsCsv(db: DbOrTx, partnerId: string, query: EarningsCsvQuery): Promise<string> {
  const start = istInstant(query.from);
  const end = new Date(istInstant(query.to).getTime() + DAY_MS);
  const rows = await selectEntries(db)
    .where(
      and(
        eq(ledgerEntries.partnerId, partnerId),
        gte(ledgerEntries.createdAt, start),
        lt(ledgerEntries.createdAt, end),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const header = [...columns.map((c) => (c === '_id' ? 'Entry' : text.columns[c])), text.columns.note];
  const body = rows.map((row) => {
    const entry = toLedgerEntry(row);
    // the date in India time, like the range (a 01:30 IST entry is on its India day, not the UTC one before)
    const cells = columns.map((c) => (c === 'date' ? istDateTime(row.createdAt) : (entry[c] ?? '')));
    return [...cells, row.note];
  });
  return stringify([header, ...body]);
}
