import { and, eq } from 'drizzle-orm';
import type { Order } from '#shared/api/booking.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import type { FileSigner } from '#server/features/files/signed-url.ts';
import { ensureBookingDocument } from '#server/features/invoices/find-tax-document.ts';
import { isRide, isRideRow, selectRides, toOrder } from '../views/ride-answer.ts';

/**
 * findOrder: the invoice of one of the caller's paid bookings (booked, cancelled or completed), with
 * the amounts stored when it was paid, and its numbered tax invoice (and credit note, once cancelled). Another customer's booking, a payment hold and an unknown id
 * are all 404: the answer does not tell whether someone else's order exists.
 */
export async function findOrder(db: Db, userId: string, bookingId: string, sign: FileSigner): Promise<Order> {
  const [row] = await selectRides(db).where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId), isRide));
  if (!row || !isRideRow(row)) throw new AppError('NOT_FOUND', msg.orderNotFound);
  // an older ride's documents are numbered on this first view (D75)
  const taxInvoice = await ensureBookingDocument(db, bookingId, 'invoice');
  const creditNote = row.status === 'cancelled' ? await ensureBookingDocument(db, bookingId, 'creditNote') : null;
  return { ...toOrder(row, sign), taxInvoice, creditNote };
}
