import type { Api } from './api.ts';
import { findFreeSlots, runBookingCycles, type CycleFigures } from './booking-cycle.ts';
import type { LoadRequest } from './load.ts';
import { percentile } from './stats.ts';

/*
 * `npm run bench -- --mix` (issue #35): a day of traffic, as open-loop load at rising rates. Of the
 * requests, 70 % search with different questions, 15 % bike details, 5 % bookings with payment (hold →
 * pay → verify cycles, three calls each), 5 % the customer's rides and profile, 5 % partner and admin
 * screens. Each rate runs for `seconds`; a rate passes when every route's p99 ≤ 200 ms and nothing
 * failed (a non-2xx answer, a timeout, a booking cycle that did not complete). The highest passing rate
 * is reported as a ratio to /api/health alone (its req/s at full speed, measured by the caller).
 */

export interface MixRequest extends LoadRequest {
  method?: 'GET' | 'POST';
  /** the row the request counts in */
  route: string;
}

export interface MixParts {
  searches: MixRequest[];
  details: MixRequest[];
  mine: MixRequest[];
  backOffice: MixRequest[];
}

export interface MixRateFigures {
  /** asked requests a second (all kinds) */
  rate: number;
  /** answered a second, the booking cycles' calls included */
  achieved: number;
  routes: Record<string, { count: number; p99: number; failed: number }>;
  bookings: CycleFigures;
  pass: boolean;
}

export const MIX_P99_MS = 200;
const SHARES = { searches: 70, details: 15, mine: 5, backOffice: 5 } as const;
/** the share of the booking cycles (each of three calls) */
const BOOKING_SHARE = 0.05;

/** the request kinds in a fixed interleaved order of 95 (no randomness between runs) */
function kindOrder(): (keyof MixParts)[] {
  const order: (keyof MixParts)[] = [];
  for (const [kind, share] of Object.entries(SHARES) as [keyof MixParts, number][]) {
    for (let i = 0; i < share; i++) order.push(kind);
  }
  let seed = 11;
  for (let i = order.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j] as keyof MixParts, order[i] as keyof MixParts];
  }
  return order;
}

/** One rate of the mix for `seconds`: requests sent on a fixed schedule, each timed on its own. */
async function runRate(
  baseUrl: string,
  parts: MixParts,
  rate: number,
  seconds: number,
  timeoutMs: number,
  cycles: () => Promise<CycleFigures>,
): Promise<MixRateFigures> {
  const order = kindOrder();
  const cursors: Record<keyof MixParts, number> = { searches: 0, details: 0, mine: 0, backOffice: 0 };
  const times = new Map<string, number[]>();
  const failed = new Map<string, number>();
  const plainRate = rate * (1 - BOOKING_SHARE);
  const total = Math.round(plainRate * seconds);
  const gapMs = 1000 / plainRate;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  const booking = cycles();
  for (let n = 0; n < total; n++) {
    const due = started + n * gapMs;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const kind = order[n % order.length] ?? 'searches';
    const list = parts[kind];
    const request = list[cursors[kind]++ % list.length];
    if (!request) continue;
    pending.push(
      (async () => {
        const sent = performance.now();
        let ok = false;
        try {
          const res = await fetch(`${baseUrl}${request.path}`, {
            method: request.method ?? 'GET',
            headers: request.headers,
            signal: AbortSignal.timeout(timeoutMs),
          });
          await res.arrayBuffer();
          ok = res.ok;
        } catch {
          ok = false;
        }
        const list = times.get(request.route) ?? [];
        list.push(performance.now() - sent);
        times.set(request.route, list);
        if (!ok) failed.set(request.route, (failed.get(request.route) ?? 0) + 1);
      })(),
    );
  }
  await Promise.all(pending);
  const bookings = await booking;
  const elapsed = Math.max(seconds, (performance.now() - started) / 1000);
  const routes: MixRateFigures['routes'] = {};
  for (const [route, list] of times) {
    routes[route] = { count: list.length, p99: Math.round(percentile(list, 0.99)), failed: failed.get(route) ?? 0 };
  }
  for (const step of ['bookbike', 'sandboxPay', 'verifyPayment'] as const) {
    routes[`POST /api/${step} (cycle)`] = {
      count: bookings.cycles,
      p99: Math.round(bookings.steps[step].p99),
      failed: Object.entries(bookings.failedCalls)
        .filter(([call]) => call.startsWith(`${step} `))
        .reduce((sum, [, count]) => sum + count, 0),
    };
  }
  // every call of the rate answered (a booking cycle's three calls are three rows of one count)
  const answered = Object.values(routes).reduce((sum, route) => sum + route.count, 0);
  const pass =
    Object.values(routes).every((route) => route.p99 <= MIX_P99_MS && route.failed === 0) && bookings.failures === 0;
  return { rate, achieved: Math.round(answered / elapsed), routes, bookings, pass };
}

