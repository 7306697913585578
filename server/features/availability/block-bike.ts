import { and, eq, gt, lt } from 'drizzle-orm';
import type { BikeBlock, BlockBikeBody } from '#shared/api/availability.ts';
import { slotInstant } from '#shared/domain/slots.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { bikeBlocks, bookings } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { holdsTheBike } from '#server/lib/live-booking.ts';
import { EXCLUSION_VIOLATION, LOCK_NOT_AVAILABLE, hasSqlState, lockBikeForHolds } from '#server/lib/sql-state.ts';
import { findOwnBike } from './own-bike.ts';

/** A block may last at most this long (a leap year and a day of slack). */
export const MAX_BLOCK_DAYS = 366;

/** The block as the calls answer it: ISO instants. */
export function toBikeBlock(row: { id: string; bikeId: string; fromAt: Date; toAt: Date; reason: BikeBlock['reason'] }): BikeBlock {
  return { _id: row.id, bikeId: row.bikeId, from: row.fromAt.toISOString(), to: row.toAt.toISOString(), reason: row.reason };
}

/**
 * blockBike: keeps one of the partner's bikes off the market from one India date + slot to another.
 * Refused (nothing written): an end not after the start or more than MAX_BLOCK_DAYS later (400), another
 * partner's or an unknown bike (404), an overlap with a paid ride or a running payment hold, its buffer
 * included (409 bikeBookedThen), an overlap with another block (409 bikeAlreadyBlocked).
 * Under the bike's advisory lock, the lock placeHold and confirmBooking take first, so the checks below
 * see every earlier writer; the database enforces the same rules on its own (migration 0014's triggers
 * and bike_blocks_no_overlap, SQLSTATE 23P01), so a writer outside this lock order cannot win either.
 */
export async function blockBike(db: Db, partnerId: string, body: BlockBikeBody): Promise<BikeBlock> {
  const fromAt = slotInstant(body.fromDate, body.fromTime);
  const toAt = slotInstant(body.toDate, body.toTime);
  if (toAt.getTime() <= fromAt.getTime()) throw new AppError('VALIDATION', msg.blockEndsBeforeStart);
  if (toAt.getTime() - fromAt.getTime() > MAX_BLOCK_DAYS * 24 * 60 * 60 * 1000) {
    throw new AppError('VALIDATION', msg.blockTooLong);
  }
  try {
    return await db.transaction(async (tx) => {
      await lockBikeForHolds(tx, body.id);
      const bike = await findOwnBike(tx, partnerId, body.id);
      const [booked] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.bikeId, bike.id), holdsTheBike, lt(bookings.pickupAt, toAt), gt(bookings.busyUntil, fromAt)))
        .limit(1);
      if (booked) throw new AppError('CONFLICT', msg.bikeBookedThen);
      const [blocked] = await tx
        .select({ id: bikeBlocks.id })
        .from(bikeBlocks)
        .where(and(eq(bikeBlocks.bikeId, bike.id), lt(bikeBlocks.fromAt, toAt), gt(bikeBlocks.toAt, fromAt)))
        .limit(1);
      if (blocked) throw new AppError('CONFLICT', msg.bikeAlreadyBlocked);
      const [row] = await tx
        .insert(bikeBlocks)
        .values({ bikeId: bike.id, partnerId, fromAt, toAt, reason: body.reason })
        .returning();
      if (!row) throw new Error('block insert returned no row');
      return toBikeBlock(row);
    });
  } catch (error) {
    if (hasSqlState(error, EXCLUSION_VIOLATION)) throw new AppError('CONFLICT', msg.bikeBookedThen);
    if (hasSqlState(error, LOCK_NOT_AVAILABLE)) throw new AppError('CONFLICT', msg.bikeBookedThen);
    throw error;
  }
}
