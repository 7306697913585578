import { and, eq, isNull } from 'drizzle-orm';
import { bikes, partners } from '#server/db/schema/index.ts';

/**
 * The bikes customers may see (decision D14): visible, not deleted, of a partner who is verified
 * (`isVerifed` 'true', not merely accepted) and not blocked. Use with a join of `partners` on
 * `bikes.partnerId`.
 */
export const listedBike = and(
  eq(bikes.status, true),
  isNull(bikes.deletedAt),
  eq(partners.isVerifed, 'true'),
  eq(partners.status, true),
);
