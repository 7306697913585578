import { DEFAULT_TAX_RATES, type TaxRates } from '#shared/domain/pricing.ts';

// Set once at start from CGST_PERCENT / SGST_PERCENT (server/env.ts, via buildApp): the operator
// changes the rates without code (decision D31). Defaults are the spec's 14 % each.
let current: TaxRates = DEFAULT_TAX_RATES;

/** Called by buildApp with the configured rates. */
export function configureTaxRates(rates: TaxRates): void {
  current = rates;
}

/**
 * The CGST and SGST rates the server charges. Every price the server computes reads them here, and
 * getBikeDetails tells the page. A booking stores the amounts it was charged, so a later change of
 * rate never alters an invoice.
 */
export function taxRates(): TaxRates {
  return current;
}

/** Rates as a booking stores them: basis points (1 % = 100), whole numbers. */
export function toBasisPoints(rates: TaxRates): { cgstRateBp: number; sgstRateBp: number } {
  return { cgstRateBp: Math.round(rates.cgstPercent * 100), sgstRateBp: Math.round(rates.sgstPercent * 100) };
}

/**
 * The rates a booking was charged (issue #17: a settlement taxes its charges at the booking's rates).
 * A booking older than migration 0019 stored none: the configured rates.
 */
export function bookedTaxRates(row: { cgstRateBp: number | null; sgstRateBp: number | null }): TaxRates {
  if (row.cgstRateBp === null || row.sgstRateBp === null) return taxRates();
  return { cgstPercent: row.cgstRateBp / 100, sgstPercent: row.sgstRateBp / 100 };
}
