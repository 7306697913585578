import { eq } from 'drizzle-orm';
import type { AdminRefund } from '#shared/api/cancellations.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, refunds, users } from '#server/db/schema/index.ts';

/** The columns of a refund in the admin's Refunds screen, with its customer (through the booking). */
export const adminRefundColumns = {
  id: refunds.id,
  bookingId: refunds.bookingId,
  fname: users.fname,
  lname: users.lname,
  email: users.email,
  amount: refunds.amount,
  status: refunds.status,
  reason: refunds.reason,
  providerRefundId: refunds.providerRefundId,
  attempts: refunds.attempts,
  lastError: refunds.lastError,
  createdAt: refunds.createdAt,
  processedAt: refunds.processedAt,
};

/** The refunds joined to their customers; add `where`, order and paging. */
export function selectAdminRefunds(db: DbOrTx) {
  return db
    .select(adminRefundColumns)
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .$dynamic();
}

type AdminRefundRecord = Awaited<ReturnType<typeof selectAdminRefunds>>[number];

export function toAdminRefund(row: AdminRefundRecord): AdminRefund {
  return {
    _id: row.id,
    bookingId: row.bookingId,
    customer: { fname: row.fname, lname: row.lname, email: row.email },
    amount: row.amount,
    status: row.status,
    reason: row.reason,
    providerRefundId: row.providerRefundId,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}
