import { and, eq, gt, gte, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { DAMAGE_DISPUTE_HOURS } from '#shared/domain/pricing.ts';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client.ts';
import { mayMove } from '#server/features/refunds/state-move.ts';
import type { TransitionCaller } from '../apply-transition.ts';
import { bookings, settlements } from '#server/db/schema/index.ts';
import {
  settlementTransitions,
  type SettlementColumn,
  type SettlementGuard,
  type SettlementMoveName,
  type SettlementTransition,
} from './settlement-transitions.ts';

/**
 * Who asks for the move: the booking's callers (apply-transition.ts); a customer or a partner can only
 * move the settlements of their own rides.
 */
export type SettlementCaller = TransitionCaller;

/** What the guards compare with (settlement-transitions.ts says which guard reads which). */
export interface SettlementGiven {
  orderId?: string;
  due?: number;
  damage?: number;
}

export interface SettlementTarget {
  bookingId: string;
  by: SettlementCaller;
  /** the instant the guards compare with and the stamp is; default the database's now() */
  at?: Date;
  given?: SettlementGiven;
  /** the values of the columns the move sets (only those its transition names) */
  values?: Pick<PgUpdateSetSource<typeof settlements>, SettlementColumn>;
}

export type SettlementRowMoved = typeof settlements.$inferSelect;

/**
 * `moved`: the settlement after the move. `not-allowed`: this caller's role may not make this move
 * (nothing was touched). `not-moved`: the settlement was not in a `from` state within the caller's
 * reach with its guard met (unknown, someone else's, moved already by a winner, or the guard failed).
 */
export type SettlementOutcome =
  { ok: true; row: SettlementRowMoved } | { ok: false; reason: 'not-allowed' | 'not-moved' };

const HOUR_MS = 60 * 60 * 1000;

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the settlement guard needs ${what}`);
  return value;
}

const guards: Record<SettlementGuard, (now: SQL | Date, given: SettlementGiven) => SQL | undefined> = {
  orderUnset: (_now, given) => and(isNull(settlements.dueOrderId), eq(settlements.due, need(given.due, 'the due'))),
  orderCurrent: (_now, given) =>
    and(eq(settlements.dueOrderId, need(given.orderId, 'the order')), gt(settlements.due, 0)),
  disputable: (now) =>
    and(
      gt(settlements.damage, 0),
      isNull(settlements.disputedAt),
      gte(
        settlements.createdAt,
        now instanceof Date
          ? new Date(now.getTime() - DAMAGE_DISPUTE_HOURS * HOUR_MS)
          : sql`${now} - make_interval(hours => ${DAMAGE_DISPUTE_HOURS})`,
      ),
    ),
  damageAbove: (_now, given) => gt(settlements.damage, need(given.damage, 'the new damage')),
  disputeOpen: () => and(isNotNull(settlements.disputedAt), isNull(settlements.disputeResolvedAt)),
};

function reach(caller: SettlementCaller): SQL | undefined {
  const own = (mine: SQL) =>
    inArray(settlements.bookingId, sql`(select ${bookings.id} from ${bookings} where ${mine})`);
  if (caller.role === 'customer') return own(eq(bookings.userId, caller.userId));
  if (caller.role === 'partner') return own(eq(bookings.partnerId, caller.partnerId));
  return undefined;
}

/**
 * Moves a settlement along one transition of settlementTransitions in ONE conditional UPDATE: `where
 * booking_id = <id> and status in <from> and <caller's reach> and <guard>`, setting the state, the
 * move's stamp and the columns it names. Of two moves at once, PostgreSQL's row lock makes the second
 * re-check the committed row: it finds the state (or the guarded column) changed and moves nothing.
 * Works on the app's handle or inside a caller's transaction.
 */
export async function applySettlementTransition(
  db: DbOrTx,
  name: SettlementMoveName,
  target: SettlementTarget,
): Promise<SettlementOutcome> {
  const transition: SettlementTransition = settlementTransitions[name];
  if (!mayMove(name, transition, target.by.role, target.values)) return { ok: false, reason: 'not-allowed' };
  const now = target.at ?? sql`now()`;
  const [row] = await db
    .update(settlements)
    .set({
      ...target.values,
      ...(transition.to === 'same' ? {} : { status: transition.to }),
      ...(transition.stamps ? { [transition.stamps]: now } : {}),
    })
    .where(
      and(
        eq(settlements.bookingId, target.bookingId),
        inArray(settlements.status, [...transition.from]),
        reach(target.by),
        transition.guard && guards[transition.guard](now, target.given ?? {}),
      ),
    )
    .returning();
  return row ? { ok: true, row } : { ok: false, reason: 'not-moved' };
}
