import { eq, sql } from 'drizzle-orm';
import type { ChatMessage } from '#shared/api/chat.ts';
import type { DisputeDamageBody } from '#shared/api/balance.ts';
import { disputeWindowOpen } from '#shared/domain/pricing.ts';
import { msg, SENDER_USER, text } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { bikes, bookings, settlements } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { saveChatMessage } from '#server/features/chat/save-chat-message.ts';
import { ownSettlement } from './own-settlement.ts';

/**
 * disputeDamage: the customer disputes the damage charge of one of their settled rides, once, within
 * DAMAGE_DISPUTE_HOURS (48) of the settlement (at `now`, the app's clock). In one transaction with the
 * settlement row locked: disputed_at is stamped and a message of the customer's conversation is stored
 * with the booking's details (order id, bike, plate, damage amount and note, the customer's words), so
 * it reaches the admin's Chats screen like any support message; the route then broadcasts it live.
 * No damage, too late, or disputed already: 409, nothing stored.
 */
export async function disputeDamage(
  db: Db,
  userId: string,
  body: DisputeDamageBody,
  now: Date,
): Promise<{ bookingId: string; disputedAt: string; chat: ChatMessage }> {
  return db.transaction(async (tx) => {
    const row = await ownSettlement(tx, userId, body.id, { lock: true });
    if (row.damage <= 0) throw new AppError('CONFLICT', msg.disputeNoDamage);
    if (row.disputedAt) throw new AppError('CONFLICT', msg.disputeAlreadySent);
    if (!disputeWindowOpen(row.createdAt, now)) throw new AppError('CONFLICT', msg.disputeTooLate);
    const [ride] = await tx
      .select({
        bike: sql<string>`coalesce(${bookings.bikeBrand} || ' ' || ${bookings.bikeName}, ${bikes.brand} || ' ' || ${bikes.name})`,
        plate: sql<string>`coalesce(${bookings.bikePlate}, ${bikes.plateNumber})`,
      })
      .from(bookings)
      .innerJoin(bikes, eq(bikes.id, bookings.bikeId))
      .where(eq(bookings.id, body.id));
    if (!ride) throw new AppError('NOT_FOUND', msg.rideNotFound);
    await tx.update(settlements).set({ disputedAt: now }).where(eq(settlements.bookingId, body.id));
    const chat = await saveChatMessage(tx, {
      userId,
      sender: SENDER_USER,
      text: text.disputeChat({
        orderId: body.id,
        bike: ride.bike,
        plate: ride.plate,
        damage: row.damage,
        note: row.damageNote,
        message: body.message,
      }),
    });
    return { bookingId: body.id, disputedAt: now.toISOString(), chat };
  });
}
