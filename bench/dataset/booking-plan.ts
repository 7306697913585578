import type { BikeSeed } from './fleet.ts';
import { apportion, randomStream, type Random } from './random.ts';
import { DAY_MS, HOUR_MS, istHour, type Timeline } from './timeline.ts';

/**
 * When each ride happens, on which bike, and how it ended, for every booking at once, held in typed
 * arrays (a million rides are ~30 MB, not a million objects). Each bike's rides follow one another
 * without ever overlapping, whatever their status, so the no-double-booking constraint stays on
 * during the load. Rides start and end on whole hours from 06:00 to 18:00 India time, like the app's
 * slots. The rows are then written in booking order (`order`: by creation time), as a live table grows.
 */

export const PLAN_STATUSES = ['completed', 'cancelled', 'booked', 'expired'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export interface BookingPlan {
  count: number;
  bike: Int32Array;
  pickup: Float64Array;
  drop: Float64Array;
  created: Float64Array;
  /** index into PLAN_STATUSES */
  status: Uint8Array;
  /** booking indexes by creation time */
  order: Int32Array;
}

// extra days a ride spans beyond its pick-up day: mostly day trips and weekends, a few long tours
const EXTRA_DAY_WEIGHTS = [22, 38, 16, 9, 5, 3, 2, 1, 1, 1, 1, 0.5, 0.5, 0.5];
const LONGEST_LEAD_HOURS = 60 * 24;
const MAX_ROWS = 2 ** 24;

function statusOf(rng: Random, pickup: number, drop: number, now: number): number {
  const r = rng.next();
  if (drop <= now) return r < 0.03 ? 3 : r < 0.14 ? 1 : 0; // over: completed, some cancelled, a few unpaid holds
  if (pickup > now) return r < 0.02 ? 3 : r < 0.12 ? 1 : 2; // to come: booked, some cancelled already
  return 2; // on the road now
}

/**
 * Booked rides thin out with distance: most are booked a few days ahead, so the days after "now"
 * count less and less (by e^(−d/τ)). A bike's days are measured on that scale ("virtual" days), its
 * rides spread evenly over them, and `realDay` maps a virtual day back to a calendar day.
 */
const FUTURE_DECAY_DAYS = 30;

interface BikeDays {
  /** first whole India day the bike can be rented, relative to today */
  first: number;
  past: number;
  future: number;
  virtual: number;
}

function bikeDays(bike: BikeSeed, now: number): BikeDays {
  const first = Math.ceil((bike.from - now) / DAY_MS);
  const last = Math.max(first, Math.floor((bike.until - now) / DAY_MS));
  const past = Math.max(0, Math.min(last, 0) - first);
  const future = last - first - past;
  return { first, past, future, virtual: past + FUTURE_DECAY_DAYS * (1 - Math.exp(-future / FUTURE_DECAY_DAYS)) };
}

function realDay(days: BikeDays, v: number): number {
  if (v <= days.past) return days.first + Math.floor(v);
  const ahead = -FUTURE_DECAY_DAYS * Math.log(Math.max(1e-12, 1 - (v - days.past) / FUTURE_DECAY_DAYS));
  return days.first + days.past + Math.min(days.future, Math.floor(ahead));
}

/** Places `total` rides on the bikes: more on popular bikes and on bikes listed longer. */
export function planBookings(total: number, bikes: readonly BikeSeed[], timeline: Timeline): BookingPlan {
  if (total >= MAX_ROWS) throw new Error(`at most ${MAX_ROWS - 1} bookings`);
  const rng = randomStream('booking-plan');
  const { now } = timeline;
  const days = bikes.map((bike) => bikeDays(bike, now));
  // at most one ride per (virtual) day, so every ride has at least one calendar day of its own
  const caps = days.map((d) => Math.floor(d.virtual));
  const quotas = apportion(total, bikes.map((b, i) => (days[i]?.virtual ?? 0) * b.popularity), caps);
  const count = quotas.reduce((a, b) => a + b, 0);
  const plan = {
    count,
    bike: new Int32Array(count),
    pickup: new Float64Array(count),
    drop: new Float64Array(count),
    created: new Float64Array(count),
    status: new Uint8Array(count),
  };
  let n = 0;
  bikes.forEach((bike, b) => {
    const q = quotas[b] ?? 0;
    const d = days[b];
    if (!d) return;
    let next = d.first;
    for (let j = 0; j < q; j++) {
      // ride j lives in its own run of days [s, e), which starts where the previous one ended: no two
      // rides of a bike can overlap
      const s = next;
      const e = Math.max(s + 1, realDay(d, ((j + 1) * d.virtual) / q));
      next = e;
      const extra = Math.min(rng.weighted(EXTRA_DAY_WEIGHTS), e - s - 1);
      // the pick-up day is drawn on the virtual scale too, so far-off days stay rare within a slot
      const at = realDay(d, ((j + rng.next()) * d.virtual) / q);
      const day = Math.min(Math.max(at, s), e - 1 - extra);
      const pickHour = extra === 0 ? rng.int(6, 16) : rng.int(6, 17);
      const dropHour = extra === 0 ? rng.int(pickHour + 1, 18) : rng.int(6, 18);
      const pickup = istHour(now, day, pickHour);
      const drop = istHour(now, day + extra, dropHour);
      const lead = Math.min(LONGEST_LEAD_HOURS, 1 - Math.log(1 - rng.next()) * 96) * HOUR_MS;
      // booked before the pick-up, never after today, and after the bike was listed
      const created = Math.max(Math.min(pickup - lead, now - rng.int(10, 30 * 24 * 60) * 60_000), bike.from - 12 * HOUR_MS);
      plan.bike[n] = b;
      plan.pickup[n] = pickup;
      plan.drop[n] = drop;
      plan.created[n] = created;
      plan.status[n] = statusOf(rng, pickup, drop, now);
      n++;
    }
  });
  return { ...plan, order: creationOrder(plan.created) };
}

/** Indexes sorted by creation minute (then index): one numeric sort of packed keys, no comparator. */
function creationOrder(created: Float64Array): Int32Array {
  const keys = new Float64Array(created.length);
  for (let i = 0; i < created.length; i++) keys[i] = Math.floor((created[i] ?? 0) / 60_000) * MAX_ROWS + i;
  keys.sort();
  const order = new Int32Array(created.length);
  for (let i = 0; i < keys.length; i++) order[i] = (keys[i] ?? 0) % MAX_ROWS;
  return order;
}
