/**
 * `npm run bench:growth -- --databases <url>,<url>,…`: the growth table of issue #20. For each seeded
 * PostgreSQL database (`npm run bench:seed` into each; smallest first), starts the built server on it
 * without the read cache (READ_CACHE_SECONDS=0: the queries alone) and loads getBikes with every
 * request different (bench/lib/unique-searches.ts), 50 connections; prints bookings, req/s, p50 and
 * p99 per database, and the largest database's p50 against the mark (at most 1.5 × the smallest's:
 * the cost follows the city, not the table). Writes bench/results/<date>-growth.json. Never fails on
 * a missed mark: the figures depend on the machine.
 */
import { parseArgs } from 'node:util';
import { runGrowth } from './lib/growth.ts';

const USAGE = `npm run bench:growth -- --databases postgres://…/bench_100k,postgres://…/bench_1m,postgres://…/bench_5m
                           [--duration 10] [--warmup 2] [--connections 50]`;

const { values } = parseArgs({
  options: {
    databases: { type: 'string', default: '' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    help: { type: 'boolean', default: false },
  },
});
const urls = values.databases
  .split(',')
  .map((url) => url.trim())
  .filter(Boolean);
const settings = {
  duration: Number(values.duration),
  warmup: Number(values.warmup),
  connections: Number(values.connections),
  gzip: false,
  timeout: 30,
  rate: 0,
};
if (values.help || urls.length === 0 || Object.values(settings).some((n) => typeof n === 'number' && !(n >= 0))) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

runGrowth(urls, settings).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
