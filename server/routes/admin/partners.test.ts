import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  partnerDetailsResponse,
  partnerRequestsResponse,
  partnerVerifiedListResponse,
  sendMailToPartnerResponse,
  verifyPartnerResponse,
} from '#shared/api/admin.ts';
import { msg } from '#shared/messages.ts';
import { files, outbox, partnerLocations, partners } from '#server/db/schema/index.ts';
import { solidPng } from '#server/test/test-images.ts';
import { bearer, createBike, createPartner, TEST_PASSWORD, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { adminApi, multipart, partnerRequestRow, signedInAdmin } from '../../test/kits/admin-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof adminApi>;
let admin: Record<string, string>;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t);
  admin = (await signedInAdmin(t)).headers;
  png = await solidPng(50, 30);
});
afterAll(async () => {
  await t.close();
  for (const body of api.bodies) expect(body).not.toMatch(/argon2|passwordHash|password_hash/);
});

const get = (url: string) => api.call({ method: 'GET', url, headers: admin });
const q = (email: string) => encodeURIComponent(email);
const requests = async () => partnerRequestsResponse.parse((await get('/api/admin/partnerRequests')).json());
const verifiedList = async () =>
  partnerVerifiedListResponse.parse((await get('/api/admin/partnerVerifiedList')).json());
const partnerRow = async (id: string) => (await t.db.select().from(partners).where(eq(partners.id, id)))[0];
const partnerLogin = (email: string) =>
  api.call({ method: 'POST', url: '/api/partner/login', payload: { email, password: TEST_PASSWORD } });
const tariffIds = async () =>
  ((await api.call({ method: 'GET', url: '/api/getTariff' })).json().data as { _id: string }[]).map((b) => b._id);
const fleetIds = async () =>
  ((await api.call({ method: 'GET', url: '/api/ourFleet' })).json().data as { _id: string }[]).map((b) => b._id);

/** Makes SMTP refuse every mail for the duration of `run`. */
async function withFailingMailer<T>(run: () => Promise<T>): Promise<T> {
  const spy = vi.spyOn(t.app.deps.mailer, 'deliver').mockRejectedValue(new Error('SMTP down'));
  try {
    return await run();
  } finally {
    spy.mockRestore();
  }
}

/** Delivers the outbox's due mails at `at` on the app's clock (a mail's retry time). */
async function deliverAt(at: Date | undefined) {
  const now = t.app.deps.now;
  const instant = at ?? new Date();
  t.app.deps.now = () => instant;
  try {
    await t.app.deps.outbox.deliverDue();
  } finally {
    t.app.deps.now = now;
  }
}

describe('GET /api/admin/partnerRequests', () => {
  it('lists requests and accepted requests (not verified partners), newest first, with the list fields', async () => {
    const minute = 60_000;
    const older = await partnerRequestRow(t, { createdAt: new Date(Date.now() - 3 * minute) });
    const accepted = await partnerRequestRow(t, { isVerifed: 'mailSented', createdAt: new Date(Date.now() - minute) });
    const verified = await createPartner(t.db, { isVerifed: 'true' });

    const body = await requests();
    expect(body.success).toBe(true);
    const mine = body.data.filter((p) => [older.id, accepted.id, verified.id].includes(p._id));
    expect(mine).toEqual([
      {
        _id: accepted.id,
        fname: 'Test',
        lname: 'Owner',
        email: accepted.email,
        isVerifed: 'mailSented',
        status: true,
        createdAt: accepted.createdAt.toISOString(),
      },
      expect.objectContaining({ _id: older.id, isVerifed: false }),
    ]);
    expect(body.page).toBeUndefined();
    const times = body.data.map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages when asked: 20 a page, a page past the end answers the last page', async () => {
    for (let i = 0; i < 21; i++) await partnerRequestRow(t);
    const all = (await requests()).data;
    const first = partnerRequestsResponse.parse((await get('/api/admin/partnerRequests?page=1')).json());
    expect(first.data).toEqual(all.slice(0, 20));
    expect(first.totalPages).toBe(Math.ceil(all.length / 20));
    const past = partnerRequestsResponse.parse((await get('/api/admin/partnerRequests?page=999')).json());
    expect(past.page).toBe(first.totalPages);
    expect(past.data).toEqual(all.slice((past.page ?? 1) * 20 - 20));
  });
});

