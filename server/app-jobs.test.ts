import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '#server/lib/select-rows.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createPaymentProvider } from '#server/features/payments/create-payment-provider.ts';
import { appJobModules } from './app-jobs.ts';
import { JOB_QUEUES, QUEUE_NAMES, type QueueName } from '#server/features/jobs/job-registry.ts';
import { startJobs } from '#server/features/jobs/start-jobs.ts';

/*
 * The one job system (issue #30): every queue of the registry has exactly one handler in the app's
 * modules and a kill test, nothing sends to a queue the registry does not name, and one pg-boss is
 * made, in one place.
 */

const serverDir = import.meta.dirname;
const reliabilityDir = path.join(serverDir, '..', 'scripts', 'reliability');

/**
 * Each queue's kill test (issue #30: "killed mid-job, restarted, the work done exactly once"), in
 * scripts/reliability: a real server process SIGKILLed while the job runs, then restarted. A queue
 * added to the registry without one fails below.
 */
const KILL_TESTS: Record<QueueName, string[]> = {
  // killed between Razorpay's refund and our commit
  refund: ['refund-crash.test.ts'],
  // the sweep itself is one read and one send per due refund, each keyed by the refund's id (at most
  // one queued job per refund): a kill between two sends leaves the rest to the next sweep, so what
  // can break is the refunds it queues, killed half done there
  'refund-sweep': ['refund-sweep-crash.test.ts'],
  // killed mid-send (SMTP holding the final answer), and during an SMTP outage
  'mail-delivery': ['smtp-outage.test.ts', 'reminders-crash.test.ts'],
  'text-delivery': ['text-delivery-crash.test.ts'],
  // killed inside the sweep's transaction, and while its mails are sent
  'ride-reminders': ['reminders-sweep-crash.test.ts', 'reminders-crash.test.ts'],
  // the queued job killed between orders and inside a payment's transaction; the start-up run beside
  // the webhook and the balance payments
  'payment-reconcile': ['reconcile-crash.test.ts', 'captures-crash.test.ts'],
  'nightly-backup': ['backup-crash.test.ts'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}
const sources = sourceFiles(serverDir).map((file) => ({
  file: path.relative(serverDir, file),
  text: readFileSync(file, 'utf8'),
}));

let t: TestApp;
let backupDir: string;
beforeAll(async () => {
  t = await createTestApp();
  backupDir = await mkdtemp(path.join(tmpdir(), 'revon-jobs-'));
});
afterAll(async () => {
  await t.close();
  await rm(backupDir, { recursive: true, force: true });
});

function modules() {
  return appJobModules({
    database: t.app.deps.database,
    provider: createPaymentProvider(t.app.deps.env, t.db),
    outbox: t.app.deps.outbox,
    textOutbox: t.app.deps.textOutbox,
    store: t.app.deps.store,
    now: () => new Date(),
    backup: { dir: backupDir, keep: 2 },
    log: { info: () => {}, error: () => {} },
  });
}

describe('the job registry', () => {
  it("every queue has exactly one handler among the app's modules", () => {
    const handled = modules().flatMap((module) => Object.keys(module.handlers));
    expect([...handled].sort()).toEqual([...QUEUE_NAMES].sort());
  });

  it('a handler for a queue the registry does not name is refused before anything starts', async () => {
    await expect(
      startJobs({
        database: t.app.deps.database,
        log: { error: () => {} },
        modules: [{ handlers: { 'not-registered': async () => {} } as never }],
      }),
    ).rejects.toThrow(/not in the registry: not-registered/);
  });

  it('no source sends to a queue by a name the registry lacks; one `new PgBoss`, one startJobQueue caller', () => {
    const sent = sources.flatMap(({ text }) => [...text.matchAll(/\.send\(\s*'([a-z-]+)'/g)].map((m) => m[1]));
    for (const name of sent) expect(QUEUE_NAMES).toContain(name);
    const makers = sources.filter(({ text }) => /new PgBoss\(/.test(text)).map(({ file }) => file);
    expect(makers).toEqual([path.join('features', 'jobs', 'start-job-queue.ts')]);
    const starters = sources
      .filter(({ text, file }) => /startJobQueue\(/.test(text) && !file.endsWith('start-job-queue.ts'))
      .map(({ file }) => file);
    expect(starters).toEqual([path.join('features', 'jobs', 'start-jobs.ts')]);
    const mains = sources.filter(({ text }) => /\bstartJobs\(/.test(text)).map(({ file }) => file);
    expect(mains.filter((file) => !file.startsWith(path.join('features', 'jobs')))).toEqual(
      expect.arrayContaining(['main.ts']),
    );
  });

  it('every queue has a kill test: a file that names the queue and SIGKILLs a server running it', () => {
    expect(Object.keys(KILL_TESTS).sort()).toEqual([...QUEUE_NAMES].sort());
    for (const [queue, files] of Object.entries(KILL_TESTS)) {
      expect(files.length, queue).toBeGreaterThan(0);
      const texts = files.map((file) => {
        const full = path.join(reliabilityDir, file);
        expect(existsSync(full), `${queue}: ${file}`).toBe(true);
        const text = readFileSync(full, 'utf8');
        expect(text, `${queue}: ${file}`).toContain("'SIGKILL'");
        return text;
      });
      const named = texts.some((text) => text.includes(`\`${queue}\``) || text.includes(`'${queue}'`));
      expect(named, `${queue}: none of ${files.join(', ')} names the queue`).toBe(true);
    }
  });

  it('started, it creates every queue and every schedule of the registry', async () => {
    const jobs = await startJobs({ database: t.app.deps.database, log: { error: () => {} }, modules: modules() });
    try {
      expect([...jobs.queues].sort()).toEqual([...QUEUE_NAMES].sort());
      const queues = await selectRows(t.db, sql`select name from pgboss.queue`);
      expect(queues.map((row) => row.name)).toEqual(expect.arrayContaining(QUEUE_NAMES));
      const schedules = await selectRows(t.db, sql`select name, cron from pgboss.schedule order by name`);
      const expected = Object.entries(JOB_QUEUES)
        .filter(([, spec]) => 'schedule' in spec)
        .map(([name, spec]) => ({ name, cron: (spec as { schedule: string }).schedule }))
        .sort((a, b) => a.name.localeCompare(b.name));
      expect(schedules).toEqual(expected);
    } finally {
      await jobs.stop();
    }
  });
});
