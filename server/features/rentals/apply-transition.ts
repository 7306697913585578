import { and, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, type BookingStatus } from '#server/db/schema/index.ts';
import {
  bookingTransitions,
  type BookingTransition,
  type MoveName,
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
};

/**
 * `moved`: the bookings now in the transition's `to` state. `not-allowed`: this caller's role may not
 * make this move (nothing was touched). `not-moved`: no booking of the target was in a `from` state
 * within the caller's reach with its guard met: unknown, someone else's, already moved (a lost race),
 * or the guard failed. Callers read the row to say which, as they answer.
 */
export type TransitionOutcome =
  { ok: true; moved: { id: string; status: BookingStatus }[] } | { ok: false; reason: 'not-allowed' | 'not-moved' };

const guards: Record<TransitionGuard, (now: SQL | Date) => SQL> = {
  pickUpAhead: (now) => gt(bookings.pickupAt, now),
  pickUpPassed: (now) => lte(bookings.pickupAt, now),
  holdRanOut: (now) => lte(bookings.holdExpiresAt, now),
};

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
    .set({ status: transition.to, ...transition.sets, ...stamp })
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
