import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import {
  startMsg91Double,
  startWhatsAppDouble,
  textDoublesEnv,
  type Msg91Double,
  type WhatsAppDouble,
} from '#server/test/text-doubles.ts';
import { freePort } from './free-port.ts';
import { startMailCapture, type MailCapture } from './mail-capture.ts';
import { startAppServer, type AppServer } from './start-app-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A server of a spec's own that sends WhatsApp and SMS through the local doubles of Meta's Cloud API and
 * MSG91 (the suite's server has no providers), with its mails captured (issue #33: messaging.spec.ts,
 * hindi.spec.ts).
 */
export interface TextServer {
  whatsapp: WhatsAppDouble;
  msg91: Msg91Double;
  mail: MailCapture;
  server: AppServer;
  request: APIRequestContext;
  stop(): Promise<void>;
}

export async function startTextServer(tag: string): Promise<TextServer> {
  const runDir = mkdtempSync(path.join(tmpdir(), `revon-e2e-${tag}-`));
  const whatsapp = await startWhatsAppDouble();
  const msg91 = await startMsg91Double();
  const mail = await startMailCapture(path.join(runDir, 'mail'));
  const server = await startAppServer({
    root,
    port: await freePort(),
    dataDir: path.join(runDir, 'data'),
    smtpUrl: mail.url,
    logFile: path.join(runDir, 'server.log'),
    env: textDoublesEnv(whatsapp, msg91),
  });
  const request = await playwrightRequest.newContext({ baseURL: server.baseURL });
  return {
    whatsapp,
    msg91,
    mail,
    server,
    request,
    async stop() {
      await request.dispose();
      await server.stop();
      await mail.close();
      await whatsapp.close();
      await msg91.close();
      if (process.env.E2E_KEEP !== '1') rmSync(runDir, { recursive: true, force: true });
    },
  };
}

/** A 10-digit Indian mobile number of its own per customer (the doubles are told apart by it). */
export function uniqueMobile(): string {
  return `9${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;
}