describe('GET /api/admin/sendMailToPartner (Accept)', () => {
  it('accepts a request, mails the partner, answers the refreshed list; the partner can then log in', async () => {
    const request = await partnerRequestRow(t, { fname: 'Meera' });
    const before = await partnerLogin(request.email);
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe(msg.partnerAwaitingApproval);

    const res = await get(`/api/admin/sendMailToPartner?email=${q(` ${request.email.toUpperCase()} `)}`);
    expect(res.statusCode).toBe(200);
    const body = sendMailToPartnerResponse.parse(res.json());
    expect(body.message).toBe(msg.partnerAccepted);
    expect(body.data.find((p) => p._id === request.id)?.isVerifed).toBe('mailSented');
    expect(body.data).toEqual((await requests()).data);
    expect((await partnerRow(request.id))?.isVerifed).toBe('mailSented');

    const mails = t.mails.filter((m) => m.to === request.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/accepted/i);
    expect(mails[0]?.text).toContain('Hello Meera');

    const login = await partnerLogin(request.email);
    expect(login.statusCode).toBe(200);
    expect(login.json().data.token).toEqual(expect.any(String));
  });

  it('is idempotent: accepting again changes nothing and sends no second mail', async () => {
    const request = await partnerRequestRow(t);
    await get(`/api/admin/sendMailToPartner?email=${q(request.email)}`);
    const again = await get(`/api/admin/sendMailToPartner?email=${q(request.email)}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(msg.partnerAlreadyAccepted);
    expect(t.mails.filter((m) => m.to === request.email)).toHaveLength(1);
  });

  it('two Accept clicks at once send one mail', async () => {
    const request = await partnerRequestRow(t);
    const both = await Promise.all([1, 2].map(() => get(`/api/admin/sendMailToPartner?email=${q(request.email)}`)));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => String(r.json().message)).sort()).toEqual(
      [msg.partnerAccepted, msg.partnerAlreadyAccepted].sort(),
    );
    expect(t.mails.filter((m) => m.to === request.email)).toHaveLength(1);
  });

  it('a verified partner → 409', async () => {
    const partner = await createPartner(t.db);
    const res = await get(`/api/admin/sendMailToPartner?email=${q(partner.email)}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: msg.partnerAlreadyVerified });
    expect((await partnerRow(partner.id))?.isVerifed).toBe('true');
  });

  it('with SMTP down the acceptance stands and its mail waits in the outbox; it goes, once, when SMTP is back', async () => {
    const request = await partnerRequestRow(t);
    const res = await withFailingMailer(() => get(`/api/admin/sendMailToPartner?email=${q(request.email)}`));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(msg.partnerAccepted);
    expect((await partnerRow(request.id))?.isVerifed).toBe('mailSented');
    const [waiting] = await t.db.select().from(outbox).where(eq(outbox.to, request.email));
    expect(waiting).toMatchObject({ status: 'pending', kind: 'partner-accepted' });
    expect(t.mails.filter((m) => m.to === request.email)).toHaveLength(0);

    // a second click changes nothing and queues nothing
    const again = await get(`/api/admin/sendMailToPartner?email=${q(request.email)}`);
    expect(again.json().message).toBe(msg.partnerAlreadyAccepted);
    await deliverAt(waiting?.nextAttemptAt);
    expect(t.mails.filter((m) => m.to === request.email)).toHaveLength(1);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, request.email))).toMatchObject([{ status: 'sent' }]);
  });
});

