import type { ChatMessage } from '#shared/api/chat.ts';
import type { DisputeDamageBody } from '#shared/api/balance.ts';
import { disputeWindowOpen } from '#shared/domain/pricing.ts';
import { istDate } from '#shared/domain/time.ts';
import { msg, SENDER_USER, text } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { saveChatMessage } from '#server/features/chat/save-chat-message.ts';
import { applySettlementTransition } from './apply-settlement-transition.ts';
import { disputeParties } from './dispute-parties.ts';
import { ownSettlement } from './own-settlement.ts';
import { queueMail } from '#server/features/mail/outbox.ts';
import { damageDisputedMail } from '#server/features/mail/templates.ts';

/**
 * disputeDamage: the customer disputes the damage charge of one of their settled rides, once, within
 * DAMAGE_DISPUTE_HOURS (48) of the settlement (at `now`, the app's clock). In one transaction with the
 * settlement row locked: disputed_at is stamped and a message of the customer's conversation is stored
 * with the booking's details (bike, plate, the ride's short reference and day, the customer, the damage
 * formatted and its note, the customer's words) and the booking's id, so it reaches the admin's Chats
 * screen like any support message with a link to the booking (issue #34); the route then broadcasts it live.
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
    const ride = await disputeParties(tx, body.id);
    if (!ride) throw new AppError('NOT_FOUND', msg.rideNotFound);
    // the settlement's `dispute` move; it cannot miss: the row is locked and was checked above
    const disputed = await applySettlementTransition(tx, 'dispute', {
      bookingId: body.id,
      by: { role: 'customer', userId },
      at: now,
    });
    if (!disputed.ok) throw new AppError('CONFLICT', msg.disputeAlreadySent);
    const chat = await saveChatMessage(tx, {
      userId,
      sender: SENDER_USER,
      // the admin's chat links to the booking by this id (issue #34); the text names the ride by its bike and day
      bookingId: body.id,
      text: text.disputeChatLines({
        bike: ride.bike,
        plate: ride.plate,
        ref: `#${body.id.slice(0, 8)} of ${istDate(ride.pickAt)}`,
        customer: `${ride.customer} (${ride.customerEmail})`,
        damage: row.damage,
        note: row.damageNote,
        message: body.message,
      }),
    });
    // the partner is told, by a mail queued with the dispute (issue #30)
    await queueMail(tx, {
      kind: 'dispute',
      key: `dispute:${body.id}`,
      to: ride.partnerEmail,
      ...damageDisputedMail({
        partnerFname: ride.partnerFname,
        orderId: body.id,
        bike: ride.bike,
        plate: ride.plate,
        damage: row.damage,
        message: body.message,
        language: ride.partnerLanguage,
      }),
    });
    return { bookingId: body.id, disputedAt: now.toISOString(), chat };
  });
}
