import { and, eq, sql } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, partners } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { listedBike } from '#server/features/catalog/listed-bikes.ts';

/** What booking needs of a bike. */
export interface BikeToBook {
  id: string;
  partnerId: string;
  rentPerHour: number;
  /** the refundable deposit now: copied into the hold (issue #17) */
  deposit: number;
  city: string;
  name: string;
  brand: string;
  plateNumber: string;
  /** the partner's turnaround buffer now: copied into the hold (issue #19) */
  bufferMinutes: number;
}

/**
 * A bike a customer may book (listed: visible, not deleted, partner verified and active), or 404.
 * With `lock` (inside a transaction) the bike row is read FOR SHARE: a partner deleting or hiding it
 * waits for the booking to commit, and the booking waits for a deletion already under way (and then
 * no longer finds the bike). See bikes/delete-bike.ts.
 */
export async function listedBikeToBook(
  db: DbOrTx,
  bikeId: string,
  options: { lock?: boolean } = {},
): Promise<BikeToBook> {
  const query = db
    .select({
      id: bikes.id,
      partnerId: bikes.partnerId,
      rentPerHour: bikes.rentPerHour,
      deposit: bikes.deposit,
      city: sql<string>`coalesce(${partners.city}, '')`,
      name: bikes.name,
      brand: bikes.brand,
      plateNumber: bikes.plateNumber,
      bufferMinutes: partners.bufferMinutes,
    })
    .from(bikes)
    .innerJoin(partners, eq(partners.id, bikes.partnerId))
    .where(and(eq(bikes.id, bikeId), listedBike));
  const [bike] = options.lock ? await query.for('share', { of: bikes }) : await query;
  if (!bike) throw new AppError('NOT_FOUND', msg.bikeNotFound);
  return bike;
}
