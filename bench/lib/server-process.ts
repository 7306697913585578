import { execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BenchServer {
  baseUrl: string;
  pid: number;
  /** spawn → first 200 of GET /api/health, in ms */
  coldStartMs: number;
  logFile: string;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (asked of the OS, then released). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** What `npm start` runs once the build is there (scripts/ensure-build.mjs makes it). */
const BUILT_ENTRY = 'dist/server/main.js';
export const BUILT_SERVER_ARGS = [BUILT_ENTRY];
/** The sources through tsx, like `npm run dev` (scripts/measure-start.ts compares both). */
export const TSX_SERVER_ARGS = ['--import', 'tsx', 'server/main.ts'];

/**
 * Starts the built server as its own process (`node dist/server/main.js`, like `npm start`) and times
 * it to the first healthy answer; the build is brought up to date first, outside the timing.
 * scripts/reliability/app-process.ts does the same for the reliability tests; this one polls every
 * 20 ms because the wait is the figure.
 */
export async function startBenchServer(options: {
  env: Record<string, string>;
  logFile: string;
  timeoutMs?: number;
  /** node's arguments; default BUILT_SERVER_ARGS */
  nodeArgs?: string[];
}): Promise<BenchServer> {
  const port = await freePort();
  const { logFile, timeoutMs = 120_000, nodeArgs = BUILT_SERVER_ARGS } = options;
  // `npx tsx bench/run.ts` run directly must not time a missing or stale bundle (npm scripts also build).
  if (nodeArgs.includes(BUILT_ENTRY)) {
    execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: repoRoot, stdio: ['ignore', 2, 2] });
  }
  const log = openSync(logFile, 'a');
  const started = performance.now();
  // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof': a profile of the server under the load
  const extraArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extraArgs, ...nodeArgs], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const { pid } = child;
  if (pid === undefined) throw new Error('could not spawn the server process');

  let exited = false;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void gone.then(() => {
    exited = true;
  });
  const killOnExit = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  while (performance.now() - started < timeoutMs) {
    if (exited) throw new Error(`the server stopped before it was ready:\n${tail(logFile)}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return { baseUrl, pid, coldStartMs: Math.round(performance.now() - started), logFile, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await stop();
  throw new Error(`GET ${baseUrl}/api/health did not answer within ${timeoutMs} ms:\n${tail(logFile)}`);
}

/** VmRSS of a process in MB (Linux /proc), or undefined elsewhere. */
export function rssMb(pid: number): number | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    const kb = Number(line?.replace(/\D+/g, ''));
    return Number.isFinite(kb) && kb > 0 ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
  } catch {
    return '(no log)';
  }
}

/** One GET /api/health, timed in ms (Infinity when it fails). */
export async function healthLatency(baseUrl: string): Promise<number> {
  const t0 = performance.now();
  try {
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
    return res.ok ? performance.now() - t0 : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Waits until the server is idle again: autocannon stops at the deadline, but the server still works
 * off the requests it had accepted (PGlite runs one query at a time), which would be charged to the
 * next route. /api/health goes through the same database queue, so a quick answer means it is empty.
 */
export async function waitUntilIdle(baseUrl: string, idleMs: number, maxWaitMs = 60_000): Promise<void> {
  const limit = Math.max(20, idleMs * 3);
  const deadline = performance.now() + maxWaitMs;
  while (performance.now() < deadline) {
    if ((await healthLatency(baseUrl)) <= limit) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
