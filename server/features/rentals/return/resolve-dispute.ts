import type { ResolveDisputeBody, ResolveDisputeResponse } from '#shared/api/balance.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { queueMail } from '#server/features/mail/outbox.ts';
import { disputeResolvedMail } from '#server/features/mail/templates.ts';
import { applySettlementTransition } from './apply-settlement-transition.ts';
import { disputeParties } from './dispute-parties.ts';

/**
 * resolveDispute (issue #34, D80): an admin closes the customer's open dispute of a damage charge,
 * saying what was decided. The settlement's `resolveDispute` move: one conditional UPDATE stamps
 * dispute_resolved_at (the app's clock) and keeps the decision; the customer's My Rides and the
 * partner's booking read both, and both are told by a mail queued in the same transaction (one each,
 * keyed by the ride). A lowering of the charge, if decided, is its own move (adjustSettlement).
 * An unknown ride: 404; no dispute, or resolved already (also the loser of two at once): 409.
 */
export async function resolveDispute(
  db: Db,
  body: ResolveDisputeBody,
  now: Date,
): Promise<ResolveDisputeResponse['data']> {
  return db.transaction(async (tx) => {
    const ride = await disputeParties(tx, body.id);
    if (!ride) throw new AppError('NOT_FOUND', msg.rideNotFound);
    const moved = await applySettlementTransition(tx, 'resolveDispute', {
      bookingId: body.id,
      by: { role: 'admin' },
      at: now,
      values: { disputeDecision: body.decision },
    });
    if (!moved.ok || !moved.row.disputeResolvedAt) throw new AppError('CONFLICT', msg.disputeNotOpen);
    const told = [
      { side: 'customer', to: ride.customerEmail, fname: ride.customerFname, language: ride.customerLanguage },
      { side: 'partner', to: ride.partnerEmail, fname: ride.partnerFname, language: ride.partnerLanguage },
    ];
    for (const { side, to, fname, language } of told) {
      await queueMail(tx, {
        kind: 'dispute-resolved',
        key: `dispute-resolved:${side}:${body.id}`,
        to,
        ...disputeResolvedMail({
          fname,
          orderId: body.id,
          bike: ride.bike,
          damage: moved.row.damage,
          decision: body.decision,
          language,
        }),
      });
    }
    return {
      bookingId: body.id,
      disputeResolvedAt: moved.row.disputeResolvedAt.toISOString(),
      disputeDecision: body.decision,
    };
  });
}
