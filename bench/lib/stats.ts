/** The q-quantile (0..1) of latencies in ms, nearest rank; 0 for none. */
export function percentile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return round1(sorted[rank - 1] ?? 0);
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
