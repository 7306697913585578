import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { solidPng } from '#server/test/test-images.ts';
import { bearer, createAdmin, createUser, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bikeFields, multipart, partnerApi, signedInPartner } from '../../test/kits/partner-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof partnerApi>;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  api = partnerApi(t);
  png = await solidPng();
});
afterAll(async () => {
  await t.close();
});

const someId = '00000000-0000-4000-8000-000000000000';

/** Every guarded partner call, with a request that would be valid for its owner. */
const calls = (): (InjectOptions & { name: string; url: string })[] => [
  { name: 'checkIfPartner', method: 'POST', url: '/api/partner/checkIfPartner' },
  { name: 'fetchBookingBikesRevenu', method: 'GET', url: '/api/partner/fetchBookingBikesRevenu' },
  { name: 'monthlySalesRatio', method: 'GET', url: '/api/partner/monthlySalesRatio' },
  {
    name: 'addBikes',
    method: 'POST',
    url: '/api/partner/addBikes',
    payload: multipart(bikeFields(), [['image', png]]),
  },
  {
    name: 'editBike',
    method: 'POST',
    url: '/api/partner/editBike',
    payload: multipart({ ...bikeFields(), id: someId }),
  },
  { name: 'viewBikes', method: 'GET', url: '/api/partner/viewBikes?page=1' },
  { name: 'changeStatus', method: 'GET', url: `/api/partner/changeStatus?id=${someId}` },
  { name: 'deleteBike', method: 'DELETE', url: `/api/partner/deleteBike?id=${someId}` },
  { name: 'partnerProfile', method: 'POST', url: '/api/partner/partnerProfile' },
  {
    name: 'bankAccount',
    method: 'PUT',
    url: '/api/partner/bankAccount',
    payload: { holder: 'A Partner', account: '123456789012', ifsc: 'HDFC0001234' },
  },
  {
    name: 'editPartnerProfile',
    method: 'POST',
    url: '/api/partner/editPartnerProfile',
    payload: multipart({ fname: 'A', lname: 'B', mobile: '9876543210', city: 'Pune', gstNo: '27AAPFU0939F1ZV' }),
  },
  {
    name: 'uploadProof',
    method: 'POST',
    url: '/api/partner/uploadProof',
    payload: multipart({}, [
      ['aadhaar', png],
      ['pan', png],
    ]),
  },
  {
    name: 'uploadLocationPoints',
    method: 'POST',
    url: '/api/partner/uploadLocationPoints',
    payload: { pointName: 'Gate 1' },
  },
  {
    name: 'editLocationPoint',
    method: 'POST',
    url: '/api/partner/editLocationPoint',
    payload: { id: someId, pointName: 'X' },
  },
  { name: 'deleteLocationPoint', method: 'POST', url: '/api/partner/deleteLocationPoint', payload: { id: someId } },
  { name: 'findBookings', method: 'GET', url: '/api/partner/findBookings?page=1' },
  {
    name: 'startRide',
    method: 'POST',
    url: '/api/partner/startRide',
    payload: multipart({ id: someId, startKm: '1000' }, [
      ['photos', png],
      ['photos', png],
      ['photos', png],
      ['photos', png],
    ]),
  },
  {
    name: 'changeBookingStatus',
    method: 'POST',
    url: '/api/partner/changeBookingStatus',
    payload: { id: someId, value: 'completed' },
  },
];

describe('every partner call checks the partner token and the account', () => {
  it.each(calls().map((c) => [c.name, c] as const))('%s: no token → 401', async (_name, call) => {
    const res = await api.call(call);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: msg.unauthorized });
  });

  it.each(calls().map((c) => [c.name, c] as const))('%s: customer or admin token → 403', async (_name, call) => {
    const user = await createUser(t.db);
    const admin = await createAdmin(t.db);
    for (const headers of [
      bearer(await tokenFor(t.app, 'user', user)),
      bearer(await tokenFor(t.app, 'admin', admin)),
    ]) {
      const res = await api.call({ ...call, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().success).toBe(false);
    }
  });

  it.each(calls().map((c) => [c.name, c] as const))('%s: blocked partner → 403 blocked', async (_name, call) => {
    const { headers } = await signedInPartner(t, { status: false });
    const res = await api.call({ ...call, headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: msg.accountBlocked });
  });

  it.each(calls().map((c) => [c.name, c] as const))(
    '%s: a request not yet accepted (isVerifed false) → 403 awaiting approval',
    async (_name, call) => {
      const { headers } = await signedInPartner(t, { isVerifed: 'false' });
      const res = await api.call({ ...call, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: msg.partnerAwaitingApproval });
    },
  );

  it('an accepted partner (mailSented) may set up: profile, points, bikes, dashboard', async () => {
    const { headers } = await signedInPartner(t, { isVerifed: 'mailSented' });
    for (const call of calls().filter((c) =>
      ['partnerProfile', 'viewBikes', 'fetchBookingBikesRevenu', 'uploadLocationPoints', 'addBikes'].includes(c.name),
    )) {
      const res = await api.call({ ...call, headers });
      expect(res.statusCode, call.name).toBe(200);
    }
  });
});

describe('ids are validated', () => {
  it.each([
    ['changeStatus', { method: 'GET', url: '/api/partner/changeStatus?id=nope' }],
    ['changeStatus without id', { method: 'GET', url: '/api/partner/changeStatus' }],
    ['deleteBike', { method: 'DELETE', url: "/api/partner/deleteBike?id=1' OR 1=1" }],
    [
      'editLocationPoint',
      { method: 'POST', url: '/api/partner/editLocationPoint', payload: { id: '42', pointName: 'X' } },
    ],
    ['deleteLocationPoint', { method: 'POST', url: '/api/partner/deleteLocationPoint', payload: { id: 'abc' } }],
    ['editBike', { method: 'POST', url: '/api/partner/editBike', payload: multipart({ ...bikeFields(), id: 'abc' }) }],
    [
      'changeBookingStatus',
      { method: 'POST', url: '/api/partner/changeBookingStatus', payload: { id: 'abc', value: 'completed' } },
    ],
  ] as const)('%s: a malformed id → 400 Invalid id, never 500', async (_name, call) => {
    const { headers } = await signedInPartner(t);
    const res = await api.call({ ...call, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: msg.invalidId });
  });

  it('a malformed page → 400', async () => {
    const { headers } = await signedInPartner(t);
    for (const page of ['0', '-1', 'two', '1.5']) {
      for (const url of ['/api/partner/viewBikes', '/api/partner/findBookings']) {
        const res = await api.call({ method: 'GET', url: `${url}?page=${page}`, headers });
        expect(res.statusCode, `${url}?page=${page}`).toBe(400);
        expect(res.json().message).toBe(msg.invalidPage);
      }
    }
  });
});

describe('OpenAPI', () => {
  it('documents the partner calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const call of calls()) expect(paths, call.name).toContain(call.url.split('?')[0]);
    expect(paths).toContain('/api/partner/join-us');
    expect(paths).toContain('/api/partner/forgetpassword');
  });
});

afterAll(() => {
  for (const body of api.bodies) expect(body).not.toMatch(/argon2|passwordHash|password_hash/);
});
