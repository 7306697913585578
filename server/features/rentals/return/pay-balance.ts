import type { BalanceOrder } from '#shared/api/balance.ts';
import { toPaise } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import { balanceOrders } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import type { PaymentCallDeps, PaymentProvider } from '#server/features/payments/payment-provider.ts';
import { startProviderOrder } from '#server/features/payments/start-provider-order.ts';
import { applySettlementTransition } from './apply-settlement-transition.ts';
import { ownSettlement } from './own-settlement.ts';
import type { SettlementRow } from './settlement-answer.ts';

/**
 * payBalance: the provider order for exactly what the customer's settled ride left due. One order per
 * due: asked again (a double click, a reload) it answers the order stored in settlements.due_order_id.
 * The order is created with the provider before any write (no lock is held while it answers) and then
 * kept only if the settlement still has no order and the same due (a conditional UPDATE): of two calls
 * at once one order is kept and both answer it; a due lowered meanwhile by an admin is a 409.
 * Nothing due, or already paid: 409.
 */
export async function payBalance(deps: PaymentCallDeps, userId: string, bookingId: string): Promise<BalanceOrder> {
  const row = await ownSettlement(deps.db, userId, bookingId);
  payable(row);
  if (row.dueOrderId) return answer(deps.provider, row.bookingId, row.dueOrderId, row.due);

  const order = await startProviderOrder(deps, row.due, bookingId, 'balance order not created');
  // every order made is kept, so a payment of it is found even after a lowering replaces it (issue 28)
  await deps.db.insert(balanceOrders).values({ id: order.id, bookingId, amount: row.due }).onConflictDoNothing();
  const kept = await applySettlementTransition(deps.db, 'orderBalance', {
    bookingId,
    by: { role: 'customer', userId },
    given: { due: row.due },
    values: { dueOrderId: order.id },
  });
  if (kept.ok && kept.row.dueOrderId) return answer(deps.provider, bookingId, kept.row.dueOrderId, kept.row.due);

  // another call stored its order first, the balance was paid, or the due changed: read it again
  const now = await ownSettlement(deps.db, userId, bookingId);
  payable(now);
  if (now.dueOrderId) return answer(deps.provider, now.bookingId, now.dueOrderId, now.due);
  throw new AppError('CONFLICT', msg.balanceOrderStale);
}

function payable(row: SettlementRow): void {
  if (row.duePaidAt) throw new AppError('CONFLICT', msg.balanceAlreadyPaid);
  if (row.due <= 0) throw new AppError('CONFLICT', msg.balanceNothingDue);
}

function answer(provider: PaymentProvider, bookingId: string, orderId: string, due: number): BalanceOrder {
  return {
    id: orderId,
    amount: toPaise(due),
    due,
    currency: 'INR',
    key: provider.keyId,
    provider: provider.name,
    bookingId,
  };
}
