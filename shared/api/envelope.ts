import { z } from 'zod';

/**
 * `{ success, message }`: the envelope every answer carries. A file of its own, with nothing but zod:
 * the landing pages' answers (the fleet, the tariff, the offers) are checked with it without loading
 * every other schema and the whole message catalogue (vite.config.ts, the `landing-schemas` chunk).
 */
export const envelope = z.object({ success: z.boolean(), message: z.string() });
