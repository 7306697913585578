import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TAX_RATES } from '#shared/domain/pricing.ts';
import { loadEnv } from '../../../env.ts';
import { configureTaxRates, taxRates } from './tax-rates.ts';

afterEach(() => configureTaxRates(DEFAULT_TAX_RATES));

describe('tax rates', () => {
  it("default to the spec's 14 % each", () => {
    const env = loadEnv({ DATA_DIR: '/tmp/revon-tax-test' });
    expect([env.CGST_PERCENT, env.SGST_PERCENT]).toEqual([14, 14]);
    expect(taxRates()).toEqual({ cgstPercent: 14, sgstPercent: 14 });
  });

  it('come from CGST_PERCENT / SGST_PERCENT without code changes', () => {
    const env = loadEnv({ DATA_DIR: '/tmp/revon-tax-test', CGST_PERCENT: '9', SGST_PERCENT: '9' });
    configureTaxRates({ cgstPercent: env.CGST_PERCENT, sgstPercent: env.SGST_PERCENT });
    expect(taxRates()).toEqual({ cgstPercent: 9, sgstPercent: 9 });
  });

  it('refuse a nonsense rate at boot, naming the variable', () => {
    expect(() => loadEnv({ DATA_DIR: '/tmp/revon-tax-test', CGST_PERCENT: 'lots' })).toThrow(/CGST_PERCENT/);
  });
});
