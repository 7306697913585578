import { and, eq, gt, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import { balanceOrders, bookings, payments } from '#server/db/schema/index.ts';
import type { PaymentProvider } from '#server/features/payments/payment-provider.ts';
import { applyCapture, type CaptureDeps, type CaptureOutcome } from './apply-capture.ts';

/** How far back the reconcile looks: orders of holds that ran out (or balance orders made) this recently. */
export const RECONCILE_WINDOW_HOURS = 48;

export interface ReconcileDeps extends CaptureDeps {
  provider: Pick<PaymentProvider, 'orderPayments'>;
}

export interface ReconcileReport {
  orders: number;
  /** what each captured payment found came to */
  outcomes: Partial<Record<CaptureOutcome, number>>;
  /** orders the provider could not be asked about (tried again at the next run) */
  errors: number;
}

/**
 * The reconcile (issue 28): asks the provider about every order whose money may be at the provider
 * with nothing recorded here, and applies each captured payment exactly as the webhook would
 * (applyCapture: a booking, a balance paid, or a full refund; a payment recorded before: nothing).
 * The orders: holds that ran out in the last RECONCILE_WINDOW_HOURS (still pending, or expired by
 * the clock or a replacing hold; a refused one has its payment recorded and is not asked again), and
 * balance orders made in that window with no payment recorded. One order failing to answer does not
 * stop the others.
 */
export async function reconcilePayments(deps: ReconcileDeps): Promise<ReconcileReport> {
  const since = sql`now() - make_interval(hours => ${RECONCILE_WINDOW_HOURS})`;
  const unrecorded = (orderId: typeof bookings.providerOrderId | typeof balanceOrders.id) =>
    notExists(
      deps.db
        .select({ one: sql`1` })
        .from(payments)
        .where(eq(payments.providerOrderId, orderId)),
    );
  const holds = await deps.db
    .select({ orderId: bookings.providerOrderId })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ['pending', 'expired']),
        isNotNull(bookings.providerOrderId),
        lte(bookings.holdExpiresAt, sql`now()`),
        gt(bookings.holdExpiresAt, since),
        unrecorded(bookings.providerOrderId),
      ),
    );
  const balances = await deps.db
    .select({ orderId: balanceOrders.id })
    .from(balanceOrders)
    .where(and(gt(balanceOrders.createdAt, since), unrecorded(balanceOrders.id)));
  const orderIds = [...holds, ...balances].flatMap((row) => (row.orderId ? [row.orderId] : []));

  const report: ReconcileReport = { orders: orderIds.length, outcomes: {}, errors: 0 };
  for (const orderId of orderIds) {
    try {
      const found = await deps.provider.orderPayments(orderId);
      for (const payment of found) {
        if (payment.status !== 'captured') continue;
        const outcome = await applyCapture(deps, {
          orderId,
          paymentId: payment.id,
          amount: payment.amount,
          via: 'reconcile',
        });
        report.outcomes[outcome] = (report.outcomes[outcome] ?? 0) + 1;
        if (outcome !== 'already-applied') {
          deps.log.info({ orderId, paymentId: payment.id, outcome }, 'reconcile: a capture nobody reported, applied');
        }
      }
    } catch (error) {
      report.errors += 1;
      deps.log.error({ err: error, orderId }, 'reconcile: the provider could not be asked about an order');
    }
  }
  return report;
}
