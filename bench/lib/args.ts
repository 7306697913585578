import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** seconds of measured load per route */
  duration: number;
  /** seconds of unmeasured load before each route */
  warmup: number;
  connections: number;
  /** scenario names to run (empty: all) */
  only: string[];
  /** a throwaway demo database instead of the seeded one (a quick smoke run) */
  demo: boolean;
  /** send `accept-encoding: gzip` like a browser (compression then costs server CPU) */
  gzip: boolean;
  /** workers of the booking cycle (each its own customer: holds are counted per customer) */
  cycleWorkers: number;
  /** seconds autocannon waits for an answer before it counts a timeout */
  timeout: number;
  /** a fixed rate (req/s over all connections) instead of as fast as possible; 0: unlimited */
  rate: number;
  /** the server's READ_CACHE_SECONDS (0: every answer read from the database); undefined: its default */
  readCacheSeconds: number | undefined;
  /** seeded PostgreSQL databases for the growth table after the routes (issue #20); empty: none */
  growth: string[];
  /** issue #35: the realistic mix at rising rates (bench/lib/mix.ts) instead of the routes one by one */
  mix: boolean;
  /** the mix's rates, req/s */
  mixRates: number[];
}

const USAGE = `npm run bench -- [--duration 10] [--warmup 2] [--connections 50] [--only health,getBikes,...]
                    [--cycle-workers 10] [--timeout 30] [--rate 0] [--gzip] [--demo]
                    [--mix [--mix-rates 10,20,40,80,160]]   (a day of traffic at rising rates)
                    [--read-cache-seconds N]   (0: the server keeps no answers, to measure the queries)
                    [--growth postgres://…/bench_100k,postgres://…/bench_1m,postgres://…/bench_5m]
                                               (then the growth table of npm run bench:growth)`;

/** The command line of `npm run bench`. */
export function readOptions(argv: string[] = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '50' },
      only: { type: 'string', default: '' },
      'cycle-workers': { type: 'string', default: '10' },
      timeout: { type: 'string', default: '30' },
      rate: { type: 'string', default: '0' },
      'read-cache-seconds': { type: 'string' },
      growth: { type: 'string', default: '' },
      demo: { type: 'boolean', default: false },
      mix: { type: 'boolean', default: false },
      'mix-rates': { type: 'string', default: '10,20,40,80,160,320' },
      gzip: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  return {
    duration: positive('duration', values.duration),
    warmup: positive('warmup', values.warmup, true),
    connections: positive('connections', values.connections),
    cycleWorkers: positive('cycle-workers', values['cycle-workers']),
    timeout: positive('timeout', values.timeout),
    rate: positive('rate', values.rate, true),
    only: values.only
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    readCacheSeconds:
      values['read-cache-seconds'] === undefined
        ? undefined
        : positive('read-cache-seconds', values['read-cache-seconds'], true),
    demo: values.demo,
    gzip: values.gzip,
    mix: values.mix,
    mixRates: values['mix-rates']
      .split(',')
      .map((rate) => positive('mix-rates', rate.trim()))
      .sort((a, b) => a - b),
    growth: values.growth
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  };
}

function positive(name: string, raw: string, zeroAllowed = false): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (!zeroAllowed && value === 0)) {
    console.error(`--${name} must be a positive number\n${USAGE}`);
    process.exit(2);
  }
  return value;
}
