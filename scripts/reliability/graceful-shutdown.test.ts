import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { connectClient, eventually } from '#server/test/kits/chat-test-kit.ts';
import { createUser, TEST_PASSWORD } from '#server/test/factories.ts';
import {
  createPostgresDatabase,
  openPglite,
  postgresUrl,
  seedCustomers,
  startServer,
  tempDir,
} from './reliability-kit.ts';
import { reliabilitySuite } from './suite-kit.ts';

/*
 * Graceful shutdown: SIGTERM arrives while requests are under way — logins whose bodies are still
 * being uploaded (a slow mobile connection) and argon2 logins being hashed — with an idle keep-alive
 * connection and a live chat socket open. After the signal:
 * - a new connection is refused (the listening socket is closed at once);
 * - every request under way finishes with its normal answer (200 and a session), even the uploads
 *   completed seconds after the signal, on keep-alive connections;
 * - the chat socket is disconnected (its client would reconnect to another instance);
 * - the process exits by itself, with code 0, within 10 s of the signal.
 * No test-only route or delay: the slowness is the client's upload and argon2.
 */

const SLOW_UPLOADS = 4;
const HASHING_LOGINS = 8;
/** How long after the signal the slow uploads send the rest of their body. */
const UPLOAD_TAIL_MS = 1_500;

const { cleanups, postgresUp } = reliabilitySuite();

interface HttpAnswer {
  status: number;
  body: string;
  /** the error code when the request failed (ECONNREFUSED, ECONNRESET, …) */
  error?: string;
}

const forwardedFor = () => `10.${randomBytes(3).join('.')}`;

/**
 * POST /api/login whose body is sent in two halves: the first now, the second when `finish` is called.
 * On a keep-alive agent, as a browser would send it.
 */
function slowLogin(port: number, email: string, agent: http.Agent) {
  const body = Buffer.from(JSON.stringify({ email, password: TEST_PASSWORD }));
  const half = Math.floor(body.length / 2);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/login',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': body.length, 'x-forwarded-for': forwardedFor() },
  });
  const answer = answerOf(request);
  request.flushHeaders();
  request.write(body.subarray(0, half));
  return { answer, finish: () => request.end(body.subarray(half)) };
}

function answerOf(request: http.ClientRequest): Promise<HttpAnswer> {
  return new Promise((resolve) => {
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, body: '', error: error.code ?? error.message }),
    );
  });
}

function login(port: number, email: string, agent?: http.Agent): Promise<HttpAnswer> {
  const body = JSON.stringify({ email, password: TEST_PASSWORD });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/login',
    ...(agent ? { agent } : {}),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor() },
  });
  const answer = answerOf(request);
  request.end(body);
  return answer;
}

function get(port: number, path: string, agent?: http.Agent): Promise<HttpAnswer> {
  const request = http.request({ host: '127.0.0.1', port, path, ...(agent ? { agent } : {}) });
  const answer = answerOf(request);
  request.end();
  return answer;
}

/** Whether a new TCP connection to `port` is refused now. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

const loggedIn = (answer: HttpAnswer) => {
  expect(answer.status, `${answer.error ?? ''} ${answer.body}`).toBe(200);
  const body = JSON.parse(answer.body) as { success: boolean; data: { token: string } };
  expect(body.success).toBe(true);
  expect(body.data.token).toMatch(/^ey/);
};

/** How many POST /api/login the server has logged as incoming (LOG_LEVEL=info) in `logFile`. */
function incomingLogins(logFile: string): number {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"msg":"incoming request"') && line.includes('"url":"/api/login"')).length;
}

async function seedLogins(db: Db) {
  const emails: string[] = [];
  for (let i = 0; i < SLOW_UPLOADS + HASHING_LOGINS + 1; i += 1) emails.push((await createUser(db)).email);
  const [chatter] = await seedCustomers(db, 1);
  if (!chatter) throw new Error('no customer');
  return { emails, chatter };
}

/** One PGlite data folder with the accounts, seeded once; each test starts its own server on it. */
let pglite: Promise<{ dir: string; fixtures: Awaited<ReturnType<typeof seedLogins>> }> | undefined;
function onPglite() {
  pglite ??= (async () => {
    const dir = await tempDir(cleanups);
    const seed = await openPglite(dir);
    const fixtures = await seedLogins(seed.db);
    await seed.close();
    return { dir, fixtures };
  })();
  return pglite;
}

