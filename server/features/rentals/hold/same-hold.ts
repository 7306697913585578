import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { BookBikeBody, BookingQuote } from '#shared/api/booking.ts';
import { windowInstants } from '#shared/api/search.ts';
import { amountToPay } from '#shared/domain/pricing.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, coupons, partnerLocations } from '#server/db/schema/index.ts';
import { holdsTheBike, liveHold } from '#server/lib/live-booking.ts';

/** A live hold of the customer, as bookbike answers it. */
export interface HeldOrder {
  bookingId: string;
  providerOrderId: string;
  holdExpiresAt: Date;
  quote: BookingQuote;
}

/**
 * The customer's live hold that this bookbike body repeats exactly (same bike, window, pickup and drop
 * points, helmets, coupon and amount), with its provider order; undefined when there is none. A
 * double click or a retrying client gets that hold back instead of replacing it (issue 21).
 */
export async function findSameHold(db: DbOrTx, userId: string, body: BookBikeBody): Promise<HeldOrder | undefined> {
  const { pickupAt, dropAt } = windowInstants(body);
  const pointName = (id: string) =>
    sql`(select ${partnerLocations.name} from ${partnerLocations} where ${partnerLocations.id} = ${id})`;
  const couponId = body.coupon
    ? sql`(select ${coupons.id} from ${coupons} where upper(${coupons.couponCode}) = upper(${body.coupon}) limit 1)`
    : sql`null::uuid`;
  const [row] = await db
    .select({
      id: bookings.id,
      providerOrderId: bookings.providerOrderId,
      holdExpiresAt: bookings.holdExpiresAt,
      hours: bookings.hours,
      rent: bookings.rent,
      cgst: bookings.cgst,
      sgst: bookings.sgst,
      discount: bookings.discountAmount,
      grandTotal: bookings.grandTotal,
      deposit: bookings.deposit,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.bikeId, body.bike),
        liveHold,
        isNotNull(bookings.providerOrderId),
        eq(bookings.pickupAt, pickupAt),
        eq(bookings.dropAt, dropAt),
        eq(bookings.helmet, body.helmet),
        sql`${bookings.grandTotal} + ${bookings.deposit} = ${body.amount}`,
        sql`${bookings.pickUpPoint} = ${pointName(body.pickUpPoint)}`,
        sql`${bookings.dropPoint} = ${pointName(body.dropPoint)}`,
        sql`${bookings.couponId} is not distinct from ${couponId}`,
      ),
    )
    .limit(1);
  if (!row?.providerOrderId || !row.holdExpiresAt) return undefined;
  return {
    bookingId: row.id,
    providerOrderId: row.providerOrderId,
    holdExpiresAt: row.holdExpiresAt,
    quote: {
      hours: row.hours,
      rent: row.rent,
      cgst: row.cgst,
      sgst: row.sgst,
      total: row.rent + row.cgst + row.sgst,
      discount: row.discount,
      grandTotal: row.grandTotal,
      deposit: row.deposit,
      toPay: amountToPay(row.grandTotal, row.deposit),
    },
  };
}

/**
 * True when another customer's paid ride or live hold of the bike overlaps the window: bookbike then
 * answers 409 at once, without queueing for the bike's lock (what the insert would answer anyway).
 */
export async function takenByOthers(db: DbOrTx, userId: string, body: BookBikeBody): Promise<boolean> {
  const { pickupAt, dropAt } = windowInstants(body);
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.bikeId, body.bike),
        sql`${bookings.userId} <> ${userId}`,
        holdsTheBike,
        sql`tstzrange(${bookings.pickupAt}, ${bookings.dropAt}, '[)') && tstzrange(${pickupAt.toISOString()}::timestamptz, ${dropAt.toISOString()}::timestamptz, '[)')`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
