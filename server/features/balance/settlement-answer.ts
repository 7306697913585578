import type { RideSettlement } from '#shared/api/settlement-fields.ts';
import type { settlements } from '#server/db/schema/index.ts';

export type SettlementRow = typeof settlements.$inferSelect;

/** A settlements row as the answers carry it (`rideSettlement`). */
export function settlementAnswer(row: SettlementRow): NonNullable<RideSettlement> {
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
  };
}
