import { and, eq, sql } from 'drizzle-orm';
import type { LedgerAmounts, LedgerKind } from '#shared/domain/ledger.ts';
import { istInstant, istWeekStart } from '#shared/domain/time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { ledgerEntries, payouts } from '#server/db/schema/index.ts';

type LedgerRow = typeof ledgerEntries.$inferSelect;

/**
 * The partner's ledger lock: every transaction that adds entries to a partner's ledger or pays one of
 * their weeks takes it first, so an entry never lands in a week while that week is being paid.
 * Transaction-scoped; released at commit or rollback.
 */
export async function lockPartnerLedger(tx: DbOrTx, partnerId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`ledger:${partnerId}`}))`);
}

/** The Monday after the week of `week` ('YYYY-MM-DD'). */
export function nextWeek(week: string): string {
  return istWeekStart(new Date(istInstant(week).getTime() + 7 * 24 * 60 * 60 * 1000));
}

/**
 * The payout week an entry dated `at` belongs to: the India-time week of `at`, unless this partner's
 * week was already paid (an admin may pay the running week): then the first unpaid week after it, so a
 * paid statement never changes and no entry is stranded. Call under lockPartnerLedger.
 */
export async function entryWeek(tx: DbOrTx, partnerId: string, at: Date): Promise<string> {
  let week = istWeekStart(at);
  for (;;) {
    const [paid] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.partnerId, partnerId), eq(payouts.week, week)));
    if (!paid) return week;
    week = nextWeek(week);
  }
}

export interface NewEntry {
  partnerId: string;
  bookingId: string | null;
  kind: LedgerKind;
  amounts: LedgerAmounts;
  note?: string;
  adminId?: string | null;
  settlementAdjustmentId?: string | null;
  /** the entry's date (default now) */
  at?: Date;
}

/**
 * Adds one entry, inside the caller's transaction (the one that makes the change it records). A ride
 * or cancellation entry is written at most once per booking (the unique index): a second call finds
 * it there and answers null.
 */
export async function insertEntry(tx: DbOrTx, entry: NewEntry): Promise<LedgerRow | null> {
  await lockPartnerLedger(tx, entry.partnerId);
  const at = entry.at ?? new Date();
  const week = await entryWeek(tx, entry.partnerId, at);
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      partnerId: entry.partnerId,
      bookingId: entry.bookingId,
      kind: entry.kind,
      ...entry.amounts,
      note: entry.note ?? '',
      adminId: entry.adminId ?? null,
      settlementAdjustmentId: entry.settlementAdjustmentId ?? null,
      week,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}
