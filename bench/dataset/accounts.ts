import { demoGstin } from '#server/seed/demo-identifiers.ts';
import { BENCH_ADMIN_EMAIL, benchPartnerEmail, benchUserEmail } from '../contract.ts';
import { BENCH_CITIES, type BenchCity } from './cities.ts';
import { FIRST_NAMES, LAST_NAMES } from './people.ts';
import { randomStream, sample, type Random } from './random.ts';
import { ColumnBuffer } from './sql-columns.ts';
import { DAY_MS, HOUR_MS, type Timeline } from './timeline.ts';

/** The accounts: one admin, the partners with their pick-up/drop points, the customers. */

export interface PartnerSeed {
  id: string;
  city: BenchCity;
  isVerifed: 'true' | 'false' | 'mailSented';
  active: boolean;
  joinedAt: number;
  points: string[];
  /** the turnaround buffer after each ride (issue #19): a third of the partners keep one */
  bufferMinutes: number;
}

/** Buffers partners keep (minutes), weighted: none for two thirds, then 30 min, 1 h, 2 h. */
const BUFFER_CHOICES = [0, 30, 60, 120] as const;
const BUFFER_WEIGHTS = [66, 17, 11, 6];

/** Partners that the benchmark logs in (and a few more) are always verified and active. */
const ALWAYS_LISTED_PARTNERS = 20;
/** Customers the benchmark logs in (one per booking-cycle worker) are never blocked. */
const NEVER_BLOCKED_USERS = 100;

const mobile = (rng: Random) => `${rng.int(6, 9)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;

export function adminRows(passwordHash: string): ColumnBuffer {
  const buffer = new ColumnBuffer('admins', [['name', 'text'], ['email', 'text'], ['password_hash', 'text']]);
  buffer.push('Bench Admin', BENCH_ADMIN_EMAIL, passwordHash);
  return buffer;
}

/**
 * The partners: the first twenty cover the twenty cities, the rest are spread by city size. About
 * 2 % are requests waiting for the admin, 1 % accepted but not yet verified, 1.5 % blocked.
 */
export function planPartners(count: number, timeline: Timeline): PartnerSeed[] {
  const rng = randomStream('partners');
  const weights = BENCH_CITIES.map((c) => c.weight);
  // a stream of its own, so the other draws (and so the rest of the dataset) do not move
  const buffers = randomStream('partner-buffers');
  return Array.from({ length: count }, (_, i) => {
    const city = i < BENCH_CITIES.length ? BENCH_CITIES[i] : BENCH_CITIES[rng.weighted(weights)];
    if (!city) throw new Error('no city');
    const r = i < ALWAYS_LISTED_PARTNERS ? 1 : rng.next();
    const isVerifed = r < 0.02 ? 'false' : r < 0.03 ? 'mailSented' : 'true';
    const pointCount = isVerifed === 'false' ? 0 : rng.int(2, Math.min(4, city.points.length));
    const points = sample(rng, city.points, pointCount);
    // most partners were there before the first ride of the timeline; the others joined since
    const early = rng.chance(0.7);
    const joinedAt =
      isVerifed !== 'true'
        ? timeline.now - rng.int(1, 14) * DAY_MS - rng.int(1, 20) * HOUR_MS
        : early
          ? timeline.opening + rng.next() * (timeline.start - 30 * DAY_MS - timeline.opening)
          : timeline.start + rng.next() * (timeline.now - 60 * DAY_MS - timeline.start);
    const bufferMinutes = BUFFER_CHOICES[buffers.weighted(BUFFER_WEIGHTS)] ?? 0;
    return { id: rng.uuid(), city, isVerifed, active: !(r >= 0.03 && r < 0.045), joinedAt, points, bufferMinutes };
  });
}

export function partnerRows(partners: readonly PartnerSeed[], passwordHash: string): ColumnBuffer[] {
  const rng = randomStream('partner-rows');
  const rows = new ColumnBuffer('partners', [
    ['id', 'uuid'], ['fname', 'text'], ['lname', 'text'], ['email', 'text'], ['mobile', 'text'], ['city', 'text'],
    ['gst_no', 'text'], ['password_hash', 'text'], ['is_verifed', 'text'], ['status', 'bool'], ['created_at', 'time'],
    ['buffer_minutes', 'int'],
  ]);
  const points = new ColumnBuffer('partner_locations', [['partner_id', 'uuid'], ['name', 'text'], ['created_at', 'time']]);
  partners.forEach((p, i) => {
    const email = benchPartnerEmail(i + 1);
    const lname = rng.pick(LAST_NAMES);
    const gst = demoGstin(p.city.gstState, lname, email);
    rows.push(p.id, rng.pick(FIRST_NAMES), lname, email, mobile(rng), p.city.name, gst, passwordHash, p.isVerifed, p.active, p.joinedAt, p.bufferMinutes);
    p.points.forEach((name, j) => points.push(p.id, name, p.joinedAt + (j + 1) * HOUR_MS));
  });
  return [rows, points];
}

/**
 * Customers join one after another from `opening` to yesterday, so customer n (1-based) exists
 * before any ride booked after `userJoinedAt(n)`; `usersJoinedBy` is its inverse.
 */
export function userJoinedAt(n: number, count: number, timeline: Timeline, jitter = 0): number {
  return timeline.opening + ((n - 1 + jitter) / count) * (timeline.now - DAY_MS - timeline.opening);
}

/** How many customers had joined by `at` (customers 1 … that number). */
export function usersJoinedBy(at: number, count: number, timeline: Timeline): number {
  const share = (at - timeline.opening) / (timeline.now - DAY_MS - timeline.opening);
  return Math.max(1, Math.min(count, Math.floor(share * count)));
}

/**
 * The customers' rows, `chunk` at a time (the same buffer each time: insert it before asking for the
 * next); 0.4 % are blocked. Their ids are appended to `ids`, customer n at index n - 1.
 */
export function* userRows(count: number, timeline: Timeline, passwordHash: string, ids: string[], chunk = 10_000) {
  const rng = randomStream('users');
  const buffer = new ColumnBuffer('users', [
    ['id', 'uuid'], ['fname', 'text'], ['lname', 'text'], ['email', 'text'], ['mobile', 'text'],
    ['password_hash', 'text'], ['status', 'bool'], ['created_at', 'time'],
  ]);
  for (let n = 1; n <= count; n++) {
    const id = rng.uuid();
    ids.push(id);
    const blocked = n > NEVER_BLOCKED_USERS && rng.chance(0.004);
    const joined = userJoinedAt(n, count, timeline, rng.next());
    buffer.push(id, rng.pick(FIRST_NAMES), rng.pick(LAST_NAMES), benchUserEmail(n), mobile(rng), passwordHash, !blocked, joined);
    if (buffer.length >= chunk) yield buffer;
  }
  if (buffer.length > 0) yield buffer;
}
