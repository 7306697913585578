import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, bookings, partners, users } from '#server/db/schema/index.ts';
import { bookedBikeColumns } from '#server/lib/booked-bike.ts';
import type { Language } from '#shared/messages/language.ts';
import { recipientLanguage } from './recipient-language.ts';
import { mailDate, mailTime } from './templates.ts';

/** A ride's customer as their mails address them, in their language (D83). */
export const customerColumns = {
  email: users.email,
  fname: users.fname,
  lname: users.lname,
  language: recipientLanguage(users.language),
};

/** The partner whose bike a ride is, as their mails address them, in their language. */
export const partnerColumns = {
  partnerEmail: partners.email,
  partnerFname: partners.fname,
  partnerLanguage: recipientLanguage(partners.language),
};

/** The bike of a ride as it was booked (bookedBikeColumns). */
export const rideBikeColumns = {
  bikeName: bookedBikeColumns.bikeName,
  bikeBrand: bookedBikeColumns.bikeBrand,
  plateNumber: bookedBikeColumns.bikePlate,
};

/**
 * Joins a select from bookings to each booking's customer, bike and partner: the rows a ride's mails are
 * written from (pick the columns from customerColumns, partnerColumns, rideBikeColumns and the
 * booking's own). `tx.select({...}).from(bookings).$dynamic()` in; add the `where` (and any other join).
 */
export function joinRide<T extends PgSelect>(query: T) {
  return query
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(bikes, eq(bikes.id, bookings.bikeId))
    .innerJoin(partners, eq(partners.id, bookings.partnerId));
}

/**
 * What the mails of a ride name it by, read in the recipient's `language` (issue #33): its reference,
 * the bike as booked (rideBikeColumns) and the pick-up's date and time. The customer's and the
 * partner's mail of one ride each take their own.
 */
export function rideInLanguage(
  bookingId: string,
  ride: { bikeBrand: string; bikeName: string; pickupAt: Date },
  language: Language,
) {
  return {
    language,
    orderId: bookingId,
    bike: `${ride.bikeBrand} ${ride.bikeName}`,
    pickUpDate: mailDate(ride.pickupAt, language),
    pickUpTime: mailTime(ride.pickupAt, language),
  };
}

/** A booking's customer as a mail to them needs: address, first name, language. Undefined: no such booking. */
export async function customerOfBooking(db: DbOrTx, bookingId: string) {
  const [customer] = await db
    .select({ email: users.email, fname: users.fname, language: recipientLanguage(users.language) })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  return customer;
}
