import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AdjustSettlementBody, AdjustSettlementResponse } from '#shared/api/balance.ts';
import { lowerDamage } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { bookings, payments, refunds, settlementAdjustments, settlements } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { postDamageLowered } from '#server/features/journal/post-booking-events.ts';
import { recordDamageLoweredEntry } from '#server/features/ledger/record-damage-lowered.ts';
import { recordRefund } from '#server/features/refunds/record-refund.ts';
import { applySettlementTransition } from './apply-settlement-transition.ts';
import { settlementAnswer } from './settlement-answer.ts';

/**
 * adjustSettlement: an admin lowers the damage charge of a settled ride to `damage` (below the current
 * charge, 0 or more), saying why. In ONE transaction, with the settlement row locked (so two lowerings
 * at once are applied one after the other and the second sees the first):
 * - the settlement's damage, charges, depositRefund and due are recomputed (lowerDamage,
 *   shared/domain/pricing.ts); a balance not paid yet is just lowered, and its provider order is
 *   dropped when the amount changed (payBalance makes a new one for the new due);
 * - the rule of the money: whatever the customer has paid and still not had back (the deposit, plus
 *   the balance payment if made, minus every refund of the ride since its settlement: the deposit's
 *   and earlier adjustments') beyond the new charges goes back now, as refunds of kind 'adjustment':
 *   first from the balance payment, up to what of it is not refunded yet, the rest from the booking's
 *   payment. Each is one refund row (key `adjust-<adjustment>-<payment>`), carried out by the refund
 *   jobs like any other;
 * - a settlement_adjustments row records the admin, the damage before and after, what was refunded and
 *   the reason; the partner's ledger gets an adjustment entry of −(the damage lowered).
 * An unknown ride: 404; a ride not settled yet, or a damage not lower than the current one: 409.
 */
export async function adjustSettlement(
  db: Db,
  adminId: string,
  body: AdjustSettlementBody,
): Promise<AdjustSettlementResponse['data']> {
  return db.transaction(async (tx) => {
    const [ride] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, body.id));
    if (!ride) throw new AppError('NOT_FOUND', msg.rideNotFound);
    const [row] = await tx.select().from(settlements).where(eq(settlements.bookingId, body.id)).for('update');
    if (!row) throw new AppError('CONFLICT', msg.rideNotSettled);
    if (body.damage >= row.damage) throw new AppError('CONFLICT', msg.adjustDamageNotLower);

    const money = await moneyOfRide(tx, body.id);
    const lowered = lowerDamage({
      charges: row.charges,
      damage: row.damage,
      deposit: row.deposit,
      newDamage: body.damage,
      retained: row.deposit + money.balancePaid - money.refundedSinceSettlement,
      balanceRefundable: money.balancePaid - money.refundedFromBalance,
    });

    const [adjustment] = await tx
      .insert(settlementAdjustments)
      .values({
        bookingId: body.id,
        adminId,
        damageBefore: row.damage,
        damageAfter: body.damage,
        refunded: lowered.refund,
        reason: body.reason,
      })
      .returning();
    if (!adjustment) throw new AppError('INTERNAL');
    // the partner's ledger had the full damage: the lowered part comes off (issue #18)
    await recordDamageLoweredEntry(tx, {
      bookingId: body.id,
      settlementAdjustmentId: adjustment.id,
      lowered: row.damage - body.damage,
      reason: body.reason,
    });
    const orderKept = row.duePaidAt !== null || lowered.due === row.due;
    // a lowering that takes away a balance not paid yet settles the ride; any other keeps its state
    const moved = await applySettlementTransition(
      tx,
      row.status === 'balanceDue' && lowered.due === 0 ? 'waiveBalance' : 'lowerDamage',
      {
        bookingId: body.id,
        by: { role: 'admin' },
        given: { damage: body.damage },
        values: {
          damage: lowered.damage,
          charges: lowered.charges,
          depositRefund: lowered.depositRefund,
          due: lowered.due,
          dueOrderId: orderKept ? row.dueOrderId : null,
        },
      },
    );
    if (!moved.ok) throw new AppError('INTERNAL');
    const updated = moved.row;

    const refund = {
      bookingId: body.id,
      reason: 'adjustment',
      kind: 'adjustment',
      adjustmentId: adjustment.id,
    } as const;
    let refunded = 0;
    if (lowered.refundFromBalance > 0 && money.balancePaymentId) {
      const fromBalance = await recordRefund(tx, {
        ...refund,
        amount: lowered.refundFromBalance,
        providerPaymentId: money.balancePaymentId,
      });
      refunded += fromBalance?.amount ?? 0;
    }
    refunded += (await recordRefund(tx, { ...refund, amount: lowered.refundFromBooking }))?.amount ?? 0;
    await postDamageLowered(tx, {
      adjustmentId: adjustment.id,
      bookingId: body.id,
      lowered: row.damage - body.damage,
      dueLowered: row.duePaidAt === null ? row.due - lowered.due : 0,
      refunded,
    });

    return {
      bookingId: body.id,
      settlement: settlementAnswer(updated),
      adjustment: {
        _id: adjustment.id,
        adminId: adjustment.adminId,
        damageBefore: adjustment.damageBefore,
        damageAfter: adjustment.damageAfter,
        refunded: adjustment.refunded,
        reason: adjustment.reason,
        createdAt: adjustment.createdAt.toISOString(),
      },
    };
  });
}

/** The ride's balance payment, and what has gone back since its settlement (in any refund state). */
async function moneyOfRide(tx: Tx, bookingId: string) {
  const [balance] = await tx
    .select({ providerPaymentId: payments.providerPaymentId, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.purpose, 'balance'), eq(payments.status, 'captured')));
  const [back] = await tx
    .select({
      total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int`,
      fromBalance: balance
        ? sql<number>`coalesce(sum(${refunds.amount}) filter (where ${refunds.providerPaymentId} = ${balance.providerPaymentId}), 0)::int`
        : sql<number>`0`,
    })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), inArray(refunds.kind, ['deposit', 'adjustment'])));
  return {
    balancePaymentId: balance?.providerPaymentId ?? null,
    balancePaid: balance?.amount ?? 0,
    refundedSinceSettlement: Number(back?.total ?? 0),
    refundedFromBalance: Number(back?.fromBalance ?? 0),
  };
}
