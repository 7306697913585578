import { eq } from 'drizzle-orm';
import type { AdminBooking } from '#shared/api/cancellations.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, bookings, partners, settlements, users } from '#server/db/schema/index.ts';
import { partnerBookingColumns, toPartnerBooking, type PartnerBookingRow } from './partner-booking-answer.ts';

/** `select … from bookings join users join bikes join partners left join settlements`: add `.where(…)`. */
export function selectAdminBookings(db: DbOrTx) {
  return db
    .select({
      ...partnerBookingColumns,
      partnerId: partners.id,
      partnerFname: partners.fname,
      partnerLname: partners.lname,
      partnerEmail: partners.email,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(bikes, eq(bikes.id, bookings.bikeId))
    .innerJoin(partners, eq(partners.id, bookings.partnerId))
    .leftJoin(settlements, eq(settlements.bookingId, bookings.id));
}

type Row = PartnerBookingRow & { partnerId: string; partnerFname: string; partnerLname: string; partnerEmail: string };

/** A row → the admin's booking: the partner's booking with its partner (and its refund). */
export function toAdminBooking(row: Row & { status: AdminBooking['status'] }): AdminBooking {
  return {
    ...toPartnerBooking(row),
    partner: { _id: row.partnerId, fname: row.partnerFname, lname: row.partnerLname, email: row.partnerEmail },
  };
}
