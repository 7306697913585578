import { balancedLines, ACCOUNT, type JournalEvent, type JournalLine } from '#shared/domain/journal.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { journalLines, journalPostings } from '#server/db/schema/index.ts';

export interface Posting {
  /** the event and the row that caused it (`capture:<payment id>`): a posting is written once per source */
  source: string;
  event: JournalEvent;
  bookingId?: string | null;
  /** the partner whose payable the posting moves */
  partnerId?: string | null;
  memo?: string;
  lines: readonly JournalLine[];
  at?: Date;
}

export interface PostOutcome {
  /** false when this source was posted before (a retry, a second delivery): nothing written */
  posted: boolean;
  /** debits − credits of the event's own figures; anything but 0 went to the suspense account */
  difference: number;
}

/**
 * Writes one balanced posting inside the caller's transaction (the one that makes the change it
 * records), at most once per `source`. Lines of the partner payables account carry the partner; every
 * line carries the booking. An event whose figures do not balance still commits (the customer's
 * cancellation must not fail on our arithmetic): the difference goes to the suspense account, which
 * the audit reports.
 */
export async function postJournal(tx: DbOrTx, posting: Posting): Promise<PostOutcome> {
  const { lines, difference } = balancedLines(posting.lines);
  const at = posting.at ?? new Date();
  const [row] = await tx
    .insert(journalPostings)
    .values({
      source: posting.source,
      event: posting.event,
      bookingId: posting.bookingId ?? null,
      partnerId: posting.partnerId ?? null,
      memo: posting.memo ?? '',
      postedAt: at,
    })
    .onConflictDoNothing({ target: journalPostings.source })
    .returning({ id: journalPostings.id });
  if (!row) return { posted: false, difference: 0 };
  if (lines.length > 0) {
    await tx.insert(journalLines).values(
      lines.map((line) => ({
        postingId: row.id,
        account: line.account,
        bookingId: posting.bookingId ?? null,
        partnerId: line.account === ACCOUNT.partnerPayable ? (posting.partnerId ?? null) : null,
        debit: line.debit,
        credit: line.credit,
        postedAt: at,
      })),
    );
  }
  return { posted: true, difference };
}
