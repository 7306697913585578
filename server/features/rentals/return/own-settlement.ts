import { and, eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, settlements } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import type { SettlementRow } from './settlement-answer.ts';

/**
 * The settlement of one of the customer's rides, optionally locked (FOR UPDATE of the settlement row:
 * every change of a settlement takes it, so a payment, a dispute and an admin's lowering are applied one
 * after the other). Another customer's ride or an unknown id: 404; a ride not settled yet: 409.
 */
export async function ownSettlement(
  db: DbOrTx,
  userId: string,
  bookingId: string,
  options: { lock?: boolean } = {},
): Promise<SettlementRow> {
  const [ride] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  if (!ride) throw new AppError('NOT_FOUND', msg.rideNotFound);
  const query = db.select().from(settlements).where(eq(settlements.bookingId, bookingId));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('CONFLICT', msg.rideNotSettled);
  return row;
}
