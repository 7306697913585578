/**
 * `npm run bench:seed -- [--bookings N] [--reset]`: fills the benchmark's database with a realistic
 * marketplace (bench/contract.ts: the accounts, the sizes, where the data lives): PostgreSQL when
 * DATABASE_URL is set, else PGlite in BENCH_DATA_DIR/pglite. Progress on stderr, then the rows, time
 * and rows/s of each table.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type DatabaseOptions } from '#server/db/client.ts';
import { BENCH_DATA_DIR, BENCH_SIZES } from './contract.ts';
import { seedBench, type SeedSizes } from './dataset/seed-bench.ts';
import { repoRoot } from './lib/server-process.ts';

const USAGE = `npm run bench:seed -- [--bookings ${BENCH_SIZES.bookings}] [--users ${BENCH_SIZES.users}] [--bikes ${BENCH_SIZES.bikes}]
                        [--partners ${BENCH_SIZES.partners}] [--reset]
  PostgreSQL when DATABASE_URL is set, else PGlite in ${BENCH_DATA_DIR}/pglite; --reset empties it first.`;

function readSizes(): { sizes: SeedSizes; reset: boolean } {
  const { values } = parseArgs({
    options: {
      bookings: { type: 'string', default: String(BENCH_SIZES.bookings) },
      users: { type: 'string', default: String(BENCH_SIZES.users) },
      bikes: { type: 'string', default: String(BENCH_SIZES.bikes) },
      partners: { type: 'string', default: String(BENCH_SIZES.partners) },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const count = (name: keyof SeedSizes, min: number) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < min) {
      console.error(`--${name} must be a whole number of at least ${min}\n${USAGE}`);
      process.exit(2);
    }
    return value;
  };
  return {
    sizes: { bookings: count('bookings', 0), users: count('users', 1), bikes: count('bikes', 1), partners: count('partners', 1) },
    reset: values.reset,
  };
}

async function main() {
  const { sizes, reset } = readSizes();
  const dataDir = path.resolve(repoRoot, BENCH_DATA_DIR);
  // tooling, like bench/lib/dataset.ts: the same variable the benchmark's server is started with
  const url = process.env.DATABASE_URL || undefined;
  const target: DatabaseOptions = url
    ? { kind: 'postgres', url, poolSize: 2 }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  process.stderr.write(`bench:seed into ${url ? 'PostgreSQL' : `PGlite ${path.relative(repoRoot, path.join(dataDir, 'pglite'))}`}: ${JSON.stringify(sizes)}\n`);
  const database = await openDatabase(target);
  try {
    const progress = await seedBench(database.db, { sizes, dataDir, reset });
    process.stderr.write(`\n${progress.summary()}\n`);
  } finally {
    await database.close();
  }
}

/** A failed bulk insert's message quotes its parameters (megabytes of arrays): the start and the cause suffice. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `\ncaused by: ${error.cause.message}` : '';
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at ')).slice(0, 8);
  return `${error.message.slice(0, 1_000)}${cause}\n${frames.join('\n')}`;
}

main().catch((error: unknown) => {
  console.error(describe(error));
  process.exit(1);
});
