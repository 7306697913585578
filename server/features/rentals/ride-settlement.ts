import { sql } from 'drizzle-orm';
import type { RefundStatus } from '#shared/api/refund-fields.ts';
import type { RideSettlement } from '#shared/api/settlement-fields.ts';
import { bookings, settlements } from '#server/db/schema/index.ts';

/**
 * The columns of a booking's settlement at return (issue #17), to spread into a select of `bookings`
 * that left-joins `settlements` on its booking id (see `joinSettlement`): every ride, order and partner's
 * booking carries it, null until the ride is completed.
 */
export const rideSettlementColumns = {
  settledAt: settlements.createdAt,
  stlStartKm: settlements.startKm,
  stlEndKm: settlements.endKm,
  stlAllowanceKm: settlements.allowanceKm,
  stlExcessKm: settlements.excessKm,
  stlExcessCharge: settlements.excessCharge,
  stlReturnedAt: settlements.returnedAt,
  stlLateHours: settlements.lateHours,
  stlLateFee: settlements.lateFee,
  stlCgst: settlements.cgst,
  stlSgst: settlements.sgst,
  stlDamage: settlements.damage,
  stlDamageNote: settlements.damageNote,
  stlCharges: settlements.charges,
  stlDeposit: settlements.deposit,
  stlDepositRefund: settlements.depositRefund,
  stlDue: settlements.due,
  stlDuePaidAt: settlements.duePaidAt,
  stlDisputedAt: settlements.disputedAt,
  // what was really paid as the balance and sent back by lowered damage charges (issue #28)
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

type Nullable<T> = { [K in keyof T]: T[K] | null };
type SettlementRow = Nullable<{
  settledAt: Date;
  stlStartKm: number;
  stlEndKm: number;
  stlAllowanceKm: number;
  stlExcessKm: number;
  stlExcessCharge: number;
  stlReturnedAt: Date;
  stlLateHours: number;
  stlLateFee: number;
  stlCgst: number;
  stlSgst: number;
  stlDamage: number;
  stlDamageNote: string;
  stlCharges: number;
  stlDeposit: number;
  stlDepositRefund: number;
  stlDue: number;
  stlDuePaidAt: Date;
  stlDisputedAt: Date;
  stlBalancePaid: number;
  stlAdjustmentRefunded: number;
  stlAdjustmentStatus: RefundStatus;
}>;

/** The columns → the answer's `settlement` (null when the left join found no settlement). */
export function toRideSettlement(row: SettlementRow): RideSettlement {
  if (row.settledAt === null || row.stlReturnedAt === null) return null;
  return {
    startKm: row.stlStartKm,
    endKm: row.stlEndKm,
    allowanceKm: row.stlAllowanceKm ?? 0,
    excessKm: row.stlExcessKm ?? 0,
    excessCharge: row.stlExcessCharge ?? 0,
    returnedAt: row.stlReturnedAt.toISOString(),
    lateHours: row.stlLateHours ?? 0,
    lateFee: row.stlLateFee ?? 0,
    cgst: row.stlCgst ?? 0,
    sgst: row.stlSgst ?? 0,
    damage: row.stlDamage ?? 0,
    damageNote: row.stlDamageNote ?? '',
    charges: row.stlCharges ?? 0,
    deposit: row.stlDeposit ?? 0,
    depositRefund: row.stlDepositRefund ?? 0,
    due: row.stlDue ?? 0,
    duePaid: row.stlDuePaidAt !== null,
    settledAt: row.settledAt.toISOString(),
    disputedAt: row.stlDisputedAt?.toISOString() ?? null,
    balancePaid: row.stlBalancePaid ?? 0,
    adjustmentRefund:
      row.stlAdjustmentRefunded && row.stlAdjustmentStatus
        ? { amount: row.stlAdjustmentRefunded, status: row.stlAdjustmentStatus }
        : null,
  };
}
