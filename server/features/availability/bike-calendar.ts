import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { BikeCalendar } from '#shared/api/availability.ts';
import { istInstant } from '#shared/domain/time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikeBlocks, bookings, partners, users } from '#server/db/schema/index.ts';
import { liveHold } from '#server/lib/live-booking.ts';
import { findOwnBike } from './own-bike.ts';

/** The India-time month 'YYYY-MM' as instants [start, end). */
export function monthWindow(month: string): { start: Date; end: Date } {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { start: istInstant(`${month}-01`), end: istInstant(`${next}-01`) };
}

/**
 * bikeCalendar: one month (India time) of one of the partner's bikes: the rides overlapping it (paid,
 * completed, or a payment hold still running) with the customer's name and the buffer after it, the
 * blocks overlapping it, and the partner's current buffer. A ride that still holds its bike shows the
 * partner's current buffer (issue #29: it follows every drop of a live ride, whenever booked); a completed
 * one the buffer it had. Another partner's bike is a 404.
 */
export async function bikeCalendar(
  db: DbOrTx,
  partnerId: string,
  query: { id: string; month: string },
): Promise<BikeCalendar> {
  const bike = await findOwnBike(db, partnerId, query.id);
  const { start, end } = monthWindow(query.month);
  const [rides, blocks, [partner]] = await Promise.all([
    db
      .select({
        id: bookings.id,
        pickupAt: bookings.pickupAt,
        dropAt: bookings.dropAt,
        status: bookings.status,
        bufferMinutes: bookings.bufferMinutes,
        customer: sql<string>`trim(${users.fname} || ' ' || ${users.lname})`,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(
        and(
          eq(bookings.bikeId, bike.id),
          or(inArray(bookings.status, ['booked', 'completed']), liveHold),
          lt(bookings.pickupAt, end),
          gt(bookings.busyUntil, start),
        ),
      )
      .orderBy(asc(bookings.pickupAt)),
    db
      .select({ id: bikeBlocks.id, fromAt: bikeBlocks.fromAt, toAt: bikeBlocks.toAt, reason: bikeBlocks.reason })
      .from(bikeBlocks)
      .where(and(eq(bikeBlocks.bikeId, bike.id), lt(bikeBlocks.fromAt, end), gt(bikeBlocks.toAt, start)))
      .orderBy(asc(bikeBlocks.fromAt)),
    db.select({ bufferMinutes: partners.bufferMinutes }).from(partners).where(eq(partners.id, partnerId)),
  ]);
  return {
    bookings: rides.map((ride) => ({
      _id: ride.id,
      from: ride.pickupAt.toISOString(),
      to: ride.dropAt.toISOString(),
      status: ride.status,
      customer: ride.customer,
      bufferMinutes: ride.status === 'completed' ? ride.bufferMinutes : (partner?.bufferMinutes ?? ride.bufferMinutes),
    })),
    blocks: blocks.map((block) => ({
      _id: block.id,
      from: block.fromAt.toISOString(),
      to: block.toAt.toISOString(),
      reason: block.reason,
    })),
    bufferMinutes: partner?.bufferMinutes ?? 0,
  };
}
