import { asc, eq } from 'drizzle-orm';
import type { BookingMoney } from '#shared/api/finance.ts';
import { ACCOUNTS } from '#shared/domain/journal.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, journalLines, journalPostings } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { bookingFacts } from './audit-money.ts';

/** GET /api/admin/bookingMoney: a booking's money in figures and in journal lines, oldest first. Unknown: 404. */
export async function bookingMoney(db: DbOrTx, bookingId: string): Promise<BookingMoney> {
  const [booking] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw new AppError('NOT_FOUND', msg.financeBookingNotFound);
  const [facts] = await bookingFacts(db, bookingId);
  const rows = await db
    .select({
      postedAt: journalLines.postedAt,
      event: journalPostings.event,
      memo: journalPostings.memo,
      account: journalLines.account,
      debit: journalLines.debit,
      credit: journalLines.credit,
    })
    .from(journalLines)
    .innerJoin(journalPostings, eq(journalPostings.id, journalLines.postingId))
    .where(eq(journalLines.bookingId, bookingId))
    .orderBy(asc(journalLines.postedAt), asc(journalLines.id));
  const captured = facts?.captured ?? 0;
  const refunded = facts?.refunded ?? 0;
  return {
    bookingId,
    captured,
    refunded,
    kept: captured - refunded,
    partnerCredited: facts?.partner_net ?? 0,
    platformKept: facts?.platform_kept ?? 0,
    lines: rows.map((r) => ({ ...r, postedAt: r.postedAt.toISOString(), name: ACCOUNTS[r.account].name })),
  };
}
