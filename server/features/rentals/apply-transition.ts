import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { HANDOVER_EARLY_MINUTES } from '#shared/api/handover.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, licences, type BookingStatus } from '#server/db/schema/index.ts';
import {
  bookingTransitions,
  type BookingTransition,
  type MoveName,
  type TransitionColumn,
  type TransitionGuard,
} from './booking-transitions.ts';

/** Who asks for the move; a customer or a partner can only move their own bookings. */
export type TransitionCaller =
  | { role: 'customer'; userId: string }
  | { role: 'partner'; partnerId: string }
  | { role: 'admin' }
  | { role: 'system' };

/** One booking by id, or every booking of a bike that the move applies to (the hold steps). */
export type TransitionTarget = ({ bookingId: string } | { bikeId: string }) & {
  by: TransitionCaller;
  /** the moment the guards compare with and a cancellation is stamped at; default the database's now() */
  at?: Date;
  /** the values of the columns the move writes (only those its transition names) */
  values?: Pick<PgUpdateSetSource<typeof bookings>, TransitionColumn>;
};

/**
 * `moved`: the bookings now in the transition's `to` state. `not-allowed`: this caller's role may not
 * make this move (nothing was touched). `not-moved`: no booking of the target was in a `from` state
 * within the caller's reach with its guard met: unknown, someone else's, already moved (a lost race),
 * or the guard failed. Callers read the row to say which, as they answer.
 */
export type TransitionOutcome =
  { ok: true; moved: { id: string; status: BookingStatus }[] } | { ok: false; reason: 'not-allowed' | 'not-moved' };

const MINUTE_MS = 60 * 1000;

const guards: Record<TransitionGuard, (now: SQL | Date) => SQL | undefined> = {
  pickUpAhead: (now) => and(gt(bookings.pickupAt, now), isNull(bookings.handoverAt)),
  holdRanOut: (now) => lte(bookings.holdExpiresAt, now),
  handoverOpen: (now) =>
    and(
      isNull(bookings.handoverAt),
      lte(
        bookings.pickupAt,
        now instanceof Date
          ? new Date(now.getTime() + HANDOVER_EARLY_MINUTES * MINUTE_MS)
          : sql`${now} + (${HANDOVER_EARLY_MINUTES}::int * interval '1 minute')`,
      ),
      sql`exists (select 1 from ${licences} where ${licences.userId} = ${bookings.userId} and ${licences.status} = 'approved')`,
    ),
  startedOrPickUpPassed: (now) => or(isNotNull(bookings.handoverAt), lte(bookings.pickupAt, now)),
};

/** The caller's values of the columns the transition writes, and of no other. */
function written(transition: BookingTransition, values: TransitionTarget['values']) {
  const set: TransitionTarget['values'] = {};
  for (const column of transition.writes ?? []) {
    const value = values?.[column];
    if (value === undefined) throw new Error(`the move needs a value for ${column}`);
    Object.assign(set, { [column]: value });
  }
  return set;
}

function reach(caller: TransitionCaller): SQL | undefined {
  if (caller.role === 'customer') return eq(bookings.userId, caller.userId);
  if (caller.role === 'partner') return eq(bookings.partnerId, caller.partnerId);
  return undefined;
}

/**
 * Moves a booking (or a bike's bookings) along one transition of bookingTransitions, in ONE
 * conditional UPDATE: `where <target> and status in <from> and <caller's reach> and <guard>`. Two
 * moves of the same booking at once are serialised by PostgreSQL's row lock; the second re-checks
 * the condition against the committed row, finds the state changed and moves nothing. Works on the
 * app's handle or inside a caller's transaction.
 */
export async function applyTransition(
  db: DbOrTx,
  name: MoveName,
  target: TransitionTarget,
): Promise<TransitionOutcome> {
  const transition: BookingTransition = bookingTransitions[name];
  if (transition.from === null || target.by.role !== transition.actor) return { ok: false, reason: 'not-allowed' };
  const now = target.at ?? sql`now()`;
  const stamp = transition.to === 'cancelled' ? { cancelledAt: now } : {};
  const moved = await db
    .update(bookings)
    .set({ status: transition.to, ...transition.sets, ...stamp, ...written(transition, target.values) })
    .where(
      and(
        'bookingId' in target ? eq(bookings.id, target.bookingId) : eq(bookings.bikeId, target.bikeId),
        inArray(bookings.status, [...transition.from]),
        reach(target.by),
        transition.guard && guards[transition.guard](now),
      ),
    )
    .returning({ id: bookings.id, status: bookings.status });
  return moved.length > 0 ? { ok: true, moved } : { ok: false, reason: 'not-moved' };
}
