import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, bookings, partners, users } from '#server/db/schema/index.ts';
import { recipientLanguage } from '#server/features/mail/recipient-language.ts';

/**
 * A disputed ride's two sides and what names it (the bike as booked, its plate, the pick-up): read by
 * the dispute (the admin's chat line, the partner's mail) and by its resolution (a mail to each side).
 * Undefined for an unknown ride.
 */
export async function disputeParties(db: DbOrTx, bookingId: string) {
  const [ride] = await db
    .select({
      bike: sql<string>`coalesce(${bookings.bikeBrand} || ' ' || ${bookings.bikeName}, ${bikes.brand} || ' ' || ${bikes.name})`,
      plate: sql<string>`coalesce(${bookings.bikePlate}, ${bikes.plateNumber})`,
      partnerEmail: partners.email,
      partnerFname: partners.fname,
      partnerLanguage: recipientLanguage(partners.language),
      customer: sql<string>`${users.fname} || ' ' || ${users.lname}`,
      customerEmail: users.email,
      customerFname: users.fname,
      customerLanguage: recipientLanguage(users.language),
      pickAt: bookings.pickupAt,
    })
    .from(bookings)
    .innerJoin(bikes, eq(bikes.id, bookings.bikeId))
    .innerJoin(partners, eq(partners.id, bookings.partnerId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  return ride;
}
