import { sql } from 'drizzle-orm';
import type { RefundStatus } from '#shared/api/refund-fields.ts';
import type { RideSettlement } from '#shared/api/settlement-fields.ts';
import { bookings, settlements } from '#server/db/schema/index.ts';
import type { FileSigner } from '#server/features/files/signed-url.ts';

export type SettlementRow = typeof settlements.$inferSelect;

/**
 * A booking's settlement at return (issue #17), to spread into a select of `bookings` that joins
 * `settlements` on its booking id: every ride, order and partner's booking carries it. `settlementRow`
 * is null when a left join found none (the ride is not completed yet); the sums are what was really paid
 * as the balance and sent back by lowered damage charges (issue #28).
 */
export const rideSettlementColumns = {
  settlementRow: settlements,
  stlBalancePaid:
    sql<number>`(select coalesce(sum(p.amount), 0) from payments p where p.booking_id = ${bookings.id} and p.purpose = 'balance' and p.status <> 'failed')`.mapWith(
      Number,
    ),
  stlAdjustmentRefunded:
    sql<number>`(select coalesce(sum(r.amount), 0) from refunds r where r.booking_id = ${bookings.id} and r.kind = 'adjustment')`.mapWith(
      Number,
    ),
  stlAdjustmentStatus: sql<RefundStatus | null>`(select case when bool_or(r.status = 'failed') then 'failed' when bool_or(r.status = 'pending') then 'pending' else 'processed' end from refunds r where r.booking_id = ${bookings.id} and r.kind = 'adjustment')`,
};

/** The money beside a settlement that the ride answers carry (the sums of `rideSettlementColumns`). */
type SettlementMoney = { stlBalancePaid: number; stlAdjustmentRefunded: number; stlAdjustmentStatus: RefundStatus | null };

/**
 * The one settlement formatter: a settlements row as the answers carry it (`rideSettlement`), null when
 * there is none. Given the money beside it (a row selected with `rideSettlementColumns`), the answer
 * also says what was paid as the balance and what adjustments sent back; given a signer, the return's
 * photos as signed URLs (issue #32: every booking answer; the mail has none to show).
 */
export function settlementAnswer(
  row: SettlementRow,
  money?: SettlementMoney,
  sign?: FileSigner,
): NonNullable<RideSettlement>;
export function settlementAnswer(row: SettlementRow | null, money?: SettlementMoney, sign?: FileSigner): RideSettlement;
export function settlementAnswer(row: SettlementRow | null, money?: SettlementMoney, sign?: FileSigner): RideSettlement {
  if (row === null) return null;
  return {
    startKm: row.startKm,
    endKm: row.endKm,
    allowanceKm: row.allowanceKm,
    excessKm: row.excessKm,
    excessCharge: row.excessCharge,
    returnedAt: row.returnedAt.toISOString(),
    lateHours: row.lateHours,
    lateFee: row.lateFee,
    cgst: row.cgst,
    sgst: row.sgst,
    damage: row.damage,
    damageNote: row.damageNote,
    charges: row.charges,
    deposit: row.deposit,
    depositRefund: row.depositRefund,
    due: row.due,
    duePaid: row.duePaidAt !== null,
    settledAt: row.createdAt.toISOString(),
    disputedAt: row.disputedAt?.toISOString() ?? null,
    ...(money && {
      balancePaid: money.stlBalancePaid,
      adjustmentRefund:
        money.stlAdjustmentRefunded && money.stlAdjustmentStatus
          ? { amount: money.stlAdjustmentRefunded, status: money.stlAdjustmentStatus }
          : null,
    }),
    disputeResolvedAt: row.disputeResolvedAt?.toISOString() ?? null,
    disputeDecision: row.disputeDecision,
    ...(sign && { returnPhotos: row.returnPhotos.map(sign) }),
  };
}