async function shutDownUnderLoad(
  server: Awaited<ReturnType<typeof startServer>>,
  fixtures: Awaited<ReturnType<typeof seedLogins>>,
  label: string,
) {
  const { port } = server;
  const [warmUp, ...emails] = fixtures.emails;
  // the first login pays for loading argon2; it is not what is measured
  loggedIn(await login(port, warmUp ?? ''));

  const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const uploadAgent = new http.Agent({ keepAlive: true });
  cleanups.add(async () => {
    idleAgent.destroy();
    uploadAgent.destroy();
  });
  expect((await get(port, '/api/health', idleAgent)).status).toBe(200);
  const chat = await connectClient(server.baseUrl, { token: fixtures.chatter.token, role: 'user' });
  cleanups.add(async () => chat.socket.close());
  let chatClosed = '';
  chat.socket.on('disconnect', (reason) => {
    chatClosed = reason;
  });

  const uploads = emails.slice(0, SLOW_UPLOADS).map((email) => slowLogin(port, email, uploadAgent));
  const hashing = emails
    .slice(SLOW_UPLOADS)
    .map((email) => login(port, email).then((answer) => ({ ...answer, at: Date.now() })));
  // the server has begun every one of them: Fastify logs each as it is routed, before its body
  const logins = SLOW_UPLOADS + HASHING_LOGINS + 1;
  await eventually(() => incomingLogins(server.logFile) >= logins, 20_000, 'the server has received every login');

  const signalled = Date.now();
  server.signal('SIGTERM');

  // new connections are refused while the uploads are still under way
  let refusedAfter = -1;
  for (let tries = 0; tries < 100; tries += 1) {
    if (await refused(port)) {
      refusedAfter = Date.now() - signalled;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await eventually(() => chatClosed !== '', 5_000, 'the chat socket is disconnected');

  const tailDelay = Math.max(0, UPLOAD_TAIL_MS - (Date.now() - signalled));
  await new Promise((resolve) => setTimeout(resolve, tailDelay));
  for (const upload of uploads) upload.finish();
  const uploadAnswers = await Promise.all(uploads.map((upload) => upload.answer));
  const uploadsDone = Date.now() - signalled;
  const hashingAnswers = await Promise.all(hashing);
  const hashedAfterSignal = hashingAnswers.filter((answer) => answer.at >= signalled).length;

  const exit = await Promise.race([
    server.exited,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 15_000)),
  ]);
  const exitedAfter = Date.now() - signalled;
  console.log(
    `graceful shutdown (${label}): new connections refused ${refusedAfter} ms after SIGTERM; ` +
      `${SLOW_UPLOADS} uploads finished at ${uploadsDone} ms → ${JSON.stringify(uploadAnswers.map((a) => a.status))}; ` +
      `${HASHING_LOGINS} argon2 logins (${hashedAfterSignal} answered after the signal) → ${JSON.stringify(hashingAnswers.map((a) => a.status))}; ` +
      `chat socket: "${chatClosed}"; exited ${exitedAfter} ms after SIGTERM with ${JSON.stringify(exit)}`,
  );

  expect(refusedAfter).toBeGreaterThanOrEqual(0);
  expect(refusedAfter).toBeLessThan(UPLOAD_TAIL_MS);
  for (const answer of [...uploadAnswers, ...hashingAnswers]) loggedIn(answer);
  expect(chatClosed).toBe('transport close');
  expect(exit).toEqual({ code: 0, signal: null });
  expect(exitedAfter).toBeLessThan(10_000);
}

describe('SIGTERM with requests under way', () => {
  it(
    'PGlite: in-flight requests finish, new connections are refused, the process exits in < 10 s',
    { timeout: 120_000 },
    async () => {
      const { dir, fixtures } = await onPglite();
      const server = await startServer({ dir, name: 'pglite', dataDir: dir, env: { LOG_LEVEL: 'info' } });
      cleanups.add(() => server.stop('SIGKILL'));
      await shutDownUnderLoad(server, fixtures, 'pglite');
    },
  );

  it.runIf(Boolean(postgresUrl))('PostgreSQL: the same', { timeout: 120_000 }, async (context) => {
    if (!postgresUp()) context.skip();
    const dir = await tempDir(cleanups);
    const { url, database } = await createPostgresDatabase(postgresUrl ?? '', cleanups);
    const fixtures = await seedLogins(database.db);
    const server = await startServer({ dir, name: 'pg', databaseUrl: url, env: { LOG_LEVEL: 'info' } });
    cleanups.add(() => server.stop('SIGKILL'));
    await shutDownUnderLoad(server, fixtures, 'postgres');
  });

  /** A server whose only request is an upload that never completes (a stalled client). */
  async function withStalledUpload(name: string) {
    const { dir, fixtures } = await onPglite();
    const email = fixtures.emails.at(-1);
    const server = await startServer({ dir, name, dataDir: dir, env: { LOG_LEVEL: 'info' } });
    cleanups.add(() => server.stop('SIGKILL'));
    const agent = new http.Agent({ keepAlive: true });
    cleanups.add(async () => agent.destroy());
    const upload = slowLogin(server.port, email ?? '', agent);
    await eventually(() => incomingLogins(server.logFile) >= 1, 20_000, 'the server has received the login');
    return { server, upload };
  }

  it(
    'a request that never finishes: the process exits by itself, non-zero, before 10 s',
    { timeout: 120_000 },
    async () => {
      const { server, upload } = await withStalledUpload('stalled');
      const signalled = Date.now();
      server.signal('SIGTERM');
      const exit = await server.exited;
      const exitedAfter = Date.now() - signalled;
      const answer = await upload.answer;
      const log = readFileSync(server.logFile, 'utf8');
      console.log(
        `graceful shutdown: a stalled upload holds the close; the process exits ${exitedAfter} ms after SIGTERM with ` +
          `${JSON.stringify(exit)}; the upload gets ${answer.error ?? answer.status}`,
      );
      expect(exit).toEqual({ code: 1, signal: null });
      expect(exitedAfter).toBeGreaterThanOrEqual(8_000);
      expect(exitedAfter).toBeLessThan(10_000);
      expect(log).toContain('exiting with requests unfinished');
    },
  );

  it('a second SIGTERM while closing exits at once, non-zero', { timeout: 120_000 }, async () => {
    const { server, upload } = await withStalledUpload('twice');
    server.signal('SIGTERM');
    await eventually(
      () => readFileSync(server.logFile, 'utf8').includes('SIGTERM received: closing'),
      5_000,
      'closing',
    );
    const second = Date.now();
    server.signal('SIGTERM');
    const exit = await server.exited;
    const exitedAfter = Date.now() - second;
    const answer = await upload.answer;
    console.log(
      `graceful shutdown: second SIGTERM → exit ${exitedAfter} ms later with ${JSON.stringify(exit)}; ` +
        `the stalled upload gets ${answer.error ?? answer.status}`,
    );
    expect(exit).toEqual({ code: 1, signal: null });
    expect(exitedAfter).toBeLessThan(2_000);
  });
});
