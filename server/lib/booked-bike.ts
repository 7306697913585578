import { sql } from 'drizzle-orm';
import { bikes, bookings } from '#server/db/schema/index.ts';

/**
 * The bike of a booking as it was booked (migration 0015 keeps its name, brand and plate on the
 * booking), falling back to the bike row for a booking written without them. Select with
 * `...bookedBikeColumns` from bookings joined to bikes: a partner's later edit of the bike never
 * changes an invoice, a ride or a mail of a booking made before it.
 */
export const bookedBikeColumns = {
  bikeName: sql<string>`coalesce(${bookings.bikeName}, ${bikes.name})`,
  bikeBrand: sql<string>`coalesce(${bookings.bikeBrand}, ${bikes.brand})`,
  bikePlate: sql<string>`coalesce(${bookings.bikePlate}, ${bikes.plateNumber})`,
};
