import path from 'node:path';
import { PRODUCT_NAME } from '#shared/messages.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.ts';
import { ensureAdmin } from './db/seed/ensure-admin.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { EnvError, loadEnv } from './env.ts';
import { saveImage } from './features/files/save-image.ts';

/** Reads env, opens the database, builds the app, listens, and closes gracefully. */
async function main() {
  const env = loadEnv();
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(env.dataDir, 'pglite') });

  // The demo data is for the embedded database unless asked for explicitly.
  const seed = env.SEED_DEMO ?? !env.DATABASE_URL;
  const admin = env.ADMIN_EMAIL && env.ADMIN_PASSWORD
    ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD, name: 'Admin' }
    : seed
      ? DEMO_ACCOUNTS.admin
      : undefined;
  if (admin) await ensureAdmin(database.db, admin);

  const app = await buildApp({ env, database });
  let seeded = false;
  if (seed) {
    const started = Date.now();
    const result = await seedDemo({
      db: database.db,
      log: (line) => app.log.info(line),
      saveImage: async (bytes, kind) => {
        const file = await saveImage({ db: database.db, dataDir: env.dataDir }, { bytes, kind, ownerRole: 'system' });
        if (!file.url) throw new Error(`demo ${kind} image was stored as private`);
        return file.url;
      },
    });
    seeded = result.seeded;
    if (seeded) app.log.info(`demo data loaded in ${Date.now() - started} ms`);
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const lines = [
    '',
    `${PRODUCT_NAME} is running on http://localhost:${env.PORT}`,
    `  database: ${database.kind === 'pglite' ? `embedded (${path.join(env.dataDir, 'pglite')})` : 'PostgreSQL'}`,
    `  API docs: http://localhost:${env.PORT}/api/docs`,
  ];
  if (seed) {
    lines.push(
      `  demo data: ${seeded ? 'loaded now' : 'already present'}`,
      `  customer  ${DEMO_ACCOUNTS.user.email} / ${DEMO_ACCOUNTS.user.password}   (http://localhost:${env.PORT}/login)`,
      `  partner   ${DEMO_ACCOUNTS.partner.email} / ${DEMO_ACCOUNTS.partner.password}   (http://localhost:${env.PORT}/partner/login)`,
    );
    if (admin === DEMO_ACCOUNTS.admin) {
      lines.push(`  admin     ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}   (http://localhost:${env.PORT}/admin/login)`);
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
