import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_NAME } from '#shared/messages.ts';
import { buildApp } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { holdDataDir } from './db/instance-lock.ts';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';
import { ensureAdmin } from './features/accounts/ensure-admin.ts';
import { createPaymentProvider } from './features/payments/create-payment-provider.ts';
import { appJobModules } from './app-jobs.ts';
import { startJobs } from './features/jobs/start-jobs.ts';
import { expireOrderlessHolds } from './features/rentals/hold/expire-orderless-holds.ts';
import { EnvError, loadEnv, type Env } from './env.ts';

/** How long a graceful shutdown may take before the process exits anyway (orchestrators allow 10 s). */
const SHUTDOWN_GRACE_MS = 8_500;
const CLOSE_IDLE_EVERY_MS = 100;

/**
 * Loads the demo data into an empty database. The seed modules are imported only when seeding is on
 * (not by the benchmark's start nor PostgreSQL's), and sharp only with the first image they draw,
 * so a start on an existing demo database loads neither libvips nor the artwork.
 */
async function seedIfEmpty(app: FastifyInstance, env: Env, database: Database): Promise<boolean> {
  const [{ seedDemo }, { storeAsUpload }] = await Promise.all([
    import('./seed/seed-demo.ts'),
    import('./seed/store-as-upload.ts'),
  ]);
  const started = Date.now();
  const result = await seedDemo({
    db: database.db,
    log: (line) => app.log.info(line),
    saveImage: storeAsUpload({ db: database.db, store: app.deps.store }),
  });
  if (result.seeded) app.log.info(`demo data loaded in ${Date.now() - started} ms`);
  return result.seeded;
}

/** Reads env, opens the database, builds the app, listens, and closes gracefully. */
async function main() {
  const env = loadEnv();
  const replica = env.DATABASE_READ_URL
    ? { url: env.DATABASE_READ_URL, maxLagSeconds: env.READ_REPLICA_MAX_LAG_SECONDS }
    : undefined;
  // the embedded database is this process's alone: the backup and restore commands look here first
  const releaseDataDir = env.DATABASE_URL ? () => {} : holdDataDir(env.dataDir);
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, ...(replica ? { replica } : {}) })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(env.dataDir, 'pglite') });

  // The demo data is for the embedded database unless asked for explicitly.
  const seed = env.SEED_DEMO ?? !env.DATABASE_URL;
  const admin =
    env.ADMIN_EMAIL && env.ADMIN_PASSWORD
      ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD, name: 'Admin' }
      : seed
        ? DEMO_ACCOUNTS.admin
        : undefined;
  // The admin's password check (argon2, on libuv's threads) runs while the app is built.
  const [app] = await Promise.all([buildApp({ env, database }), admin ? ensureAdmin(database.db, admin) : undefined]);
  if (replica && !env.DATABASE_URL) {
    app.log.warn('DATABASE_READ_URL is ignored: the embedded database (no DATABASE_URL) has no replicas');
  } else if (replica) {
    app.log.info(`public reads go to the read replica while it lags at most ${env.READ_REPLICA_MAX_LAG_SECONDS} s`);
  }
  const seeded = seed ? await seedIfEmpty(app, env, database) : false;
  // a crash of an older version between a hold and its order id left a hold nobody can pay: free its bike
  const orderless = await expireOrderlessHolds(database.db);
  if (orderless > 0) app.log.warn(`${orderless} holds without a payment order released at start`);
  // ONE job system (issue #30, features/jobs/job-registry.ts): refunds, mail and WhatsApp/SMS delivery (every mail a
  // change queued in its transaction), reminders, the payment reconcile (issue 28) and, on an embedded
  // instance, the nightly backup (issue 31). Pending work, and work left claimed by a process that
  // died, is taken up now.
  const provider = createPaymentProvider(env, database.db);
  const jobs = await startJobs({
    database,
    log: { error: (object, message) => app.log.error(object, message) },
    modules: appJobModules({
      database,
      provider,
      outbox: app.deps.outbox,
      textOutbox: app.deps.textOutbox,
      store: app.deps.store,
      now: () => app.deps.now(),
      reconcileAtStart: env.PAYMENT_RECONCILE_AT_START,
      ...(database.kind === 'pglite' && env.backupDir ? { backup: { dir: env.backupDir, keep: env.BACKUP_KEEP } } : {}),
      log: {
        info: (object, message) => (typeof object === 'string' ? app.log.info(object) : app.log.info(object, message)),
        error: (object, message) => app.log.error(object, message),
      },
    }),
  });
  const nightlyBackups = jobs.queues.includes('nightly-backup');

  // SIGTERM (a deploy, `docker stop`) or Ctrl-C: stop accepting connections, let the requests under
  // way finish with their normal answer, then close the database. Fastify's close closes the
  // listening socket at once and the idle keep-alive connections, answers 503 to a new request on a
  // kept-alive connection, and socket.io disconnects its clients (plugins/realtime.ts) so they
  // reconnect elsewhere. Node does not close a keep-alive connection that becomes idle AFTER close()
  // (it would keep the process up for keepAliveTimeout, 72 s): answers sent while closing say
  // `Connection: close`, and idle connections are closed again every CLOSE_IDLE_EVERY_MS.
  // Orchestrators kill after 10 s, so past SHUTDOWN_GRACE_MS we exit ourselves, non-zero and saying
  // so; a second signal means "now".
  let closing = false;
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn(`${signal} received again while closing: exiting now`);
      process.exit(1);
    }
    closing = true;
    const started = Date.now();
    app.log.info(`${signal} received: closing`);
    const hardExit = setTimeout(() => {
      app.log.error(`still closing ${SHUTDOWN_GRACE_MS} ms after ${signal}: exiting with requests unfinished`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    hardExit.unref();
    setInterval(() => app.server.closeIdleConnections(), CLOSE_IDLE_EVERY_MS).unref();
    app
      .close()
      .then(() => jobs.stop())
      .then(() => database.close())
      .then(() => releaseDataDir())
      .then(
        () => {
          app.log.info(`closed in ${Date.now() - started} ms`);
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'closing failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: env.PORT, host: env.HOST });
  const lines = [
    '',
    `${PRODUCT_NAME} is running on http://localhost:${env.PORT}`,
    `  database: ${database.kind === 'pglite' ? `embedded (${path.join(env.dataDir, 'pglite')})` : 'PostgreSQL'}`,
    `  files: ${env.S3_BUCKET ? `S3 bucket ${env.S3_BUCKET}` : path.join(env.dataDir, 'uploads')}`,
    `  backups: ${nightlyBackups && env.backupDir ? `nightly into ${env.backupDir} (the newest ${env.BACKUP_KEEP} kept)` : 'npm run backup (docs/operations.md)'}`,
    `  API docs: http://localhost:${env.PORT}/api/docs`,
  ];
  if (seed) {
    lines.push(
      `  demo data: ${seeded ? 'loaded now' : 'already present'}`,
      `  customer  ${DEMO_ACCOUNTS.user.email} / ${DEMO_ACCOUNTS.user.password}   (http://localhost:${env.PORT}/login)`,
      `  partner   ${DEMO_ACCOUNTS.partner.email} / ${DEMO_ACCOUNTS.partner.password}   (http://localhost:${env.PORT}/partner/login)`,
    );
    if (admin === DEMO_ACCOUNTS.admin) {
      lines.push(
        `  admin     ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}   (http://localhost:${env.PORT}/admin/login)`,
      );
    }
  }
  if (!env.SMTP_URL) lines.push('  mail: dev outbox — every mail (and its OTP) is printed in this terminal');
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
