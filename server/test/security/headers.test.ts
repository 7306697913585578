import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/api/auth.ts';
import { buildApp } from '#server/app.ts';
import { loadEnv } from '#server/env.ts';
import { clientIp, newEmail, registerValues } from '#server/test/kits/account-test-kit.ts';
import { bearer, createAdmin, createPartner, createUser, TEST_PASSWORD, tokenFor } from '#server/test/factories.ts';
import type { SentMail } from '#server/test/test-app.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import type { Db } from '#server/db/client.ts';

/*
 * Browser-facing protections of every answer: a Content-Security-Policy that forbids inline script
 * and framing, nosniff, on the web app's HTML and on the API alike; and the authentication story that
 * makes CSRF moot: sessions are bearer tokens only, no answer ever sets a cookie, and a cookie alone
 * never authenticates. The app serves a tiny web build of this file's own (WEB_DIST), so the SPA
 * answers are the real static-spa.ts ones.
 */

let app: FastifyInstance;
let db: Db;
const mails: SentMail[] = [];
let cleanup: () => Promise<void>;

const INDEX_HTML =
  '<!doctype html><html><head><script>window.__inline = 1</script></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'revon-headers-'));
  const webDist = path.join(dataDir, 'web');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log("app")');
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    WEB_DIST: webDist,
  });
  const database = await createTestDatabase();
  app = await buildApp({
    env,
    database,
    mailer: {
      send: async (mail) => void mails.push(mail),
      deliver: async (mail) => void mails.push(mail),
      close: async () => {},
    },
    logger: false,
  });
  await app.ready();
  db = database.db;
  cleanup = async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
});
afterAll(async () => {
  await cleanup();
});

/** The 4-digit code of the newest mail to `to` (the templates say "… is 1234."). */
function codeMailedTo(to: string): string {
  const text = mails.filter((m) => m.to === to).at(-1)?.text ?? '';
  const code = /\bis (\d{4})\./.exec(text)?.[1];
  if (!code) throw new Error(`no OTP mail to ${to}`);
  return code;
}

/** The CSP header as directive → sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

function expectBrowserProtections(res: LightMyRequestResponse) {
  const policy = csp(res);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts).toEqual(["'self'"]);
  // inline event handlers (onerror=…) are script attributes: forbidden outright
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['set-cookie']).toBeUndefined();
}

describe('Content-Security-Policy, framing and nosniff', () => {
  it.each([
    ['the home page (index.html)', '/'],
    ['a client route (index.html)', '/partner/bikes'],
    ['a script asset', '/assets/app.js'],
    ['a missing asset (404)', '/assets/missing.js'],
    ['the API', '/api/health'],
    ['an unknown API path (404)', '/api/nothing-here'],
    ['a guarded API call without a token (401)', '/api/userProfile'],
    ['the API documentation page', '/api/docs/static/index.html'],
  ])('%s', async (_name, url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
    expectBrowserProtections(res);
  });

  it('the HTML is the web build itself, with no inline script allowed by hash or nonce', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX_HTML);
    const scripts = csp(res).get('script-src') ?? [];
    expect(scripts.some((s) => /unsafe-inline|unsafe-eval|nonce-|sha256-|\*|data:|http:|https:/.test(s))).toBe(false);
  });

  it('answers no cross-origin reads: no CORS header for another origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('bearer-only sessions: no cookies, so no CSRF', () => {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': clientIp() } });

  const LOGIN: Record<Role, [string, (email: string) => Promise<unknown>]> = {
    user: ['/api/login', (email) => createUser(db, { email })],
    partner: ['/api/partner/login', (email) => createPartner(db, { email })],
    admin: ['/api/admin/login', (email) => createAdmin(db, { email })],
  };

  it.each(Object.keys(LOGIN) as Role[])('%s login sets no cookie, when it succeeds or fails', async (role) => {
    const [url, create] = LOGIN[role];
    const email = newEmail(role);
    await create(email);
    const ok = await post(url, { email, password: TEST_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.token).toEqual(expect.any(String));
    const failed = await post(url, { email, password: 'Wrong@Pass123' });
    expect(failed.statusCode).toBe(401);
    for (const res of [ok, failed]) expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('registration and both password resets (the OTP verifications) set no cookie', async () => {
    const answers: LightMyRequestResponse[] = [];
    const form = registerValues();
    answers.push(await app.inject({ method: 'GET', url: `/api/checkEmail?email=${encodeURIComponent(form.email)}` }));
    answers.push(await post('/api/verifyOtp', { data: form, otp: codeMailedTo(form.email) }));
    expect(answers.at(-1)?.statusCode).toBe(200);

    for (const [role, base] of [
      ['user', '/api'],
      ['partner', '/api/partner'],
    ] as const) {
      const email = newEmail(role);
      await LOGIN[role][1](email);
      const fresh = { email, password: 'Fresh@Pass42', confirmPassword: 'Fresh@Pass42' };
      answers.push(await post(`${base}/forgetpassword`, fresh));
      answers.push(await post(`${base}/verifyForgotOtp`, { data: { email }, otp: '0000' }));
      answers.push(await post(`${base}/verifyForgotOtp`, { data: { email }, otp: codeMailedTo(email) }));
      expect(answers.at(-1)?.statusCode).toBe(200);
    }
    for (const res of answers) expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('every public call answers without a cookie', async () => {
    const open = app.routeTable.filter((r) => r.isPublic);
    expect(open.length).toBeGreaterThan(10);
    for (const route of open) {
      const res = await app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000'),
        payload: route.method === 'GET' ? undefined : {},
        headers: { 'x-forwarded-for': clientIp() },
      });
      expect(res.headers['set-cookie'], `${route.method} ${route.url}`).toBeUndefined();
    }
  });

  it('a valid token in a cookie opens nothing: every guarded API call answers 401', async () => {
    const user = await createUser(db);
    const partner = await createPartner(db);
    const admin = await createAdmin(db);
    const tokens: Record<Role, string> = {
      user: await tokenFor(app, 'user', user),
      partner: await tokenFor(app, 'partner', partner),
      admin: await tokenFor(app, 'admin', admin),
    };
    const roleOf = (url: string): Role =>
      url.startsWith('/api/admin/') ? 'admin' : url.startsWith('/api/partner/') ? 'partner' : 'user';
    // the three guarded areas; health and the API documentation sit outside them, open by design
    const guarded = app.routeTable.filter(
      (r) => !r.isPublic && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.url !== '/api/health',
    );
    expect(guarded.length).toBeGreaterThan(30);
    const opened: string[] = [];
    for (const route of guarded) {
      const token = tokens[roleOf(route.url)];
      const res = await app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000'),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        // every name the web app or a framework might use for a session cookie
        headers: {
          cookie: `token=${token}; userToken=${token}; partnerToken=${token}; adminToken=${token}; authorization=Bearer%20${token}`,
        },
      });
      // private files open with a signed URL (exp + sig) only, never with a session: 403 without one
      const expected = route.url === '/api/files/:id' ? 403 : 401;
      if (res.statusCode !== expected) opened.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(opened).toEqual([]);
    // the same token as a bearer is accepted (the refusal above is about the cookie, not the token)
    const profile = await app.inject({ method: 'POST', url: '/api/userProfile', headers: bearer(tokens.user) });
    expect(profile.statusCode).toBe(200);
  });
});