describe('GET /api/admin/rejectPartner', () => {
  it('removes a request, tells the person by e-mail; the row leaves the list', async () => {
    const request = await partnerRequestRow(t, { fname: 'Kiran' });
    const res = await get(`/api/admin/rejectPartner?email=${q(request.email)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: msg.partnerRejected });
    expect(await partnerRow(request.id)).toBeUndefined();
    expect((await requests()).data.some((p) => p._id === request.id)).toBe(false);
    const mail = t.mails.filter((m) => m.to === request.email).at(-1);
    expect(mail?.text).toContain('Hello Kiran');
    expect(mail?.text).toMatch(/not accepted/);

    const again = await get(`/api/admin/rejectPartner?email=${q(request.email)}`);
    expect(again.statusCode).toBe(404);
  });

  it('removes an accepted request with its points and ID proofs; its session ends', async () => {
    const partner = await partnerRequestRow(t, { isVerifed: 'mailSented' });
    const headers = bearer(await tokenFor(t.app, 'partner', partner));
    await t.db.insert(partnerLocations).values({ partnerId: partner.id, name: 'Bus stand' });
    const upload = await api.call({
      method: 'POST',
      url: '/api/partner/uploadProof',
      headers,
      payload: multipart({}, [
        ['aadhaar', png],
        ['pan', png],
      ]),
    });
    expect(upload.statusCode).toBe(200);

    const res = await get(`/api/admin/rejectPartner?email=${q(partner.email)}`);
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(partnerLocations).where(eq(partnerLocations.partnerId, partner.id))).toEqual([]);
    expect(await t.db.select().from(files).where(eq(files.ownerId, partner.id))).toEqual([]);
    const session = await api.call({ method: 'POST', url: '/api/partner/checkIfPartner', headers });
    expect(session.statusCode).toBe(401);
  });

  it('a verified partner cannot be rejected (409); nor a request with bikes', async () => {
    const verified = await createPartner(t.db);
    const res = await get(`/api/admin/rejectPartner?email=${q(verified.email)}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: msg.partnerVerifiedCannotReject });
    expect(await partnerRow(verified.id)).toBeDefined();

    const withBike = await partnerRequestRow(t, { isVerifed: 'mailSented' });
    await createBike(t.db, withBike.id, { deletedAt: new Date() });
    const refused = await get(`/api/admin/rejectPartner?email=${q(withBike.email)}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(msg.partnerHasBikes);
    expect(await partnerRow(withBike.id)).toBeDefined();
  });

  it('the removal stands when SMTP is down; its mail waits in the outbox and goes when SMTP is back', async () => {
    const request = await partnerRequestRow(t);
    const res = await withFailingMailer(() => get(`/api/admin/rejectPartner?email=${q(request.email)}`));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: msg.partnerRejected });
    expect(await partnerRow(request.id)).toBeUndefined();
    const [waiting] = await t.db.select().from(outbox).where(eq(outbox.to, request.email));
    expect(waiting).toMatchObject({ status: 'pending', kind: 'partner-rejected' });
    await deliverAt(waiting?.nextAttemptAt);
    expect(t.mails.filter((m) => m.to === request.email)).toHaveLength(1);
  });
});

describe('GET /api/admin/verifyPartner', () => {
  it('verifying shows the partner’s bikes to customers; unverifying hides them but keeps the partner’s session', async () => {
    const partner = await partnerRequestRow(t, { isVerifed: 'mailSented' });
    const headers = bearer(await tokenFor(t.app, 'partner', partner));
    const bike = await createBike(t.db, partner.id);
    expect(await tariffIds()).not.toContain(bike.id);
    expect(await fleetIds()).not.toContain(bike.id);

    const res = await get(`/api/admin/verifyPartner?email=${q(partner.email)}`);
    expect(res.statusCode).toBe(200);
    const body = verifyPartnerResponse.parse(res.json());
    expect(body.message).toBe(msg.partnerVerified);
    expect(body.data).toMatchObject({ _id: partner.id, email: partner.email, isVerifed: true, status: true });
    expect(await tariffIds()).toContain(bike.id);
    expect(await fleetIds()).toContain(bike.id);
    expect((await verifiedList()).data.some((p) => p._id === partner.id)).toBe(true);
    expect((await requests()).data.some((p) => p._id === partner.id)).toBe(false);

    const undo = await get(`/api/admin/verifyPartner?email=${q(partner.email)}`);
    expect(undo.statusCode).toBe(200);
    expect(undo.json().message).toBe(msg.partnerUnverified);
    expect(undo.json().data.isVerifed).toBe('mailSented');
    expect(await tariffIds()).not.toContain(bike.id);
    expect(await fleetIds()).not.toContain(bike.id);
    expect((await verifiedList()).data.some((p) => p._id === partner.id)).toBe(false);
    const session = await api.call({ method: 'POST', url: '/api/partner/checkIfPartner', headers });
    expect(session.statusCode).toBe(200);
  });

  it('a request not yet accepted cannot be verified (409)', async () => {
    const request = await partnerRequestRow(t);
    const res = await get(`/api/admin/verifyPartner?email=${q(request.email)}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: msg.partnerNotAccepted });
    expect((await partnerRow(request.id))?.isVerifed).toBe('false');
  });
});

