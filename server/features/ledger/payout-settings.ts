import { desc, eq } from 'drizzle-orm';
import type { PayoutSettings, PayoutSettingsBody } from '#shared/api/ledger.ts';
import { DEFAULT_PAYOUT_RATES, bpToPercent, percentToBp, type PayoutRates } from '#shared/domain/ledger.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, payoutSettings } from '#server/db/schema/index.ts';

const rateColumns = {
  commissionBp: payoutSettings.commissionBp,
  tcsBp: payoutSettings.tcsBp,
  tdsBp: payoutSettings.tdsBp,
};

const asPercent = (r: PayoutRates): PayoutSettings => ({
  commissionPercent: bpToPercent(r.commissionBp),
  tcsPercent: bpToPercent(r.tcsBp),
  tdsPercent: bpToPercent(r.tdsBp),
});

/** The payout rates in force now: the latest version (migration 0017 seeds one). */
export async function currentPayoutSettings(db: DbOrTx): Promise<PayoutSettings> {
  const [row] = await db.select(rateColumns).from(payoutSettings).orderBy(desc(payoutSettings.id)).limit(1);
  return asPercent(row ?? DEFAULT_PAYOUT_RATES);
}

/**
 * PUT /api/admin/settings: a new version of the rates (a row added, none changed), stamped on the
 * bookings paid from now on. The body was validated by `payoutSettingsBody` (two decimals at most).
 */
export async function savePayoutSettings(
  db: DbOrTx,
  adminId: string,
  body: PayoutSettingsBody,
): Promise<PayoutSettings> {
  const rates: PayoutRates = {
    commissionBp: percentToBp(body.commissionPercent),
    tcsBp: percentToBp(body.tcsPercent),
    tdsBp: percentToBp(body.tdsPercent),
  };
  await db.insert(payoutSettings).values({ ...rates, createdBy: adminId });
  return asPercent(rates);
}

/**
 * The rates a booking's entries use: the version stamped on it when it was paid; a booking paid
 * before migration 0017 (no stamp) uses the seeded defaults.
 */
export async function bookingPayoutRates(db: DbOrTx, bookingId: string): Promise<PayoutRates> {
  const [row] = await db
    .select(rateColumns)
    .from(bookings)
    .innerJoin(payoutSettings, eq(payoutSettings.id, bookings.payoutSettingsId))
    .where(eq(bookings.id, bookingId));
  return row ?? DEFAULT_PAYOUT_RATES;
}
