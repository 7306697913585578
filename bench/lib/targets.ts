/** The performance targets of issue 9 (docs/performance.md), and how a figure is marked against them. */
export const TARGETS = {
  /** getBikes p99, ms */
  searchP99: { postgres: 25, pglite: 60 },
  /** every read route's req/s as a share of /api/health's, measured in the same run */
  throughputShare: 0.25,
  /** admin dashboard calls p99, ms */
  dashboardP99: 50,
  /**
   * issue #20: getBikes with every request different (city × day × slots × length × sort), read cache
   * on and off: req/s as a share of /api/health's and p99 ms
   */
  uniqueSearch: { postgres: { share: 0.25, p99: 50 }, pglite: { share: 0.15, p99: 150 } },
  /** issue #20: getBikes p99 (ms) while 5 paid bookings a second are made (PostgreSQL) */
  whileBookingP99: { postgres: 60 },
  /** issue #20: uncached getBikes p50 on the largest dataset at most this many times the smallest's */
  growthP50Factor: 1.5,
  coldStartMs: 3_000,
  rssMb: { postgres: 150, pglite: 400 },
  /** issue #35: a mid-range phone on slow 4G (Lighthouse's default, simulated) and the desktop preset */
  lighthouse: {
    mobile: { performance: 95, accessibility: 100, fcpMs: 1_200, lcpMs: 1_800, tbtMs: 100, cls: 0.02 },
    desktop: { performance: 100, accessibility: 100, fcpMs: 1_000, lcpMs: 1_000, tbtMs: 100, cls: 0.02 },
  },
} as const;

export const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** 'p99 ≤ 60 ✓' */
export function atMost(label: string, value: number, limit: number): { text: string; ok: boolean } {
  const ok = value <= limit;
  return { text: `${label} ≤ ${limit} ${mark(ok)}`, ok };
}

export function atLeast(label: string, value: number, limit: number): { text: string; ok: boolean } {
  const ok = value >= limit;
  return { text: `${label} ≥ ${limit} ${mark(ok)}`, ok };
}