describe('GET /api/admin/partnerDetails', () => {
  it('answers the partner single page, ID proofs through signed URLs that work', async () => {
    const partner = await createPartner(t.db, {
      fname: 'Ravi',
      lname: 'Kumar',
      mobile: '9876543210',
      city: 'Mysuru',
      gstNo: '29AAPFU0939F1ZR',
      isVerifed: 'mailSented',
    });
    const headers = bearer(await tokenFor(t.app, 'partner', partner));
    await api.call({
      method: 'POST',
      url: '/api/partner/uploadProof',
      headers,
      payload: multipart({}, [
        ['aadhaar', png],
        ['pan', png],
      ]),
    });
    await api.call({
      method: 'POST',
      url: '/api/partner/uploadLocationPoints',
      headers,
      payload: { pointName: 'Gate 1' },
    });

    const res = await get(`/api/admin/partnerDetails?id=${partner.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = partnerDetailsResponse.parse(res.json());
    expect(data).toEqual({
      bankAccount: null,
      _id: partner.id,
      fname: 'Ravi',
      lname: 'Kumar',
      email: partner.email,
      mobile: '9876543210',
      city: 'Mysuru',
      gstNo: '29AAPFU0939F1ZR',
      image: null,
      aadhaar: expect.stringMatching(/^\/api\/files\/[0-9a-f-]+\?exp=\d+&sig=[0-9a-f]{64}$/),
      pan: expect.stringMatching(/^\/api\/files\//),
      locations: [{ _id: expect.any(String), name: 'Gate 1' }],
      isVerifed: 'mailSented',
      status: true,
      bufferMinutes: 0,
    });
    for (const url of [data.aadhaar ?? '', data.pan ?? '']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it('a request with nothing filled in: nulls and no points', async () => {
    const request = await partnerRequestRow(t, { city: null });
    const { data } = partnerDetailsResponse.parse((await get(`/api/admin/partnerDetails?id=${request.id}`)).json());
    expect(data).toMatchObject({ mobile: null, city: null, gstNo: null, image: null, aadhaar: null, pan: null });
    expect(data.locations).toEqual([]);
    expect(data.isVerifed).toBe(false);
  });
});

describe('PUT /api/admin/changeStatus (block/unblock a partner)', () => {
  it('blocking ends the partner’s session at once, refuses their login and hides their bikes; unblocking lets them log in again (old tokens stay revoked)', async () => {
    const partner = await createPartner(t.db);
    const headers = bearer(await tokenFor(t.app, 'partner', partner));
    const bike = await createBike(t.db, partner.id);
    expect(await tariffIds()).toContain(bike.id);
    const put = () => api.call({ method: 'PUT', url: `/api/admin/changeStatus?id=${partner.id}`, headers: admin });

    const blocked = await put();
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({
      success: true,
      message: msg.partnerBlocked,
      updatedrequest: {
        _id: partner.id,
        fname: 'Test',
        lname: 'Owner',
        email: partner.email,
        isVerifed: true,
        status: false,
        createdAt: partner.createdAt.toISOString(),
      },
    });
    const refused = await api.call({ method: 'GET', url: '/api/partner/viewBikes', headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(msg.accountBlocked);
    const login = await partnerLogin(partner.email);
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(msg.accountBlocked);
    expect(await tariffIds()).not.toContain(bike.id);
    expect((await verifiedList()).data.find((p) => p._id === partner.id)?.status).toBe(false);

    const unblocked = await put();
    expect(unblocked.json().message).toBe(msg.partnerUnblocked);
    expect(unblocked.json().updatedrequest.status).toBe(true);
    expect((await api.call({ method: 'GET', url: '/api/partner/viewBikes', headers })).statusCode).toBe(401);
    const fresh = bearer(await tokenFor(t.app, 'partner', { ...partner, tokenVersion: partner.tokenVersion + 1 }));
    expect((await api.call({ method: 'GET', url: '/api/partner/viewBikes', headers: fresh })).statusCode).toBe(200);
    expect(await tariffIds()).toContain(bike.id);
  });
});

describe('GET /api/admin/partnerVerifiedList', () => {
  it('lists verified partners only, blocked ones included, newest first', async () => {
    const verified = await createPartner(t.db);
    const blocked = await createPartner(t.db, { status: false });
    const request = await partnerRequestRow(t, { isVerifed: 'mailSented' });
    const { data } = await verifiedList();
    const ids = data.map((p) => p._id);
    expect(ids).toEqual(expect.arrayContaining([verified.id, blocked.id]));
    expect(ids).not.toContain(request.id);
    expect(data.every((p) => p.isVerifed === true)).toBe(true);
    const times = data.map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const paged = partnerVerifiedListResponse.parse((await get('/api/admin/partnerVerifiedList?page=1')).json());
    expect(paged).toMatchObject({ page: 1, totalPages: Math.ceil(data.length / 20) });
  });
});
