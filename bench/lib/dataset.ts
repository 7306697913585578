import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '#server/lib/password.ts';
import { DEMO_ACCOUNTS } from '#server/seed/demo-accounts.ts';
import { BENCH_ADMIN_EMAIL, BENCH_DATA_DIR, BENCH_PASSWORD, benchPartnerEmail, benchUserEmail } from '../contract.ts';
import { openSql, type DataTarget } from './database.ts';
import { repoRoot, startBenchServer } from './server-process.ts';

export interface Login {
  email: string;
  password: string;
}

export interface Dataset {
  engine: 'pglite' | 'postgres';
  target: DataTarget;
  /** the environment of the server process (PORT and HOST are added by the spawner) */
  serverEnv: Record<string, string>;
  admin: Login;
  partners: Login[];
  /** one customer per booking-cycle worker */
  users: Login[];
  demo: boolean;
  /** removes a throwaway data directory */
  dispose(): void;
}

/** Fixed, so tokens and sandbox signatures are the same on every run (never used outside benchmarks). */
const BENCH_JWT_SECRET = 'bench-only-jwt-secret-0123456789abcdef';
/** partners logged in for the partner routes (each login costs an argon2 check and a rate-limit try) */
const PARTNER_LOGINS = 5;

/** The bench server's environment on `dataDir` (its uploads) and, when given, a PostgreSQL database. */
export function serverEnv(dataDir: string, databaseUrl?: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    JWT_SECRET: BENCH_JWT_SECRET,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/** The seeded dataset of `npm run bench:seed` (bench/contract.ts): PostgreSQL when DATABASE_URL is set. */
export function seededDataset(workers: number): Dataset {
  const dataDir = path.resolve(repoRoot, BENCH_DATA_DIR);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!databaseUrl && !existsSync(pgliteDir)) {
    throw new Error(`no bench data in ${pgliteDir}: run \`npm run bench:seed\` first (or \`npm run bench -- --demo\`)`);
  }
  return {
    engine: databaseUrl ? 'postgres' : 'pglite',
    target: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dir: pgliteDir },
    serverEnv: serverEnv(dataDir, databaseUrl),
    admin: { email: BENCH_ADMIN_EMAIL, password: BENCH_PASSWORD },
    partners: Array.from({ length: PARTNER_LOGINS }, (_, i) => ({
      email: benchPartnerEmail(i + 1),
      password: BENCH_PASSWORD,
    })),
    users: Array.from({ length: workers }, (_, i) => ({ email: benchUserEmail(i + 1), password: BENCH_PASSWORD })),
    demo: false,
    dispose: () => undefined,
  };
}

/**
 * A throwaway PGlite with the demo data (a quick smoke run of the benchmark): the server seeds it once
 * and stops; the customers of the booking cycle are added with plain SQL (the demo has one customer,
 * and a customer may hold only a few bikes at a time). The measured start is then a start on an
 * existing data directory, like the seeded one.
 */
export async function demoDataset(workers: number): Promise<Dataset> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'revon-bench-demo-'));
  const dispose = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const env = serverEnv(dataDir);
    // the demo seed draws and stores its images: a minute or more on a busy machine
    const seeding = await startBenchServer({
      env: { ...env, SEED_DEMO: 'true', LOG_LEVEL: 'info' },
      logFile: path.join(dataDir, 'seed.log'),
      timeoutMs: 600_000,
    });
    await seeding.stop();
    const target: DataTarget = { kind: 'pglite', dir: path.join(dataDir, 'pglite') };
    const users = Array.from({ length: workers }, (_, i) => ({
      email: benchUserEmail(i + 1),
      password: BENCH_PASSWORD,
    }));
    await addCustomers(target, users);
    return {
      engine: 'pglite',
      target,
      serverEnv: env,
      admin: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
      partners: [{ email: DEMO_ACCOUNTS.partner.email, password: DEMO_ACCOUNTS.partner.password }],
      users,
      demo: true,
      dispose,
    };
  } catch (error) {
    dispose();
    throw error;
  }
}

async function addCustomers(target: DataTarget, users: Login[]): Promise<void> {
  const session = await openSql(target);
  try {
    const hash = await hashPassword(BENCH_PASSWORD);
    for (const [i, user] of users.entries()) {
      await session.query(
        `insert into users (fname, lname, email, mobile, password_hash) values ($1, $2, $3, $4, $5)
         on conflict do nothing`,
        ['Bench', `Rider ${i + 1}`, user.email, `9${String(100000000 + i)}`, hash],
      );
    }
  } finally {
    await session.close();
  }
}
