/**
 * `npm run bench`: the load benchmark of issue 9. Starts the built server as its own process on the
 * seeded dataset (`npm run bench:seed`; PostgreSQL when DATABASE_URL is set, else PGlite in
 * bench/.data) or, with --demo, on a throwaway demo database; loads each route with autocannon from
 * this process; prints one table with the targets marked and writes bench/results/<date>-<engine>.json.
 * A missed target is reported, never an exit code: the figures depend on the machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Api } from './lib/api.ts';
import { readOptions } from './lib/args.ts';
import { findFreeSlots, runBookingCycles, type CycleFigures } from './lib/booking-cycle.ts';
import { bookingCount, openSql, removeBenchBookings } from './lib/database.ts';
import { demoDataset, seededDataset, type Dataset } from './lib/dataset.ts';
import { discoverCatalogue } from './lib/discovery.ts';
import { loadRoute, type LoadRequest } from './lib/load.ts';
import { mixTable, runMix, type MixRequest } from './lib/mix.ts';
import { machineInfo } from './lib/machine.ts';
import { cycleDetails, processChecks, resultsTable, routeRow, type RouteRow } from './lib/report.ts';
import {
  ALL_KEYS,
  BOOKING_KEY,
  MIXED_BOOKINGS_PER_SECOND,
  MIXED_KEY,
  UNIQUE_KEY,
  buildScenarios,
  type Scenario,
} from './lib/scenarios.ts';
import { runHotBike } from './hot-bike.ts';
import { runGrowth } from './lib/growth.ts';
import { healthLatency, repoRoot, rssMb, startBenchServer, waitUntilIdle } from './lib/server-process.ts';

const options = readOptions();
/** The hot-bike bursts (bench/hot-bike.ts): PostgreSQL only, on a database of their own. */
const HOT_BIKE_KEY = 'hot-bike';
const unknown = options.only.filter((key) => !ALL_KEYS.includes(key) && key !== HOT_BIKE_KEY);
if (unknown.length > 0) {
  console.error(`unknown --only ${unknown.join(', ')}; one of: ${[...ALL_KEYS, HOT_BIKE_KEY].join(', ')}`);
  process.exit(2);
}
// health always runs: it is what every other route is compared to
const selected = (key: string) => key === 'health' || options.only.length === 0 || options.only.includes(key);
const progress = (line: string) => process.stderr.write(`${line}\n`);
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  // other work on the machine skews every figure: recorded with the results
  const loadAtStart = loadavg().map((n) => Math.round(n * 100) / 100);
  progress(options.demo ? 'preparing a throwaway demo database…' : 'using the seeded bench dataset…');
  const dataset: Dataset = options.demo ? await demoDataset(options.cycleWorkers) : seededDataset(options.cycleWorkers);
  const logFile = path.join(tmpdir(), `revon-bench-${Date.now()}.log`);
  const cacheEnv: Record<string, string> =
    options.readCacheSeconds === undefined ? {} : { READ_CACHE_SECONDS: String(options.readCacheSeconds) };
  const server = await startBenchServer({ env: { ...dataset.serverEnv, ...cacheEnv }, logFile });
  progress(`server up on ${server.baseUrl} (${dataset.engine}) in ${server.coldStartMs} ms; log ${logFile}`);
  const booked: string[] = [];
  let cycleStarted = new Date();
  let cleaned = false;
  /** stops the server and removes the cycle's bookings (PGlite: only once the server is gone) */
  const cleanUp = async (): Promise<number> => {
    await server.stop();
    const session = await openSql(dataset.target);
    try {
      if (!cleaned) {
        cleaned = true;
        const removed = await removeBenchBookings(session, booked, cycleStarted);
        if (removed > 0) progress(`removed the ${removed} bookings the cycle made`);
      }
      return await bookingCount(session);
    } finally {
      await session.close();
    }
  };
  try {
    await settle(1_000);
    const rssIdleMb = rssMb(server.pid);
    // an unloaded health call: the yardstick of "idle again" between routes
    const idleSamples: number[] = [];
    for (let i = 0; i < 5; i++) idleSamples.push(await healthLatency(server.baseUrl));
    const idleMs = Math.min(...idleSamples);

    const api = new Api(server.baseUrl);
    const admin = await api.login('admin', dataset.admin.email, dataset.admin.password);
    const partners: string[] = [];
    for (const partner of dataset.partners) partners.push(await api.login('partner', partner.email, partner.password));
    const catalogue = await discoverCatalogue(api);
    progress(
      `${catalogue.cities.length} cities, ${catalogue.bikes.length} bikes seen, search terms: ${catalogue.searchTerms.join(', ')}`,
    );

    const rows: RouteRow[] = [];
    let healthRps = 0;
    const scenarios = buildScenarios(catalogue, { admin, partners });
    if (options.mix) {
      await runMixBench({ baseUrl: server.baseUrl, api, scenarios, catalogue, dataset, booked, idleMs, loadAtStart });
      return;
    }
    for (const scenario of scenarios) {
      if (!selected(scenario.key)) continue;
      const first = scenario.rotation[0];
      if (first) {
        const check = await fetch(`${server.baseUrl}${first.path}`, { headers: first.headers });
        const body = await check.text();
        if (!check.ok) progress(`  ! ${scenario.label}: ${first.path} answers ${check.status}: ${body.slice(0, 300)}`);
      }
      progress(`loading ${scenario.label} (${scenario.rotation.length} distinct requests)…`);
      const idle = () => waitUntilIdle(server.baseUrl, idleMs);
      const figures = await loadRoute(server.baseUrl, scenario.rotation, options, idle);
      await idle();
      if (scenario.key === 'health') healthRps = figures.rps;
      rows.push(routeRow(scenario, figures, healthRps, dataset.engine, options.rate > 0));
    }

    let cycle: CycleFigures | undefined;
    let mixedCycle: CycleFigures | undefined;
    if (selected(BOOKING_KEY) || selected(MIXED_KEY)) {
      const tokens: string[] = [];
      for (const user of dataset.users) tokens.push(await api.login('user', user.email, user.password));
      const mixedSlots = selected(MIXED_KEY) ? (options.duration + options.warmup) * MIXED_BOOKINGS_PER_SECOND + 50 : 0;
      const wanted = Math.min(
        6_000,
        (selected(BOOKING_KEY) ? tokens.length * (options.duration + options.warmup) * 20 : 0) + mixedSlots,
      );
      progress(`finding up to ${wanted} free bike windows…`);
      const slots = await findFreeSlots(api, catalogue.cities, wanted);
      cycleStarted = new Date();
      if (selected(BOOKING_KEY)) {
        progress(`booking cycle with ${tokens.length} workers over ${slots.length} free slots…`);
        const own = slots.splice(0, Math.max(0, slots.length - mixedSlots));
        if (options.warmup > 0) await runBookingCycles(api, tokens, own, options.warmup, booked);
        cycle = await runBookingCycles(api, tokens, own, options.duration, booked);
        await waitUntilIdle(server.baseUrl, idleMs);
      }
      const search = scenarios.find((scenario) => scenario.key === 'getBikes');
      if (selected(MIXED_KEY) && search) {
        progress(`loading getBikes while ${MIXED_BOOKINGS_PER_SECOND} bookings a second are made…`);
        const writer = runBookingCycles(
          api,
          tokens,
          slots,
          options.duration + options.warmup,
          booked,
          MIXED_BOOKINGS_PER_SECOND,
        );
        const figures = await loadRoute(server.baseUrl, search.rotation, options);
        mixedCycle = await writer;
        const label = `getBikes + ${mixedCycle.rps} bookings/s`;
        rows.push(
          routeRow(
            { ...search, key: MIXED_KEY, label, target: 'whileBooking' },
            figures,
            healthRps,
            dataset.engine,
            options.rate > 0,
          ),
        );
      }
    }

    await settle(2_000);
    const rssAfterMb = rssMb(server.pid);
    const bookings = await cleanUp();

    // issue #20: every request different, again on a server that keeps no answers (the queries alone),
    // in the same run; its share is of that server's own /api/health
    const unique = scenarios.find((scenario) => scenario.key === UNIQUE_KEY);
    if (unique && selected(UNIQUE_KEY) && options.readCacheSeconds !== 0) {
      rows.push(...(await uncachedRows(dataset, unique, logFile)));
    }

    const processFigures = { coldStartMs: server.coldStartMs, rssIdleMb, rssAfterMb };
    const proc = processChecks(processFigures, dataset.engine);
    const machine = machineInfo();
    const header = `Rev-On bench — ${dataset.engine}${dataset.demo ? ' (demo data)' : ''}, ${bookings} bookings, ${options.connections} connections × ${options.duration} s (warm-up ${options.warmup} s)${options.rate > 0 ? `, fixed rate ${options.rate} req/s` : ''}${options.gzip ? ', gzip' : ''}${options.readCacheSeconds === undefined ? '' : `, READ_CACHE_SECONDS=${options.readCacheSeconds}`}; ${machine.cpus} CPUs (load average ${loadAtStart[0]} at start), node ${machine.node}`;
    console.log(`\n${header}\n`);
    console.log(resultsTable(rows, cycle, healthRps));
    console.log(
      `errors: timeouts (${options.timeout} s) and socket errors; × health: req/s over /api/health req/s of this run\n` +
        `NOTE: under a closed loop p50 ≈ connections ÷ req/s (Little's law); --rate N measures latency at a fixed load\n`,
    );
    if (cycle) console.log(`${cycleDetails(cycle)}\n`);
    if (mixedCycle) console.log(`during the getBikes + bookings load: ${cycleDetails(mixedCycle)}\n`);
    console.log(proc.lines.join('\n'));

    const hotBikeUrl = dataset.engine === 'postgres' ? dataset.serverEnv.DATABASE_URL : undefined;
    const hotBike = selected(HOT_BIKE_KEY) && hotBikeUrl ? await runHotBike(hotBikeUrl) : null;
    if (selected(HOT_BIKE_KEY) && !hotBikeUrl)
      console.log('hot bike: skipped (PostgreSQL only: npm run bench with DATABASE_URL)');

    const date = new Date().toISOString().slice(0, 10);
    const suffix = `${dataset.demo ? '-demo' : ''}${options.readCacheSeconds === 0 ? '-uncached' : ''}${options.only.length > 0 ? '-partial' : ''}`;
    const file = path.join(repoRoot, 'bench', 'results', `${date}-${dataset.engine}${suffix}.json`);
    mkdirSync(path.dirname(file), { recursive: true });
    const result = {
      date: new Date().toISOString(),
      engine: dataset.engine,
      demo: dataset.demo,
      options,
      machine: { ...machine, loadAverageAtStart: loadAtStart },
      dataset: { bookings, cities: catalogue.cities.length, bikesSeen: catalogue.bikes.length },
      process: processFigures,
      routes: rows,
      bookingCycle: cycle ?? null,
      bookingsDuringMixedLoad: mixedCycle ?? null,
      hotBike,
      checks: [...rows.flatMap((row) => row.checks.map((c) => ({ route: row.key, ...c }))), ...proc.checks],
    };
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\nwritten ${path.relative(repoRoot, file)}`);
  } finally {
    if (!cleaned && booked.length > 0) await cleanUp();
    await server.stop();
    dataset.dispose();
  }
  // issue #20: the same search on each growth database, the server above stopped
  if (options.growth.length > 0) await runGrowth(options.growth, options);
}

/**
 * `--mix` (issue #35): /api/health alone at full speed (the yardstick), then the day's mix at rising
 * rates (bench/lib/mix.ts); prints the table with the machine's load and writes it beside the others.
 */
async function runMixBench(context: {
  baseUrl: string;
  api: Api;
  scenarios: Scenario[];
  catalogue: { cities: string[] };
  dataset: Dataset;
  booked: string[];
  idleMs: number;
  loadAtStart: number[];
}): Promise<void> {
  const { baseUrl, api, scenarios, dataset, booked } = context;
  const idle = () => waitUntilIdle(baseUrl, context.idleMs);
  progress('loading GET /api/health alone…');
  const health = await loadRoute(baseUrl, [{ path: '/api/health' }], { ...options, rate: 0 }, idle);
  await idle();
  const rotationOf = (key: string) => scenarios.find((scenario) => scenario.key === key)?.rotation ?? [];
  const as = (route: string, list: LoadRequest[]): MixRequest[] => list.map((request) => ({ ...request, route }));
  const tokens: string[] = [];
  for (const user of dataset.users) tokens.push(await api.login('user', user.email, user.password));
  // the three kinds of search interleaved: a city and dates, a text and a sort, every question different
  const kinds = [rotationOf('getBikes'), rotationOf('getBikesSearch'), rotationOf(UNIQUE_KEY).slice(0, 20_000)];
  const searches: MixRequest[] = [];
  for (let i = 0; searches.length < 30_000; i++) {
    for (const list of kinds) {
      const request = list[i % Math.max(1, list.length)];
      if (request) searches.push({ ...request, route: 'GET /api/getBikes' });
    }
    if (kinds.every((list) => list.length === 0)) break;
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const mine: MixRequest[] = tokens.flatMap((token) => [
    { path: '/api/userRides', method: 'POST' as const, headers: bearer(token), route: 'POST /api/userRides' },
    { path: '/api/userProfile', method: 'POST' as const, headers: bearer(token), route: 'POST /api/userProfile' },
  ]);
  const backOffice: MixRequest[] = [
    ...as('GET /api/partner/viewBikes', rotationOf('viewBikes')),
    ...as('GET /api/partner/findBookings', rotationOf('findBookings')),
    ...as('GET /api/admin/fetchBookingBikesRevenu', rotationOf('fetchBookingBikesRevenu')),
    ...as('GET /api/admin/monthlySalesRatio', rotationOf('monthlySalesRatio')),
  ];
  // the dataset's size as the mix found it (its booking cycle adds rows until the clean-up)
  const counting = await openSql(dataset.target);
  const bookingRows = await bookingCount(counting).finally(() => counting.close());
  const figures = await runMix({
    baseUrl,
    api,
    parts: { searches, details: as('GET /api/getBikeDetails', rotationOf('getBikeDetails')), mine, backOffice },
    rates: options.mixRates,
    seconds: options.duration,
    warmupSeconds: Math.max(options.warmup, 5),
    timeoutMs: options.timeout * 1000,
    cities: context.catalogue.cities,
    tokens,
    booked,
    progress,
  });
  const machine = machineInfo();
  const header = `Rev-On mix — ${dataset.engine}${dataset.demo ? ' (demo data)' : ''}, ${bookingRows} bookings, ${options.duration} s a rate; ${machine.cpus} CPUs, load average ${context.loadAtStart.join(' ')} at start, ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} at the end; node ${machine.node}`;
  console.log(`\n${header}\n`);
  console.log(mixTable(figures, health.rps));
  const date = new Date().toISOString().slice(0, 10);
  const file = path.join(repoRoot, 'bench', 'results', `${date}-${dataset.engine}${dataset.demo ? '-demo' : ''}-mix.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), engine: dataset.engine, demo: dataset.demo, bookings: bookingRows, options, machine: { ...machine, loadAverageAtStart: context.loadAtStart, loadAverageAtEnd: loadavg() }, healthRps: health.rps, rates: figures }, null, 2)}\n`,
  );
  console.log(`\nwritten ${path.relative(repoRoot, file)}`);
}

/**
 * /api/health and `unique` on a second server started with READ_CACHE_SECONDS=0 on the same data (the
 * first one is stopped by then: PGlite has one process per data directory).
 */
async function uncachedRows(dataset: Dataset, unique: Scenario, logFile: string): Promise<RouteRow[]> {
  progress('starting a server without the read cache…');
  const server = await startBenchServer({
    env: { ...dataset.serverEnv, READ_CACHE_SECONDS: '0' },
    logFile: logFile.replace(/\.log$/, '-uncached.log'),
  });
  try {
    await settle(1_000);
    const idleSamples: number[] = [];
    for (let i = 0; i < 5; i++) idleSamples.push(await healthLatency(server.baseUrl));
    const idleMs = Math.min(...idleSamples);
    const idle = () => waitUntilIdle(server.baseUrl, idleMs);
    const rows: RouteRow[] = [];
    progress('loading GET /api/health (read cache off)…');
    const health = await loadRoute(server.baseUrl, [{ path: '/api/health' }], options, idle);
    await idle();
    const healthScenario = { key: 'healthUncached', label: 'GET /api/health (read cache off)', rotation: [] };
    rows.push(routeRow(healthScenario, health, health.rps, dataset.engine, options.rate > 0));
    progress(`loading ${unique.label} (read cache off)…`);
    const figures = await loadRoute(server.baseUrl, unique.rotation, options, idle);
    const label = `${unique.label}, cache off`;
    rows.push(
      routeRow(
        { ...unique, key: `${UNIQUE_KEY}Uncached`, label },
        figures,
        health.rps,
        dataset.engine,
        options.rate > 0,
      ),
    );
    return rows;
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
