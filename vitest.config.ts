import { defineConfig } from 'vitest/config';

// NOTE: config files are build tooling, not the app: reading process.env here is how the test
// database choice reaches the tests (through `provide`, read with `inject('db')`).
const postgresUrl = process.env.TEST_DATABASE_URL;
// '' when no Redis answers: the tests that need one are skipped (`.ci/run` exports it when Redis answers)
const redisUrl = process.env.REDIS_URL ?? '';
// `.ci/run` sets it to have `npm test` also write a JSON report (read by scripts/ci-summary.mjs).
const jsonReport = process.env.VITEST_JSON_REPORT;

const serverProject = (name: string, db: { kind: 'pglite' } | { kind: 'postgres'; url: string }, include: string[]) => ({
  test: {
    name,
    environment: 'node' as const,
    include,
    globalSetup: ['server/test/global-setup.ts'],
    provide: { db, redisUrl },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    ...(jsonReport ? { reporters: ['default', 'json'], outputFile: { json: jsonReport } } : {}),
    // PGlite instances are large while they run; keep parallelism modest on 2 cores.
    maxWorkers: 2,
    projects: [
      serverProject('server', { kind: 'pglite' }, ['shared/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts']),
      ...(postgresUrl ? [serverProject('server-postgres', { kind: 'postgres', url: postgresUrl }, ['server/**/*.test.ts', 'scripts/bench-seed.test.ts'])] : []),
      {
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
