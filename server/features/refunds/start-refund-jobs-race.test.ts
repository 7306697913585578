import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { startRefundJobs } from './start-refund-jobs.ts';

/*
 * Several instances starting at the same moment on a database the job queue has never seen (a fresh
 * deployment of two servers): each creates the queues and the schedule; none may fail. Two server
 * processes once deadlocked inside pg-boss's createQueue and one of them stopped (ensureQueue).
 * PostgreSQL only: a PGlite database belongs to one process, which starts one runner.
 */

const provider = {
  name: 'sandbox' as const,
  refund: () => Promise.reject(new Error('no refund expected')),
  findRefund: () => Promise.resolve(null),
};
const silent = { info: () => {}, error: () => {} };

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

it.skipIf(inject('db').kind === 'pglite')(
  'four job runners started at once on a fresh database all start',
  async () => {
    const started = await Promise.allSettled(
      Array.from({ length: 4 }, () => startRefundJobs({ database, provider, log: silent, pollingIntervalSeconds: 5 })),
    );
    const failures = started.filter((result) => result.status === 'rejected');
    expect(failures.map((failure) => String(failure.reason))).toEqual([]);
    for (const result of started) if (result.status === 'fulfilled') await result.value.stop();
  },
);
