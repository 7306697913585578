import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { E2E_WEBHOOK_SECRET } from './e2e-env.ts';

export interface AppServer {
  baseURL: string;
  pid: number;
  logFile: string;
  /**
   * SIGTERM (or the signal given: SIGKILL to simulate a crash), then SIGKILL after 5 s; resolves when
   * the process is gone.
   */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

export interface StartAppServerOptions {
  root: string;
  port: number;
  dataDir: string;
  smtpUrl: string;
  logFile: string;
  /** How long to wait for GET /api/health; default 3 minutes (the demo seed is slow on a loaded machine). */
  timeoutMs?: number;
  /** more environment for this server (the S3 run: S3_BUCKET, S3_ENDPOINT, AWS_*) */
  env?: Record<string, string>;
}

/** Variables of the caller's environment that would point the app at shared state; e2e never wants them. */
const DROPPED_ENV = [
  'DATABASE_URL',
  'REDIS_URL',
  'JWT_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'PAYMENT_PROVIDER',
  'WEB_DIST',
];

/**
 * Spawns the real server (`node --import tsx server/main.ts`) on a fresh data dir with demo data and
 * mail going to the capture server, and waits until GET /api/health answers 200 with success true.
 * `node` is spawned directly (not through npx) so that killing the PID really stops the server.
 * Output goes to `logFile`; its tail is in the error when the server does not come up.
 */
export async function startAppServer(options: StartAppServerOptions): Promise<AppServer> {
  const { root, port, dataDir, smtpUrl, logFile, timeoutMs = 180_000 } = options;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of DROPPED_ENV) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    SEED_DEMO: '1',
    // the spec that plays Razorpay's webhook signs with it (issue 28)
    RAZORPAY_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...options.env,
  });

  const log = openSync(logFile, 'a');
  // the request clock (e2e-request-clock.mjs): inert unless a spec's request carries `x-e2e-clock`
  const clock = pathToFileURL(path.join(root, 'scripts/e2e-request-clock.mjs')).href;
  const child = spawn(process.execPath, ['--import', clock, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const { pid } = child;
  if (pid === undefined) throw new Error('[e2e] could not spawn the server process');

  let exit: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = signal ? `signal ${signal}` : `exit code ${String(code)}`;
      resolve();
    });
  });
  // Safety net: if the runner dies without calling stop(), do not leave the server running.
  const killOnExit = (): void => {
    if (exit === undefined) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> => {
    process.removeListener('exit', killOnExit);
    if (exit !== undefined) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exit !== undefined) {
      throw new Error(`[e2e] the server stopped before it was ready (${exit}). Its output:\n${tail(logFile)}`);
    }
    if (await healthy(baseURL)) return { baseURL, pid, logFile, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(
    `[e2e] GET ${baseURL}/api/health did not answer 200 within ${timeoutMs} ms. Server output:\n${tail(logFile)}`,
  );
}

/**
 * Restarts a server started by `startAppServer`: stops its process (SIGTERM, a graceful restart, or
 * SIGKILL, a crash) and starts a new one with the same options (same port, same DATA_DIR, so the same
 * database, secrets and sessions), waiting for GET /api/health. Resolves with the new server, whose
 * `stop()` is what the caller's teardown must call from then on.
 */
export async function restartAppServer(
  server: AppServer,
  options: StartAppServerOptions,
  { signal = 'SIGTERM' }: { signal?: 'SIGTERM' | 'SIGKILL' } = {},
): Promise<AppServer> {
  await server.stop(signal);
  return startAppServer(options);
}

async function healthy(baseURL: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
    if (response.status !== 200) return false;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'success' in body && body.success === true;
  } catch {
    return false;
  }
}

function tail(file: string, lines = 60): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') || '(no output)';
  } catch {
    return '(no log file)';
  }
}
