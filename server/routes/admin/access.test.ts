import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { admins } from '#server/db/schema/index.ts';
import { solidPng } from '#server/test/test-images.ts';
import { bearer, createAdmin, createPartner, createUser, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { adminApi, couponFields, multipart, signedInAdmin } from '../../test/kits/admin-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof adminApi>;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t);
  png = await solidPng();
});
afterAll(async () => {
  await t.close();
  for (const body of api.bodies) expect(body).not.toMatch(/argon2|passwordHash|password_hash/);
});

const someId = '00000000-0000-4000-8000-000000000000';
const someEmail = 'nobody@example.test';

/** Every guarded admin call (chat excepted: issue 7), with a request that would be well formed. */
const calls = (): (InjectOptions & { name: string; url: string })[] => [
  { name: 'checkIfAdmin', method: 'POST', url: '/api/admin/checkIfAdmin' },
  { name: 'fetchBookingBikesRevenu', method: 'GET', url: '/api/admin/fetchBookingBikesRevenu' },
  { name: 'monthlySalesRatio', method: 'GET', url: '/api/admin/monthlySalesRatio' },
  { name: 'partnerRequests', method: 'GET', url: '/api/admin/partnerRequests' },
  { name: 'rejectPartner', method: 'GET', url: `/api/admin/rejectPartner?email=${someEmail}` },
  { name: 'sendMailToPartner', method: 'GET', url: `/api/admin/sendMailToPartner?email=${someEmail}` },
  { name: 'verifyPartner', method: 'GET', url: `/api/admin/verifyPartner?email=${someEmail}` },
  { name: 'partnerDetails', method: 'GET', url: `/api/admin/partnerDetails?id=${someId}` },
  { name: 'partnerVerifiedList', method: 'GET', url: '/api/admin/partnerVerifiedList' },
  { name: 'changeStatus', method: 'PUT', url: `/api/admin/changeStatus?id=${someId}` },
  { name: 'users', method: 'GET', url: '/api/admin/users' },
  { name: 'changeUserStatus', method: 'PUT', url: `/api/admin/changeUserStatus?id=${someId}` },
  { name: 'coupons', method: 'GET', url: '/api/admin/coupons' },
  { name: 'changeCouponStatus', method: 'GET', url: `/api/admin/changeCouponStatus?id=${someId}` },
  { name: 'deleteCoupon', method: 'GET', url: `/api/admin/deleteCoupon?id=${someId}` },
  {
    name: 'addCoupon',
    method: 'POST',
    url: '/api/admin/addCoupon',
    payload: multipart(couponFields(), [['image', png]]),
  },
];

describe('every admin call needs an admin token', () => {
  it.each(calls().map((c) => [c.name, c] as const))('%s: no token → 401', async (_name, call) => {
    const res = await api.call(call);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: msg.unauthorized });
  });

  it.each(calls().map((c) => [c.name, c] as const))('%s: a forged or garbled token → 401', async (_name, call) => {
    const res = await api.call({ ...call, headers: bearer('not.a.token') });
    expect(res.statusCode).toBe(401);
  });

  it.each(calls().map((c) => [c.name, c] as const))(
    '%s: a customer token or a (verified) partner token → 403',
    async (_name, call) => {
      const user = await createUser(t.db);
      const partner = await createPartner(t.db);
      for (const headers of [
        bearer(await tokenFor(t.app, 'user', user)),
        bearer(await tokenFor(t.app, 'partner', partner)),
      ]) {
        const res = await api.call({ ...call, headers });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ success: false, message: msg.forbidden });
      }
    },
  );

  it.each(calls().map((c) => [c.name, c] as const))('%s: a deleted admin’s token → 401', async (_name, call) => {
    const admin = await createAdmin(t.db);
    const headers = bearer(await tokenFor(t.app, 'admin', admin));
    await t.db.delete(admins).where(eq(admins.id, admin.id));
    const res = await api.call({ ...call, headers });
    expect(res.statusCode).toBe(401);
  });
});

describe('ids and e-mails are validated: 400, never 500', () => {
  it.each([
    ['changeStatus', 'PUT', '/api/admin/changeStatus?id=nope'],
    ['changeStatus without id', 'PUT', '/api/admin/changeStatus'],
    ['changeUserStatus', 'PUT', "/api/admin/changeUserStatus?id=1' OR 1=1"],
    ['partnerDetails', 'GET', '/api/admin/partnerDetails?id=42'],
    ['changeCouponStatus', 'GET', '/api/admin/changeCouponStatus?id=abc'],
    ['deleteCoupon', 'GET', '/api/admin/deleteCoupon'],
  ] as const)('%s: a malformed id → 400 Invalid id', async (_name, method, url) => {
    const { headers } = await signedInAdmin(t);
    const res = await api.call({ method, url, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: msg.invalidId });
  });

  it.each(['rejectPartner', 'sendMailToPartner', 'verifyPartner'])(
    '%s: a bad or missing e-mail → 400',
    async (name) => {
      const { headers } = await signedInAdmin(t);
      const missing = await api.call({ method: 'GET', url: `/api/admin/${name}`, headers });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(msg.emailRequired);
      const bad = await api.call({ method: 'GET', url: `/api/admin/${name}?email=not-an-email`, headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(msg.emailInvalid);
    },
  );

  it.each([
    ['rejectPartner', 'GET', `/api/admin/rejectPartner?email=${someEmail}`, msg.partnerNotFound],
    ['sendMailToPartner', 'GET', `/api/admin/sendMailToPartner?email=${someEmail}`, msg.partnerNotFound],
    ['verifyPartner', 'GET', `/api/admin/verifyPartner?email=${someEmail}`, msg.partnerNotFound],
    ['partnerDetails', 'GET', `/api/admin/partnerDetails?id=${someId}`, msg.partnerNotFound],
    ['changeStatus', 'PUT', `/api/admin/changeStatus?id=${someId}`, msg.partnerNotFound],
    ['changeUserStatus', 'PUT', `/api/admin/changeUserStatus?id=${someId}`, msg.userNotFound],
    ['changeCouponStatus', 'GET', `/api/admin/changeCouponStatus?id=${someId}`, msg.couponNotFound],
    ['deleteCoupon', 'GET', `/api/admin/deleteCoupon?id=${someId}`, msg.couponNotFound],
  ] as const)('%s: an unknown record → 404', async (_name, method, url, message) => {
    const { headers } = await signedInAdmin(t);
    const res = await api.call({ method, url, headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('a malformed page → 400', async () => {
    const { headers } = await signedInAdmin(t);
    for (const url of ['/api/admin/users', '/api/admin/partnerRequests', '/api/admin/partnerVerifiedList']) {
      for (const page of ['0', '-1', 'two', '1.5']) {
        const res = await api.call({ method: 'GET', url: `${url}?page=${page}`, headers });
        expect(res.statusCode, `${url}?page=${page}`).toBe(400);
        expect(res.json().message).toBe(msg.invalidPage);
      }
    }
  });
});

describe('session', () => {
  it('login stays open and answers a token that opens the admin calls', async () => {
    const admin = await createAdmin(t.db);
    const login = await api.call({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: admin.email, password: 'Test@Pass123' },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json().data;
    const res = await api.call({ method: 'GET', url: '/api/admin/users', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the admin calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const call of calls()) expect(paths, call.name).toContain(call.url.split('?')[0]);
    expect(paths).toContain('/api/admin/login');
  });
});
