import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Database, Db } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import type { Mailer } from '../features/mail/mailer.ts';
import { createPaymentProvider } from '../features/payments/create-payment-provider.ts';
import { startRefundJobs, type RefundJobs, type RefundJobsOptions } from '../features/refunds/start-refund-jobs.ts';
import { createTestDatabase } from './test-database.ts';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** every mail the app sent, newest last */
  mails: SentMail[];
  /** the refund jobs, when started (`refundJobs` option) */
  refundJobs?: RefundJobs;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Starts the stored refund jobs as main.ts does (pg-boss on the test database); `provider` replaces
   * the one PAYMENT_PROVIDER names (the sandbox).
   */
  refundJobs?: Partial<Pick<RefundJobsOptions, 'provider' | 'onOutcome' | 'pollingIntervalSeconds'>>;
  /** a database the test opened itself (the read replica's test: its own servers); closed with the app */
  database?: Database;
  /** more environment for loadEnv (S3_BUCKET…, REDIS_URL): a second instance, another store */
  env?: Record<string, string>;
}

/** The real app on an isolated test database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'revon-app-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const mails: SentMail[] = [];
  const mailer: Mailer = {
    send: async (mail) => {
      mails.push(mail);
    },
    deliver: async ({ id: _id, ...mail }) => {
      mails.push(mail);
    },
    close: async () => {},
  };
  const app = await buildApp({ env, database, mailer, logger: false });
  await app.ready();
  const refundJobs = options.refundJobs
    ? await startRefundJobs({
        database,
        provider: options.refundJobs.provider ?? createPaymentProvider(env, database.db),
        outbox: app.deps.outbox,
        log: { info: () => {}, error: () => {} },
        pollingIntervalSeconds: options.refundJobs.pollingIntervalSeconds ?? 0.5,
        onOutcome: options.refundJobs.onOutcome,
      })
    : undefined;
  return {
    app,
    db: database.db,
    mails,
    refundJobs,
    close: async () => {
      await refundJobs?.stop();
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
