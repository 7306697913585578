import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { CHROMIUM } from './chromium.ts';
import { E2E_ENV } from './e2e-env.ts';
import { ensureWebBuild } from './ensure-web-build.ts';
import { freePort } from './free-port.ts';
import { startMailCapture, type MailCapture } from './mail-capture.ts';
import { startAppServer, type AppServer } from './start-app-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Runs once in the Playwright runner before any worker starts:
 * 1. builds the web app if dist/web is missing or stale (always with E2E_BUILD=1);
 * 2. starts one SMTP capture server writing every mail as JSON into `<run>/mail/`;
 * 3. starts the real server on a free port with a fresh DATA_DIR (`<run>/data`) and demo data;
 * 4. hands both to the workers through env (E2E_BASE_URL → `use.baseURL`, E2E_MAIL_DIR → `mailbox`).
 * Returns the teardown: stop the server (by PID), close the SMTP server, delete `<run>` unless E2E_KEEP=1.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  ensureWebBuild(root, process.env.E2E_BUILD === '1');
  console.log(`[e2e] Chromium: ${CHROMIUM.path} (${CHROMIUM.source})`);

  const runDir = mkdtempSync(path.join(tmpdir(), 'revon-e2e-'));
  const dataDir = path.join(runDir, 'data');
  mkdirSync(dataDir);
  let mail: MailCapture | undefined;
  let server: AppServer | undefined;

  const teardown = async (): Promise<void> => {
    await server?.stop();
    await mail?.close();
    if (process.env.E2E_KEEP === '1') {
      console.log(`[e2e] kept ${runDir} (server.log, data/, mail/)`);
      return;
    }
    rmSync(runDir, { recursive: true, force: true });
  };

  try {
    mail = await startMailCapture(path.join(runDir, 'mail'));
    server = await startAppServer({
      root,
      port: await freePort(),
      dataDir,
      smtpUrl: mail.url,
      logFile: path.join(runDir, 'server.log'),
    });
  } catch (error) {
    // Keep the evidence of a failed start: the log and data dir are named in the error.
    process.env.E2E_KEEP = '1';
    await teardown();
    throw error;
  }

  process.env[E2E_ENV.baseUrl] = server.baseURL;
  process.env[E2E_ENV.mailDir] = mail.dir;
  process.env[E2E_ENV.runDir] = runDir;
  console.log(`[e2e] app on ${server.baseURL} (pid ${server.pid}), mail captured into ${mail.dir}`);
  return teardown;
}
