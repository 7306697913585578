import { and, count, countDistinct, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { NeedsAction } from '#shared/api/needs-action.ts';
import { istWeekStart } from '#shared/domain/time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, ledgerEntries, partners, refunds, settlements, users } from '#server/db/schema/index.ts';

/** The most open disputes the list names one by one (the oldest first: they have waited longest). */
const DISPUTES_LISTED = 20;

/**
 * What waits on an admin (issue #34, D80), at `now` (the app's clock): refunds that failed (Retry on
 * Refunds), requests to join not answered (Partner requests), partners with entries not paid from a
 * week already over (Payouts), and each dispute not resolved yet (its booking). Undelivered mails are
 * the dashboard's own line (issue #30).
 */
export async function listNeedsAction(db: DbOrTx, now: Date): Promise<NeedsAction> {
  const [failed] = await db.select({ n: count() }).from(refunds).where(eq(refunds.status, 'failed'));
  const [requests] = await db.select({ n: count() }).from(partners).where(eq(partners.isVerifed, 'false'));
  const [unpaid] = await db
    .select({ n: countDistinct(ledgerEntries.partnerId) })
    .from(ledgerEntries)
    .where(and(isNull(ledgerEntries.payoutId), lt(ledgerEntries.week, istWeekStart(now))));
  const disputes = await db
    .select({
      bookingId: settlements.bookingId,
      bike: sql<string>`coalesce(${bookings.bikeBrand} || ' ' || ${bookings.bikeName}, '')`,
      customer: sql<string>`${users.fname} || ' ' || ${users.lname}`,
      damage: settlements.damage,
      disputedAt: settlements.disputedAt,
    })
    .from(settlements)
    .innerJoin(bookings, eq(bookings.id, settlements.bookingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(isNotNull(settlements.disputedAt), isNull(settlements.disputeResolvedAt)))
    .orderBy(settlements.disputedAt)
    .limit(DISPUTES_LISTED);
  return {
    failedRefunds: Number(failed?.n ?? 0),
    partnerRequests: Number(requests?.n ?? 0),
    unpaidPayouts: Number(unpaid?.n ?? 0),
    openDisputes: disputes.map((d) => ({
      bookingId: d.bookingId,
      bike: d.bike,
      customer: d.customer,
      damage: d.damage,
      disputedAt: (d.disputedAt ?? now).toISOString(),
    })),
  };
}
