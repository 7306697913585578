import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfileResponse } from '#shared/api/account.ts';
import { msg } from '#shared/messages.ts';
import { files, users } from '#server/db/schema/index.ts';
import { solidPng } from '#server/test/test-images.ts';
import { bearer, createPartner, createUser, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { recordingInject } from '../../test/kits/account-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof recordingInject>;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  api = recordingInject(t);
  png = await solidPng(60, 40);
});
afterAll(async () => {
  await t.close();
});

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  return { user, headers: bearer(await tokenFor(t.app, 'user', user)) };
}

const imageBlob = (bytes: Buffer, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });

function editForm(fields: Record<string, string>, image?: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', imageBlob(image), 'me.png');
  return form;
}

function proofForm(front?: Buffer | string, back?: Buffer | string) {
  const form = new FormData();
  const part = (value: Buffer | string) =>
    typeof value === 'string' ? new Blob([value], { type: 'text/plain' }) : imageBlob(value);
  if (front !== undefined) form.append('licenseFrontSide', part(front), 'front.png');
  if (back !== undefined) form.append('licenseBackSide', part(back), 'back.png');
  return form;
}

const profile = (headers: Record<string, string>) => api.call({ method: 'POST', url: '/api/userProfile', headers });

describe('userProfile', () => {
  it("answers the caller's own profile with exactly the spec's fields", async () => {
    const { user, headers } = await signedIn();
    const res = await profile(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'ok',
      data: {
        _id: user.id,
        fname: user.fname,
        lname: user.lname,
        email: user.email,
        mobile: user.mobile,
        image: null,
        licenseFrontSide: null,
        licenseBackSide: null,
        status: true,
      },
    });
  });

  it('always answers the caller, whatever id the request names', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const attempts = [
      { url: '/api/userProfile', payload: { id: bob.user.id, _id: bob.user.id } },
      { url: `/api/userProfile?id=${bob.user.id}&_id=${bob.user.id}` },
    ];
    for (const attempt of attempts) {
      const res = await api.call({ method: 'POST', headers: alice.headers, ...attempt });
      expect(res.json().data._id).toBe(alice.user.id);
      expect(res.body).not.toContain(bob.user.email);
    }
    expect((await profile(bob.headers)).json().data._id).toBe(bob.user.id);
  });

  it('needs a user token: none → 401, a partner token → 403, a blocked user → 403', async () => {
    expect((await api.call({ method: 'POST', url: '/api/userProfile' })).statusCode).toBe(401);
    const partner = await createPartner(t.db);
    const asPartner = await profile(bearer(await tokenFor(t.app, 'partner', partner)));
    expect(asPartner.statusCode).toBe(403);
    const blocked = await signedIn({ status: false });
    const res = await profile(blocked.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: msg.accountBlocked });
  });

  it('the other profile calls are guarded the same way', async () => {
    const partner = await createPartner(t.db);
    const partnerHeaders = bearer(await tokenFor(t.app, 'partner', partner));
    const blocked = await signedIn({ status: false });
    for (const url of ['/api/editUserProfile', '/api/uploadProof']) {
      expect((await api.call({ method: 'POST', url, payload: proofForm(png, png) })).statusCode).toBe(401);
      expect(
        (await api.call({ method: 'POST', url, headers: partnerHeaders, payload: proofForm(png, png) })).statusCode,
      ).toBe(403);
      expect(
        (await api.call({ method: 'POST', url, headers: blocked.headers, payload: proofForm(png, png) })).statusCode,
      ).toBe(403);
    }
  });
});

