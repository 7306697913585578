import pg from 'pg';
import { afterAll, beforeAll, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import type { RazorpayDouble } from '#server/test/razorpay-double.ts';
import { startSmtpDouble, type SmtpDouble } from '#server/test/smtp-double.ts';
import {
  Cleanups,
  createPostgresDatabase,
  openPglite,
  postgresAnswers,
  postgresUrl,
  rows,
  tempDir,
} from './reliability-kit.ts';

/*
 * The frame of a reliability test file: its cleanups and whether PostgreSQL answers, the database a
 * case runs on (a PGlite DATA_DIR or a fresh PostgreSQL database), the same case on both, and the
 * waits, environments and locks the kill tests share.
 */

/** A test file's cleanups (run after all its tests) and whether PostgreSQL answers (asked before them). */
export interface Suite {
  cleanups: Cleanups;
  /** whether PostgreSQL at TEST_DATABASE_URL answered (known once the tests run) */
  postgresUp: () => boolean;
  /**
   * One case twice: on a fresh PGlite (`names.pglite`), and on a fresh PostgreSQL database
   * (`names.postgres`; skipped when PostgreSQL does not answer).
   */
  itOnEngines(
    names: { pglite: string; postgres: string },
    options: { timeout: number },
    test: (engine: Engine) => Promise<void>,
  ): void;
}

/** Call once at the top of a test file. */
export function reliabilitySuite(): Suite {
  const cleanups = new Cleanups();
  afterAll(() => cleanups.run());
  let up = false;
  beforeAll(async () => {
    up = await postgresAnswers(postgresUrl);
  });
  return {
    cleanups,
    postgresUp: () => up,
    itOnEngines(names, options, test) {
      it(names.pglite, options, async () => {
        await test(await pgliteEngine(cleanups));
      });
      it(names.postgres, options, async (context) => {
        if (!up || !postgresUrl) return context.skip();
        await test(await postgresEngine(cleanups));
      });
    },
  };
}

/** A suite with an SMTP double (in the test's process, so it outlives the servers it serves). */
export interface SmtpSuite extends Suite {
  /** the double, started before the file's tests and closed after them */
  readonly smtp: SmtpDouble;
}

/** Call once at the top of a test file whose servers send mail. */
export function smtpSuite(): SmtpSuite {
  const suite = reliabilitySuite();
  let smtp: SmtpDouble | undefined;
  beforeAll(async () => {
    const started = await startSmtpDouble();
    smtp = started;
    suite.cleanups.add(() => started.close());
  });
  return {
    ...suite,
    get smtp() {
      if (!smtp) throw new Error('the SMTP double starts before the tests');
      return smtp;
    },
  };
}

/** The database a case runs on, as the test sees it and as its server processes are told of it. */
export interface Engine {
  /** opens the database (PGlite: only while no server process has it) */
  open(): Promise<Database>;
  /** true when the test may keep the database open while a server runs (PostgreSQL) */
  shared: boolean;
  serverOptions: { dataDir?: string; databaseUrl?: string };
  /** PostgreSQL: the database's URL (for a lock the test holds); absent on PGlite */
  url?: string;
}

/** A fresh PGlite DATA_DIR, removed by `cleanups`. */
export async function pgliteEngine(cleanups: Cleanups): Promise<Engine> {
  const dataDir = await tempDir(cleanups);
  return { open: () => openPglite(dataDir), shared: false, serverOptions: { dataDir } };
}

/** A fresh, migrated PostgreSQL database at TEST_DATABASE_URL's server, dropped by `cleanups`. */
export async function postgresEngine(cleanups: Cleanups): Promise<Engine> {
  if (!postgresUrl) throw new Error('no TEST_DATABASE_URL');
  const { url, database } = await createPostgresDatabase(postgresUrl, cleanups);
  return { open: async () => database, shared: true, serverOptions: { databaseUrl: url }, url };
}

/** Polls `done` every `everyMs` until it is true; throws after `timeoutMs`. */
export async function waitFor(
  what: string,
  done: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** A server's environment for mails through the SMTP double, a claimed mail's lease 5 s. */
export const smtpEnv = (smtp: SmtpDouble) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Rev-On Rentals <no-reply@revon.test>',
  MAIL_LEASE_SECONDS: '5',
});

/** A server's environment for payments through the Razorpay double, with `keys`. */
export const razorpayEnv = (keys: { keyId: string; keySecret: string }, double: RazorpayDouble) => ({
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: keys.keyId,
  RAZORPAY_KEY_SECRET: keys.keySecret,
  RAZORPAY_BASE_URL: double.baseUrl,
});

/** The outbox ids of the mails the SMTP double accepted (each mail's Message-ID is `<outbox id@…>`). */
export const acceptedOutboxIds = (smtp: SmtpDouble) =>
  smtp.accepted.map((mail) => mail.messageId.replace(/^<|@.*$/g, ''));

/**
 * PostgreSQL: holds the outbox until released; a transaction that queues a mail waits inside (a
 * server's transaction caught under way, to be killed there).
 */
export async function lockOutbox(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query('lock table outbox in exclusive mode');
  let released: Promise<void> | undefined;
  let blockedPid: number | undefined;
  const release = () => {
    released ??= client.query('rollback').then(() => client.end());
    return released;
  };
  return {
    release,
    /** Waits until a transaction waits to queue a mail behind the lock. */
    async waitForBlockedMail(database: Database, what: string, timeoutMs: number): Promise<void> {
      await waitFor(
        what,
        async () => {
          blockedPid = await waitingMailInsert(database);
          return blockedPid !== undefined;
        },
        timeoutMs,
      );
    },
    /**
     * After the kill: releases the lock and waits until the dead server's backend, which takes the
     * lock, finds its client gone and rolls back, has ended.
     */
    async releaseAfterKill(database: Database): Promise<void> {
      await release();
      await waitFor(
        'the killed transaction to end',
        async () =>
          (await rows(database.db, `select 1 from pg_stat_activity where pid = ${String(blockedPid)}`)).length === 0,
        10_000,
      );
    },
  };
}

/** PostgreSQL: the backend waiting to queue a mail behind the test's lock, if any. */
async function waitingMailInsert(database: Database): Promise<number | undefined> {
  const found = await rows<{ pid: number }>(
    database.db,
    `select pid from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock' and query ilike 'insert into "outbox"%'`,
  );
  return found[0]?.pid;
}
