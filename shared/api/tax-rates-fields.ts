import { z } from 'zod';
import type { TaxRates } from '../domain/pricing.ts';

/*
 * CGST and SGST rates in percent as answers carry them: getBikeDetails' `taxes` (the rates charged now)
 * and the partner's bookings' `taxRates` (the rates the booking was charged). Apart from search.ts, so
 * partner.ts imports it without a cycle.
 */
export const taxRatesSchema = z.object({
  cgstPercent: z.number(),
  sgstPercent: z.number(),
}) satisfies z.ZodType<TaxRates>;
