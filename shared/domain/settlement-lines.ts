import type { RideSettlement } from '../api/settlement-fields.ts';
import { text } from '../messages.ts';
import { EXCESS_KM_CHARGE } from './limits.ts';

/** The words of the lines (`text`'s; a mail in another language gives its own, issue #33). */
export type SettlementWords = {
  settlementExcess: (excessKm: number, perKm: number) => string;
  settlementLate: (lateHours: number) => string;
  settlementKm: (startKm: number, endKm: number) => string;
  settlementAllowance: (allowanceKm: number) => string;
} & Record<
  | 'settlementCgst'
  | 'settlementSgst'
  | 'settlementDamage'
  | 'settlementCharges'
  | 'settlementDeposit'
  | 'settlementNoKm',
  string
>;

/** One line of an itemised settlement: what it is and its whole rupees. */
export interface SettlementLine {
  label: string;
  amount: number;
}

/**
 * The itemised settlement as My Rides, the invoice, the partner's preview and the mail show it (issue #17):
 * the excess km, the late return, the taxes on both, the damage, then the total charges and the deposit
 * held. Lines of 0 are left out except the total (a ride without a deposit shows no deposit line). What comes back or is due is
 * `settlementOutcome`.
 */
export function settlementLines(
  settlement: NonNullable<RideSettlement>,
  words: SettlementWords = text,
): SettlementLine[] {
  const lines: SettlementLine[] = [];
  if (settlement.excessCharge > 0)
    lines.push({
      label: words.settlementExcess(settlement.excessKm, EXCESS_KM_CHARGE),
      amount: settlement.excessCharge,
    });
  if (settlement.lateFee > 0)
    lines.push({ label: words.settlementLate(settlement.lateHours), amount: settlement.lateFee });
  if (settlement.cgst > 0) lines.push({ label: words.settlementCgst, amount: settlement.cgst });
  if (settlement.sgst > 0) lines.push({ label: words.settlementSgst, amount: settlement.sgst });
  if (settlement.damage > 0) lines.push({ label: words.settlementDamage, amount: settlement.damage });
  lines.push({ label: words.settlementCharges, amount: settlement.charges });
  if (settlement.deposit > 0) lines.push({ label: words.settlementDeposit, amount: settlement.deposit });
  return lines;
}

/** The odometer line: '12000 → 12450 km (allowance 120 km)', or that no reading was recorded. */
export function settlementKmLine(settlement: NonNullable<RideSettlement>, words: SettlementWords = text): string {
  const allowance = words.settlementAllowance(settlement.allowanceKm);
  return settlement.startKm === null || settlement.endKm === null
    ? `${words.settlementNoKm} (${allowance.toLowerCase()})`
    : `${words.settlementKm(settlement.startKm, settlement.endKm)} (${allowance.toLowerCase()})`;
}

/** What the settlement ends in: some of the deposit back, a balance due (paid or not), or even. */
export type SettlementOutcome =
  { kind: 'refund'; amount: number } | { kind: 'due'; amount: number; paid: boolean } | { kind: 'even' };

export function settlementOutcome(settlement: NonNullable<RideSettlement>): SettlementOutcome {
  if (settlement.depositRefund > 0) return { kind: 'refund', amount: settlement.depositRefund };
  // a paid balance reads what was paid: a damage charge lowered afterwards lowers `due`, and sends the
  // difference back as adjustment refunds (issue #28)
  if (settlement.due > 0)
    return settlement.duePaid
      ? { kind: 'due', amount: settlement.balancePaid || settlement.due, paid: true }
      : { kind: 'due', amount: settlement.due, paid: false };
  return { kind: 'even' };
}