/**
 * The mix at each of `rates` in turn (rising), stopping after the first two rates that fail. The
 * booking cycles run at 5 % of the rate ÷ 3 cycles a second (three calls each), on free slots found first.
 */
export async function runMix(options: {
  baseUrl: string;
  api: Api;
  parts: MixParts;
  rates: number[];
  seconds: number;
  /** seconds at the first rate before the measured rates (not counted) */
  warmupSeconds: number;
  timeoutMs: number;
  cities: string[];
  tokens: string[];
  booked: string[];
  progress: (line: string) => void;
}): Promise<MixRateFigures[]> {
  const { baseUrl, api, parts, rates, seconds, timeoutMs, tokens, booked, progress } = options;
  const cyclesPerSecond = (rate: number) => Math.max(0.2, (rate * BOOKING_SHARE) / 3);
  const wanted = Math.min(
    6_000,
    Math.ceil(rates.reduce((sum, rate) => sum + cyclesPerSecond(rate) * seconds, 0)) +
      Math.ceil(cyclesPerSecond(rates[0] ?? 10) * options.warmupSeconds) +
      20 * rates.length,
  );
  progress(`mix: finding up to ${wanted} free bike windows for the booking cycles…`);
  const slots = await findFreeSlots(api, options.cities, wanted);
  const figures: MixRateFigures[] = [];
  let failures = 0;
  const first = rates[0] ?? 10;
  if (options.warmupSeconds > 0) {
    progress(`mix: warm-up at ${first} req/s for ${options.warmupSeconds} s (not counted)…`);
    const own = slots.splice(0, Math.ceil(cyclesPerSecond(first) * options.warmupSeconds) + 5);
    await runRate(baseUrl, parts, first, options.warmupSeconds, timeoutMs, () =>
      runBookingCycles(api, tokens, own, options.warmupSeconds, booked, cyclesPerSecond(first)),
    );
  }
  for (const rate of rates) {
    progress(`mix: ${rate} req/s for ${seconds} s…`);
    const perSecond = cyclesPerSecond(rate);
    const own = slots.splice(0, Math.ceil(perSecond * seconds) + 5);
    const result = await runRate(baseUrl, parts, rate, seconds, timeoutMs, () =>
      runBookingCycles(api, tokens, own, seconds, booked, perSecond),
    );
    figures.push(result);
    progress(`  ${result.pass ? 'pass' : 'FAIL'}: ${result.achieved} answered/s`);
    if (!result.pass && ++failures >= 2) break;
    if (slots.length === 0) break;
  }
  return figures;
}

/** The table of the mix: each rate with each route's p99 and failures. */
export function mixTable(figures: MixRateFigures[], healthRps: number): string {
  const routes = [...new Set(figures.flatMap((f) => Object.keys(f.routes)))].sort();
  const lines = ['route p99 ms (failed) at each asked rate:'];
  lines.push(`${'route'.padEnd(38)} ${figures.map((f) => `${f.rate}/s`.padStart(12)).join('')}`);
  for (const route of routes) {
    const cells = figures.map((f) => {
      const cell = f.routes[route];
      return (cell ? `${cell.p99}${cell.failed ? ` (${cell.failed})` : ''}` : '–').padStart(12);
    });
    lines.push(`${route.padEnd(38)} ${cells.join('')}`);
  }
  lines.push(`${'answered/s'.padEnd(38)} ${figures.map((f) => String(f.achieved).padStart(12)).join('')}`);
  lines.push(`${'every p99 ≤ 200 ms, no errors'.padEnd(38)} ${figures.map((f) => (f.pass ? 'yes' : 'no').padStart(12)).join('')}`);
  const best = figures.filter((f) => f.pass).reduce((max, f) => Math.max(max, f.rate), 0);
  const ratio = healthRps > 0 ? (best / healthRps).toFixed(3) : '?';
  lines.push(
    `highest passing rate: ${best} req/s = ${ratio} × /api/health alone (${healthRps} req/s)${best === 0 ? ' — no rate passed' : ''}`,
  );
  return lines.join('\n');
}
