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
