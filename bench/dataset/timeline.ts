import { istDate, istInstant } from '#shared/domain/time.ts';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Days of bookings before "now" and after it (two years in all, about an eighth still to come). */
const PAST_DAYS = 640;
const FUTURE_DAYS = 90;

/**
 * The dates the dataset is built around. `now` is the India midnight that starts the day of the run,
 * so two runs on the same day give the same rows; rides are placed from `start` to `end`.
 */
export interface Timeline {
  now: number;
  start: number;
  end: number;
  /** the first partners and customers joined before the first ride */
  opening: number;
}

export function timelineAround(runAt: Date): Timeline {
  const now = istInstant(istDate(runAt)).getTime();
  const start = now - PAST_DAYS * DAY_MS;
  return { now, start, end: now + FUTURE_DAYS * DAY_MS, opening: start - 180 * DAY_MS };
}

/** The instant of an India wall-clock hour on the day `day` days after the India midnight `midnight`. */
export function istHour(midnight: number, day: number, hour: number): number {
  return midnight + day * DAY_MS + hour * HOUR_MS;
}
