import { eq } from 'drizzle-orm';
import type { AdminBooking } from '#shared/api/cancellations.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, partners } from '#server/db/schema/index.ts';
import type { FileSigner } from '#server/features/files/signed-url.ts';
import { partnerBookingColumns, toPartnerBooking, type PartnerBookingRow } from './partner-booking-answer.ts';
import { selectBookingAnswers } from './booking-answer.ts';

/** `select … from bookings join users join bikes left join settlements join partners`: add `.where(…)`. */
export function selectAdminBookings(db: DbOrTx) {
  return selectBookingAnswers(db, {
    ...partnerBookingColumns,
    partnerId: partners.id,
    partnerFname: partners.fname,
    partnerLname: partners.lname,
    partnerEmail: partners.email,
  }).innerJoin(partners, eq(partners.id, bookings.partnerId));
}

type Row = PartnerBookingRow & { partnerId: string; partnerFname: string; partnerLname: string; partnerEmail: string };

/** A row → the admin's booking: the partner's booking with its partner (and its refund). */
export function toAdminBooking(row: Row & { status: AdminBooking['status'] }, sign: FileSigner): AdminBooking {
  return {
    ...toPartnerBooking(row, sign),
    partner: { _id: row.partnerId, fname: row.partnerFname, lname: row.partnerLname, email: row.partnerEmail },
  };
}