describe('editUserProfile', () => {
  it('sets fname, lname, mobile and a real photo; replacing the photo deletes the old file', async () => {
    const { user, headers } = await signedIn();
    const first = await api.call({
      method: 'POST',
      url: '/api/editUserProfile',
      headers,
      payload: editForm({ fname: ' Meera ', lname: 'Iyer', mobile: '9123456780', email: 'hijack@example.test' }, png),
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      success: true,
      message: msg.profileUpdated,
      data: { _id: user.id, fname: 'Meera', lname: 'Iyer', mobile: '+919123456780', email: user.email },
    });
    const firstUrl: string = body.data.image;
    expect(firstUrl).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const second = await api.call({
      method: 'POST',
      url: '/api/editUserProfile',
      headers,
      payload: editForm({ fname: 'Meera', lname: 'Iyer', mobile: '9123456780' }, await solidPng(30, 30)),
    });
    const secondUrl: string = second.json().data.image;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(200);
    const owned = await t.db
      .select()
      .from(files)
      .where(and(eq(files.ownerId, user.id), eq(files.kind, 'profile')));
    expect(owned).toHaveLength(1);
  });

  it('without a photo keeps the current one', async () => {
    const { headers } = await signedIn({ image: '/uploads/seeded.png' });
    const res = await api.call({
      method: 'POST',
      url: '/api/editUserProfile',
      headers,
      payload: editForm({ fname: 'Kiran', lname: 'Das', mobile: '9000000001' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ fname: 'Kiran', image: '/uploads/seeded.png' });
  });

  const cases: [string, Record<string, string>, string, string][] = [
    ['fname blank', { fname: ' ', lname: 'Das', mobile: '9000000001' }, 'fname', msg.fnameRequired],
    ['lname missing', { fname: 'Kiran', mobile: '9000000001' }, 'lname', msg.lnameRequired],
    ['mobile missing', { fname: 'Kiran', lname: 'Das' }, 'mobile', msg.mobileRequired],
    ['mobile short', { fname: 'Kiran', lname: 'Das', mobile: '90000' }, 'mobile', msg.mobileDigits],
  ];
  it.each(cases)('%s → 400 with its message, nothing stored', async (_name, fields, field, message) => {
    const { user, headers } = await signedIn();
    const res = await api.call({
      method: 'POST',
      url: '/api/editUserProfile',
      headers,
      payload: editForm(fields, png),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message, errors: { [field]: message } });
    expect(await t.db.select().from(files).where(eq(files.ownerId, user.id))).toHaveLength(0);
  });

  it('a photo that is not an image → 415, profile unchanged', async () => {
    const { user, headers } = await signedIn();
    const form = editForm({ fname: 'Changed', lname: 'Das', mobile: '9000000001' });
    form.append('image', new Blob(['not an image'], { type: 'image/png' }), 'fake.png');
    const res = await api.call({ method: 'POST', url: '/api/editUserProfile', headers, payload: form });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: msg.invalidImageType });
    const [row] = await t.db.select({ fname: users.fname }).from(users).where(eq(users.id, user.id));
    expect(row?.fname).toBe(user.fname);
  });
});

describe('uploadProof', () => {
  it('stores both licence images privately, shows them to their owner through signed URLs, replaces the old pair', async () => {
    const { user, headers } = await signedIn();
    const res = await api.call({ method: 'POST', url: '/api/uploadProof', headers, payload: proofForm(png, png) });
    expect(res.statusCode).toBe(200);
    const { data, message } = userProfileResponse.parse(res.json());
    expect(message).toBe(msg.proofUploaded);
    for (const url of [data.licenseFrontSide ?? '', data.licenseBackSide ?? '']) {
      expect(url).toMatch(/^\/api\/files\/[0-9a-f-]+\?exp=\d+&sig=[0-9a-f]{64}$/);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      // without the signature the file is not reachable
      expect((await t.app.inject({ method: 'GET', url: url.split('?')[0] ?? '' })).statusCode).toBe(403);
    }
    const stored = await t.db.select().from(files).where(eq(files.ownerId, user.id));
    expect(stored.map((f) => [f.kind, f.visibility])).toEqual([
      ['license', 'private'],
      ['license', 'private'],
    ]);

    // the profile call shows them too
    expect((await profile(headers)).json().data.licenseFrontSide).toMatch(/^\/api\/files\//);

    const again = await api.call({ method: 'POST', url: '/api/uploadProof', headers, payload: proofForm(png, png) });
    expect(again.statusCode).toBe(200);
    const after = await t.db.select().from(files).where(eq(files.ownerId, user.id));
    expect(after).toHaveLength(2);
    expect(after.map((f) => f.id).some((id) => stored.some((s) => s.id === id))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: data.licenseFrontSide ?? '' })).statusCode).toBe(404);
  });

  it.each([
    ['only the front', proofForm(png, undefined)],
    ['only the back', proofForm(undefined, png)],
    ['nothing', proofForm()],
  ])('%s → 400 select both files', async (_name, form) => {
    const { headers } = await signedIn();
    const res = await api.call({ method: 'POST', url: '/api/uploadProof', headers, payload: form });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: msg.selectBothFiles });
  });

  it('a text file → 415, and the good image sent with it is not kept', async () => {
    const { user, headers } = await signedIn();
    const res = await api.call({
      method: 'POST',
      url: '/api/uploadProof',
      headers,
      payload: proofForm(png, 'hello, I am text'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: msg.invalidImageType });
    expect(await t.db.select().from(files).where(eq(files.ownerId, user.id))).toHaveLength(0);
    const [row] = await t.db.select({ front: users.licenseFrontSide }).from(users).where(eq(users.id, user.id));
    expect(row?.front).toBeNull();
  });

  it('a JSON body instead of files → 400', async () => {
    const { headers } = await signedIn();
    const res = await api.call({
      method: 'POST',
      url: '/api/uploadProof',
      headers,
      payload: { licenseFrontSide: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('answers', () => {
  it('never carried a password hash', () => {
    expect(api.bodies.length).toBeGreaterThan(20);
    for (const body of api.bodies) expect(body).not.toMatch(/argon2|passwordHash|password_hash/i);
  });
});
