import { performance } from 'node:perf_hooks';

/** How long a bookbike waits for the bike's turn before it goes to the database anyway. */
export const MAX_TURN_WAIT_MS = 2_000;

/**
 * One bookbike at a time per bike, in this process (issue #35's hot bike). A burst of customers on one
 * bike used to send every request to the database at once, where they queued for the bike's lock while
 * each held a pooled connection: the pool ran dry and every other visitor of the instance (even
 * /api/health) waited behind them. Here the others wait in memory; when a turn ends they all look again
 * (`recheck`, the free-bike index's refusal: one change-feed sync serves them all) and those it refuses
 * leave with their 409 at once. The database stays the judge: the gate only orders this process's
 * requests, so other instances, or a waiter that waited `maxWaitMs`, still meet the database's lock.
 */
export class BikeTurns {
  readonly #turns = new Map<string, Promise<void>>();
  readonly #maxWaitMs: number;

  constructor(maxWaitMs = MAX_TURN_WAIT_MS) {
    this.#maxWaitMs = maxWaitMs;
  }

  /** bikes with a turn running now */
  get busy(): number {
    return this.#turns.size;
  }

  /**
   * Runs `work` in `bike`'s turn. While another request's turn runs, waits for it to end and then calls
   * `recheck` (which throws to refuse), until the turn is free or `maxWaitMs` has passed.
   */
  async run<T>(bike: string, recheck: () => Promise<void>, work: () => Promise<T>): Promise<T> {
    const deadline = performance.now() + this.#maxWaitMs;
    for (let running = this.#turns.get(bike); running; running = this.#turns.get(bike)) {
      const left = deadline - performance.now();
      if (left <= 0) break;
      await ended(running, left);
      await recheck();
    }
    let end = () => {};
    const turn = new Promise<void>((resolve) => {
      end = resolve;
    });
    // no await between the last look and this: no two turns of a bike start from the same look
    this.#turns.set(bike, turn);
    try {
      return await work();
    } finally {
      if (this.#turns.get(bike) === turn) this.#turns.delete(bike);
      end();
    }
  }
}

/** `turn` ended, or `ms` passed */
function ended(turn: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    turn,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
