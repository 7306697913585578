/**
 * The growth table of issue #20 (`npm run bench:growth`, and `npm run bench -- --growth …`): for each
 * seeded PostgreSQL database, starts the built server on it without the read cache
 * (READ_CACHE_SECONDS=0) and loads getBikes with every request different (unique-searches.ts), then
 * prints bookings, req/s, p50 and p99 per database and the largest database's p50 against the mark
 * (at most 1.5 × the smallest's: the cost follows the city, not the table). Never fails on a missed
 * mark: the figures depend on the machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Api } from './api.ts';
import { bookingCount, openSql } from './database.ts';
import { BENCH_DATA_DIR } from '../contract.ts';
import { serverEnv } from './dataset.ts';
import { discoverCatalogue } from './discovery.ts';
import { loadRoute, type LoadFigures } from './load.ts';
import { machineInfo } from './machine.ts';
import { UNIQUE_SEARCHES } from './scenarios.ts';
import { repoRoot, startBenchServer, waitUntilIdle, healthLatency } from './server-process.ts';
import { renderTable } from './table.ts';
import { TARGETS, mark } from './targets.ts';
import { uniqueSearches } from './unique-searches.ts';

const progress = (line: string) => process.stderr.write(`${line}\n`);

export interface GrowthSettings {
  duration: number;
  warmup: number;
  connections: number;
  gzip: boolean;
  timeout: number;
  rate: number;
}

interface GrowthRow extends LoadFigures {
  database: string;
  bookings: number;
}

async function measure(url: string, settings: GrowthSettings): Promise<GrowthRow> {
  const session = await openSql({ kind: 'postgres', url });
  const bookings = await bookingCount(session).finally(() => session.close());
  const logFile = path.join(tmpdir(), `revon-growth-${Date.now()}.log`);
  const server = await startBenchServer({
    env: { ...serverEnv(path.resolve(repoRoot, BENCH_DATA_DIR), url), READ_CACHE_SECONDS: '0' },
    logFile,
  });
  try {
    const idleSamples: number[] = [];
    for (let i = 0; i < 5; i++) idleSamples.push(await healthLatency(server.baseUrl));
    const idleMs = Math.min(...idleSamples);
    const catalogue = await discoverCatalogue(new Api(server.baseUrl));
    progress(`${path.basename(url)}: ${bookings} bookings, loading getBikes with every request different…`);
    const figures = await loadRoute(server.baseUrl, uniqueSearches(catalogue.cities, UNIQUE_SEARCHES), settings, () =>
      waitUntilIdle(server.baseUrl, idleMs),
    );
    return { ...figures, database: path.basename(new URL(url).pathname), bookings };
  } finally {
    await server.stop();
  }
}

/**
 * Loads each database in turn (smallest first in the table), prints the growth table against its mark
 * and writes bench/results/<date>-growth.json.
 */
export async function runGrowth(
  urls: readonly string[],
  settings: GrowthSettings,
): Promise<{ factor: number; ok: boolean }> {
  const loadAtStart = loadavg().map((n) => Math.round(n * 100) / 100);
  const rows: GrowthRow[] = [];
  for (const url of urls) rows.push(await measure(url, settings));
  rows.sort((a, b) => a.bookings - b.bookings);
  const smallest = rows[0];
  const largest = rows[rows.length - 1];
  const factor = smallest && largest && smallest.p50 > 0 ? largest.p50 / smallest.p50 : 0;
  const ok = factor > 0 && factor <= TARGETS.growthP50Factor;
  const machine = machineInfo();
  console.log(
    `\nRev-On growth — PostgreSQL, read cache off, getBikes every request different, ${settings.connections} connections × ${settings.duration} s; ${machine.cpus} CPUs (load average ${loadAtStart[0]} at start)\n`,
  );
  const number = new Intl.NumberFormat('en-US');
  console.log(
    renderTable(
      ['database', 'bookings', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'p50 × smallest'],
      rows.map((row) => [
        row.database,
        number.format(row.bookings),
        String(row.rps),
        String(row.p50),
        String(row.p99),
        String(row.non2xx),
        String(row.errors),
        smallest && smallest.p50 > 0 ? `${(row.p50 / smallest.p50).toFixed(2)} ×` : '-',
      ]),
      [0],
    ),
  );
  console.log(
    `\nlargest p50 ≤ ${TARGETS.growthP50Factor} × smallest: ${factor.toFixed(2)} × ${mark(ok)}` +
      (rows.some((row) => row.repeated > 0) ? '  (some requests were asked again: raise UNIQUE_SEARCHES)' : ''),
  );
  const file = path.join(repoRoot, 'bench', 'results', `${new Date().toISOString().slice(0, 10)}-growth.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  const result = {
    date: new Date().toISOString(),
    settings,
    machine: { ...machine, loadAverageAtStart: loadAtStart },
    rows,
    check: { text: `largest p50 ≤ ${TARGETS.growthP50Factor} × smallest`, factor, ok },
  };
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwritten ${path.relative(repoRoot, file)}`);
  return { factor, ok };
}
