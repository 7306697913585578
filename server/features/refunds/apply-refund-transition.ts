import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client.ts';
import { refunds } from '#server/db/schema/index.ts';
import type { RefundRow } from './record-refund.ts';
import {
  refundTransitions,
  type RefundColumn,
  type RefundGuard,
  type RefundMoveName,
  type RefundTransition,
} from './refund-transitions.ts';
import { mayMove } from './state-move.ts';

export interface RefundTarget {
  refundId: string;
  by: { role: 'system' | 'provider' | 'admin' };
  /** the attempts the caller's claim counted (the `claimed` guard) */
  claim?: number;
  /** the values of the columns the move sets (only those its transition names) */
  values?: Pick<PgUpdateSetSource<typeof refunds>, RefundColumn>;
}

/**
 * `moved`: the refund after the move. `not-allowed`: this caller's role may not make this move (nothing
 * touched). `not-moved`: the refund was not in a `from` state with its guard met (unknown, moved by
 * another worker, the webhook or an admin first, not due, or the claim is no longer the caller's).
 */
export type RefundTransitionOutcome = { ok: true; row: RefundRow } | { ok: false; reason: 'not-allowed' | 'not-moved' };

const guards: Record<RefundGuard, (target: RefundTarget) => SQL> = {
  due: () => lte(refunds.nextAttemptAt, sql`now()`),
  claimed: (target) => {
    if (target.claim === undefined) throw new Error('the claimed guard needs the attempts of the claim');
    return eq(refunds.attempts, target.claim);
  },
};

/**
 * Moves a refund along one transition of refundTransitions in ONE conditional UPDATE: `where id = <id>
 * and status in <from> and <guard>`, setting the state and the columns it names. Of two moves at once,
 * PostgreSQL's row lock makes the second re-check the committed row and move nothing. Works on the app's
 * handle or inside a caller's transaction.
 */
export async function applyRefundTransition(
  db: DbOrTx,
  name: RefundMoveName,
  target: RefundTarget,
): Promise<RefundTransitionOutcome> {
  const transition: RefundTransition = refundTransitions[name];
  if (!mayMove(name, transition, target.by.role, target.values)) return { ok: false, reason: 'not-allowed' };
  const [row] = await db
    .update(refunds)
    .set({ ...target.values, status: transition.to })
    .where(
      and(
        eq(refunds.id, target.refundId),
        inArray(refunds.status, [...transition.from]),
        transition.guard && guards[transition.guard](target),
      ),
    )
    .returning();
  return row ? { ok: true, row } : { ok: false, reason: 'not-moved' };
}
