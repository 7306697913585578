import { DEFAULT_TAX_RATES, type TaxRates } from '#shared/domain/pricing.ts';

/**
 * The CGST and SGST rates the server charges. NOTE: decisions.md wants the operator to change them
 * without code; until env.ts reads them (e.g. CGST_PERCENT / SGST_PERCENT), these are the spec's 14 %
 * each. Every price the server computes reads them here, and getBikeDetails tells the page.
 */
export function taxRates(): TaxRates {
  return DEFAULT_TAX_RATES;
}
