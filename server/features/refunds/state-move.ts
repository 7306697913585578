import type { TransitionEffects } from './transition-effects.ts';

/**
 * What every move of the three state tables says (issue #30, D76: the booking's
 * server/features/rentals/booking-transitions.ts, the settlement's
 * server/features/rentals/return/settlement-transitions.ts and the refund's refund-transitions.ts);
 * each table adds the state it reaches and the columns it sets.
 */
export interface StateMove<State, Actor, Guard> {
  /** the states it leaves; null: the step that creates the row (an INSERT, not a move) */
  from: readonly State[] | null;
  actor: Actor;
  /** a condition on the row besides its state, checked in the same conditional UPDATE */
  guard?: Guard;
  /** what its caller writes with it and sends after it (transition-effects.ts) */
  effects?: TransitionEffects;
  /** what it does, and who calls it */
  does: string;
}

/** The names of a table's moves of an existing row: all but its creating steps (`from: null`). */
export type MoveNames<Table extends Record<string, { from: unknown }>> = {
  [N in keyof Table]: Table[N]['from'] extends null ? never : N;
}[keyof Table];

/**
 * Whether a caller of `role` may make the move `name`: a move of an existing row (not a creating step)
 * whose actor it is. Then `values` may name only the columns the move sets; another is a programming
 * error, thrown, not an answer.
 */
export function mayMove<M extends { from: readonly unknown[] | null; actor: string; sets?: readonly string[] }>(
  name: string,
  move: M,
  role: string,
  values: object = {},
): move is M & { from: NonNullable<M['from']> } {
  if (move.from === null || role !== move.actor) return false;
  const allowed: readonly string[] = move.sets ?? [];
  const stray = Object.keys(values).filter((column) => !allowed.includes(column));
  if (stray.length > 0) throw new Error(`${name} does not set ${stray.join(', ')}`);
  return true;
}
