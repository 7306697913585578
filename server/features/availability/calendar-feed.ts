import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import ical from 'ical-generator';
import { msg, text } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikeBlocks, bikeCalendarTokens, bikes, bookings, users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { calendarTokenHash } from './renew-calendar-token.ts';

/** How far back the feed reaches. */
export const FEED_PAST_DAYS = 90;

/**
 * The iCal feed of a bike (GET bikeCalendar.ics?token=): its paid rides (booked or completed; the
 * customer's first name only, the feed may end up in a shared calendar) and its blocks, from
 * FEED_PAST_DAYS ago on, as an iCalendar text built with ical-generator. The token is the key: an
 * unknown or renewed-away token is a 404 (calendarTokenInvalid).
 */
export async function calendarFeed(db: DbOrTx, token: string, now = new Date()): Promise<string> {
  const [bike] = await db
    .select({ id: bikes.id, name: bikes.name, brand: bikes.brand })
    .from(bikeCalendarTokens)
    .innerJoin(bikes, eq(bikes.id, bikeCalendarTokens.bikeId))
    .where(eq(bikeCalendarTokens.tokenHash, calendarTokenHash(token)));
  if (!bike) throw new AppError('NOT_FOUND', msg.calendarTokenInvalid);
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000);
  const [rides, blocks] = await Promise.all([
    db
      .select({ id: bookings.id, pickupAt: bookings.pickupAt, dropAt: bookings.dropAt, firstName: users.fname })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(and(eq(bookings.bikeId, bike.id), inArray(bookings.status, ['booked', 'completed']), gt(bookings.dropAt, since)))
      .orderBy(asc(bookings.pickupAt)),
    db
      .select({ id: bikeBlocks.id, fromAt: bikeBlocks.fromAt, toAt: bikeBlocks.toAt, reason: bikeBlocks.reason })
      .from(bikeBlocks)
      .where(and(eq(bikeBlocks.bikeId, bike.id), gt(bikeBlocks.toAt, since)))
      .orderBy(asc(bikeBlocks.fromAt)),
  ]);
  const calendar = ical({
    name: `${bike.brand} ${bike.name}`.trim(),
    prodId: { company: 'Rev-On Rentals', product: 'bike-calendar', language: 'EN' },
    ttl: 60 * 15,
  });
  for (const ride of rides) {
    calendar.createEvent({
      id: `booking-${ride.id}@revon.rentals`,
      start: ride.pickupAt,
      end: ride.dropAt,
      summary: `${msg.calendarRideSummary}: ${ride.firstName}`,
    });
  }
  for (const block of blocks) {
    calendar.createEvent({
      id: `block-${block.id}@revon.rentals`,
      start: block.fromAt,
      end: block.toAt,
      summary: `${msg.calendarBlockSummary}: ${text.blockReasons[block.reason]}`,
    });
  }
  return calendar.toString();
}
