/**
 * `npm run bench:hot-bike`, and `npm run bench` on PostgreSQL (issue 21): impatient customers on ONE bike, on the two-instance setup (two
 * server processes on one fresh PostgreSQL database, TEST_DATABASE_URL or DATABASE_URL). Two bursts:
 * 10 customers × 5 concurrent repeats of the same bookbike (a double click, a retrying client), and
 * 200 customers × 1; the calls alternate between the instances. While each burst runs, GET /api/health
 * is polled on both instances every 50 ms: a hot bike must not stall the rest of an instance.
 * Prints p50/p99 of bookbike, the answers by status, and the health p99 during the burst.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  Cleanups,
  bookBody,
  createPostgresDatabase,
  dayWindow,
  overlappingWindow,
  post,
  seedCustomers,
  seedFleet,
  startServer,
  tally,
  tempDir,
  type Customer,
  type Fleet,
} from '../scripts/reliability/reliability-kit.ts';
import { percentile } from './lib/stats.ts';

/** GET /api/health on every instance, one after another 50 ms apart each, until told 'stop'; answers the times */
const HEALTH_POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
const times = [];
let running = true;
parentPort.once('message', () => { running = false; });
const poll = async (baseUrl) => {
  while (running) {
    const started = performance.now();
    await fetch(baseUrl + '/api/health').then((res) => res.text());
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
Promise.all(workerData.baseUrls.map(poll)).then(() => parentPort.postMessage(times));
`;

export interface BurstFigures {
  label: string;
  calls: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  healthP99: number;
  healthMax: number;
}

async function burst(
  label: string,
  baseUrls: string[],
  fleet: Fleet,
  bike: { id: string; rentPerHour: number },
  customers: Customer[],
  repeats: number,
): Promise<BurstFigures> {
  // the health probes run on a thread of their own: on the burst's own event loop each probe's time
  // included the client's work on 200 answers, not only the instance's
  const poller = new Worker(HEALTH_POLLER, { eval: true, workerData: { baseUrls } });
  const health = new Promise<number[]>((resolve) => poller.once('message', resolve));
  await new Promise((resolve) => poller.once('online', resolve));
  const calls = customers.flatMap((customer, i) =>
    Array.from({ length: repeats }, (_, r) => ({
      customer,
      baseUrl: baseUrls[(i * repeats + r) % baseUrls.length] ?? '',
      // with repeats: one window for all; one customer each: a window of their own, all overlapping
      body: bookBody(fleet, bike, repeats > 1 ? overlappingWindow(0, 30) : overlappingWindow(i, 31)),
    })),
  );
  const answers = await Promise.all(
    calls.map(async ({ customer, baseUrl, body }) => {
      const started = performance.now();
      const answer = await post(baseUrl, customer.token, '/api/bookbike', body);
      return { status: answer.status, ms: performance.now() - started };
    }),
  );
  poller.postMessage('stop');
  const healthTimes = await health;
  await poller.terminate();
  const times = answers.map((a) => a.ms);
  return {
    label,
    calls: answers.length,
    p50: Math.round(percentile(times, 0.5)),
    p99: Math.round(percentile(times, 0.99)),
    max: Math.round(Math.max(...times)),
    statuses: tally(answers.map((a) => a.status)),
    healthP99: Math.round(percentile(healthTimes, 0.99)),
    healthMax: Math.round(Math.max(...healthTimes)),
  };
}

/**
 * Runs both bursts on a fresh database of the PostgreSQL server at `adminUrl` and prints their table;
 * `npm run bench` calls it on PostgreSQL after its routes (`--only hot-bike` for this alone).
 */
export async function runHotBike(adminUrl: string): Promise<BurstFigures[]> {
  const cleanups = new Cleanups();
  try {
    const dir = await tempDir(cleanups);
    const { url, database } = await createPostgresDatabase(adminUrl, cleanups);
    const fleet = await seedFleet(database.db, 2);
    const everyone = await seedCustomers(database.db, 200 + 2);
    const customers = everyone.slice(0, 200);
    const servers = await Promise.all(
      ['a', 'b'].map((name) =>
        startServer({
          dir,
          name,
          databaseUrl: url,
          // the build, as npm start runs it: through tsx, modules compiled on first use land in the burst
          built: true,
          // HOT_BIKE_SEARCH_INDEX=0: the instances without the free-bike index (no refusal from memory), to compare
          env: { LOG_LEVEL: 'warn', ...(process.env.HOT_BIKE_SEARCH_INDEX === '0' ? { SEARCH_INDEX: '0' } : {}) },
        }),
      ),
    );
    for (const server of servers) cleanups.add(() => server.stop());
    const baseUrls = servers.map((server) => server.baseUrl);
    const [repeated, single] = fleet.bikes;
    if (!repeated || !single) throw new Error('bikes not seeded');
    // one warm-up call per instance (first-request costs are not the hot bike's)
    for (const baseUrl of baseUrls) await fetch(`${baseUrl}/api/health`);
    // and one bookbike each, on a day the bursts never touch (a hold on one, the 409 on the other): an
    // instance that has served a booking before, as every running one has (its city read, its code loaded)
    for (const [k, baseUrl] of baseUrls.entries()) {
      const customer = everyone[200 + k];
      if (customer) await post(baseUrl, customer.token, '/api/bookbike', bookBody(fleet, single, dayWindow(5)));
    }
    const figures = [
      await burst('10 customers × 5 repeats', baseUrls, fleet, repeated, customers.slice(0, 10), 5),
      await burst('200 customers × 1', baseUrls, fleet, single, customers, 1),
    ];
    const indexNote = process.env.HOT_BIKE_SEARCH_INDEX === '0' ? 'without the free-bike index' : 'free-bike index on';
    console.log(
      `\nhot bike — two instances on PostgreSQL, ${indexNote}; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (${availableParallelism()} cores)`,
    );
    console.log('burst                      calls  p50 ms  p99 ms  max ms  health p99/max ms  statuses');
    for (const f of figures) {
      console.log(
        `${f.label.padEnd(26)} ${String(f.calls).padStart(5)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)} ${String(f.max).padStart(7)}  ${`${f.healthP99}/${f.healthMax}`.padStart(17)}  ${JSON.stringify(f.statuses)}`,
      );
    }
    for (const server of servers) {
      const log = readFileSync(server.logFile, 'utf8');
      const deadlocks = (log.match(/deadlock detected/g) ?? []).length;
      console.log(`${server.baseUrl}: ${deadlocks} 'deadlock detected' in the log`);
    }
    return figures;
  } finally {
    await cleanups.run();
  }
}

if (process.argv[1]?.endsWith('hot-bike.ts')) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  (adminUrl
    ? runHotBike(adminUrl)
    : Promise.reject(new Error('set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server'))
  ).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
