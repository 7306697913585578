import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface AppProcess {
  baseUrl: string;
  pid: number;
  /** SIGTERM (graceful) or SIGKILL (a crash); resolves when the process is gone. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Sends a signal and returns at once (a test then watches what happens before `exited`). */
  signal(signal: NodeJS.Signals): void;
  /** Resolves when the process has exited: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts one real server process (`node --import tsx server/main.ts`) with `env` on `port`, and waits
 * until GET /api/health answers. Output goes to `logFile`; its tail is in the error when it does not
 * come up. The process is killed if the test runner exits first.
 */
export async function startAppProcess(options: {
  port: number;
  env: Record<string, string>;
  logFile: string;
  timeoutMs?: number;
  /** run the build (dist/server/main.js, as `npm start`) instead of the sources through tsx */
  built?: boolean;
}): Promise<AppProcess> {
  const { port, logFile, timeoutMs = 60_000 } = options;
  const log = openSync(logFile, 'a');
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof': profiles of the servers (as npm run bench)
  const extraArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const entry = options.built ? ['dist/server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, [...extraArgs, ...entry], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const { pid } = child;
  if (pid === undefined) throw new Error('could not spawn the server process');

  let exited = false;
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const gone = exit.then(() => undefined);
  void gone.then(() => {
    exited = true;
  });
  const killOnExit = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    process.removeListener('exit', killOnExit);
    if (exited) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await gone;
    clearTimeout(timer);
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server stopped before it was ready:\n${tail(logFile)}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return { baseUrl, pid, stop, signal: (signal) => child.kill(signal), exited: exit };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop('SIGKILL');
  throw new Error(`GET ${baseUrl}/api/health did not answer within ${timeoutMs} ms:\n${tail(logFile)}`);
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
  } catch {
    return '(no log)';
  }
}
