/*
 * The partners' earnings ledger (issue #18), in whole rupees, each product rounded down. Rates are
 * stored and passed as basis points (1 % = 100 bp: two decimals of a percent as an integer), never as
 * floats, so 0.5 % is exactly 50.
 */

/** The platform's payout rates, in basis points. */
export interface PayoutRates {
  commissionBp: number;
  tcsBp: number;
  tdsBp: number;
}

/** The rates in force until an admin changes them: 20 % commission, 0.5 % TCS, 0.1 % TDS. */
export const DEFAULT_PAYOUT_RATES: PayoutRates = { commissionBp: 2000, tcsBp: 50, tdsBp: 10 };

/** GST on the platform's commission (its service to the partner), in percent. */
export const GST_ON_COMMISSION_PERCENT = 18;

export const ledgerKinds = ['ride', 'cancellation', 'adjustment'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** The columns of an entry. */
export interface LedgerAmounts {
  gross: number;
  commission: number;
  gstOnCommission: number;
  tcs: number;
  tds: number;
  gstCollected: number;
  damage: number;
  net: number;
}

/** `amount` × `bp` basis points, rounded down to the rupee. */
export function shareOf(amount: number, bp: number): number {
  return Math.floor((amount * bp) / 10_000);
}

/** A percent with up to two decimals (as an admin types it) → basis points. */
export function percentToBp(percent: number): number {
  return Math.round(percent * 100);
}

/** Basis points → percent (2000 → 20, 50 → 0.5). */
export function bpToPercent(bp: number): number {
  return bp / 100;
}

/**
 * An entry from its gross: commission at the rate, 18 % GST on the commission, TCS only when the
 * partner has a GST number, TDS always; the GST the customer paid and the damage pass through.
 */
export function ledgerAmounts(input: {
  gross: number;
  gstCollected: number;
  damage: number;
  rates: PayoutRates;
  partnerHasGst: boolean;
}): LedgerAmounts {
  const { gross, gstCollected, damage, rates } = input;
  const commission = shareOf(gross, rates.commissionBp);
  const gstOnCommission = Math.floor((commission * GST_ON_COMMISSION_PERCENT) / 100);
  const tcs = input.partnerHasGst ? shareOf(gross, rates.tcsBp) : 0;
  const tds = shareOf(gross, rates.tdsBp);
  const net = gross - commission - gstOnCommission - tcs - tds + gstCollected + damage;
  return { gross, commission, gstOnCommission, tcs, tds, gstCollected, damage, net };
}

/** What a completed ride's entry reads of its booking and of its settlement. */
export interface RideForLedger {
  /** the rent before tax and before any coupon (the booking's `rent`) */
  rent: number;
  /** the CGST and SGST on that rent, as invoiced (computed before the coupon) */
  cgst: number;
  sgst: number;
  settlement: { excessCharge: number; lateFee: number; cgst: number; sgst: number; damage: number };
}

/**
 * A completed ride: gross = rent + excess-km charge + late fee (a coupon is the platform's and never
 * lowers it); gstCollected = the rent's CGST + SGST as invoiced, before the coupon, + the settlement's
 * CGST + SGST (the coupon's share of the tax is borne by the platform with the rest of the discount);
 * damage in full.
 */
export function rideEntry(ride: RideForLedger, rates: PayoutRates, partnerHasGst: boolean): LedgerAmounts {
  const s = ride.settlement;
  return ledgerAmounts({
    gross: ride.rent + s.excessCharge + s.lateFee,
    gstCollected: ride.cgst + ride.sgst + s.cgst + s.sgst,
    damage: s.damage,
    rates,
    partnerHasGst,
  });
}

/** A cancellation with a fee kept: gross = the fee kept; no GST passed through, no damage. */
export function cancellationEntry(feeKept: number, rates: PayoutRates, partnerHasGst: boolean): LedgerAmounts {
  return ledgerAmounts({ gross: feeKept, gstCollected: 0, damage: 0, rates, partnerHasGst });
}

/** An admin's adjustment: `net` = its amount (positive or negative) and nothing else. */
export function adjustmentEntry(amount: number): LedgerAmounts {
  return { gross: 0, commission: 0, gstOnCommission: 0, tcs: 0, tds: 0, gstCollected: 0, damage: 0, net: amount };
}

/** Sum of the nets, whole rupees. */
export function sumNet(entries: readonly { net: number }[]): number {
  return entries.reduce((sum, e) => sum + e.net, 0);
}
