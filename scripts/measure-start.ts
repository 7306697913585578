/**
 * Cold start and idle memory of the server, the two process figures of `npm run bench`, alone:
 *
 *   npx tsx scripts/measure-start.ts [--runs 3] [--idle 5] [--tsx] [--npm-start] [--data-dir DIR]
 *   DATABASE_URL=postgres://… npx tsx scripts/measure-start.ts      (PostgreSQL instead of PGlite)
 *
 * Each run spawns the server on an existing database, times spawn → first 200 of GET /api/health,
 * waits `--idle` seconds and reads its RSS; the median of the runs is printed. The PGlite data dir is
 * kept between invocations (a first start creates it and loads the demo, like `npm start`). The
 * measured starts run like the benchmark's (SEED_DEMO=false); `--npm-start` leaves SEED_DEMO unset,
 * as a plain `npm start` does (on PGlite: the demo admin's password check and the demo check).
 * `--tsx` runs the sources through tsx (the former `npm start`) instead of the bundle, to compare.
 * Extra node flags for the server go in SERVER_NODE_FLAGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUILT_SERVER_ARGS, rssMb, startBenchServer, TSX_SERVER_ARGS } from '../bench/lib/server-process.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    idle: { type: 'string', default: '5' },
    tsx: { type: 'boolean', default: false },
    'npm-start': { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: path.join(tmpdir(), 'revon-measure-start') },
  },
});
const runs = Math.max(1, Number(values.runs));
const idleMs = Math.max(0, Number(values.idle)) * 1000;
const dataDir = path.resolve(values['data-dir']);
const databaseUrl = process.env.DATABASE_URL || undefined;
const flags = (process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const nodeArgs = [...flags, ...(values.tsx ? TSX_SERVER_ARGS : BUILT_SERVER_ARGS)];
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};
const logFile = path.join(tmpdir(), `revon-measure-start-${Date.now()}.log`);
const progress = (line: string) => process.stderr.write(`${line}\n`);

/**
 * CPU time the process has used so far (user + system, all its threads), in ms: on a busy machine
 * the wall-clock start mostly measures the other processes; this is what the start itself costs.
 */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux)
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

async function main() {
  if (!databaseUrl && !existsSync(path.join(dataDir, 'pglite'))) {
    progress(`creating ${dataDir} (first start, loads the demo data)…`);
    const first = await startBenchServer({ env, logFile, timeoutMs: 600_000, nodeArgs });
    await first.stop();
  }
  const starts: number[] = [];
  const cpu: number[] = [];
  const rss: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const measured = values['npm-start'] ? env : { ...env, SEED_DEMO: 'false' };
    const server = await startBenchServer({ env: measured, logFile, nodeArgs });
    const startCpu = cpuMs(server.pid);
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    const mb = rssMb(server.pid) ?? Number.NaN;
    await server.stop();
    starts.push(server.coldStartMs);
    cpu.push(startCpu);
    rss.push(mb);
    progress(
      `run ${run}: cold start ${server.coldStartMs} ms (CPU ${startCpu} ms), RSS after ${idleMs / 1000} s idle ${mb} MB`,
    );
  }
  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(
    `${engine}, ${values.tsx ? 'tsx server/main.ts' : 'node dist/server/main.js'}, median of ${runs}: ` +
      `cold start ${median(starts)} ms (CPU ${median(cpu)} ms), idle RSS ${median(rss)} MB, load ${loadavg()[0]?.toFixed(1)} ` +
      `(log ${logFile})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
