import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerProfileResponse } from '#shared/api/partner.ts';
import { msg } from '#shared/messages.ts';
import { files, partnerLocations, partners } from '#server/db/schema/index.ts';
import { solidPng } from '#server/test/test-images.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { multipart, partnerApi, signedInPartner } from '../../test/kits/partner-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof partnerApi>;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  api = partnerApi(t);
  png = await solidPng(60, 40);
});
afterAll(async () => {
  await t.close();
  for (const body of api.bodies) expect(body).not.toMatch(/argon2|passwordHash|password_hash/);
});

const GST = '29AAPFU0939F1ZR';
const editFields = (overrides: Record<string, string> = {}) => ({
  fname: 'Ravi',
  lname: 'Kumar',
  mobile: '9876543210',
  city: 'Mysuru',
  gstNo: GST,
  ...overrides,
});

const profile = (headers: Record<string, string>) =>
  api.call({ method: 'POST', url: '/api/partner/partnerProfile', headers });
const edit = (headers: Record<string, string>, fields: Record<string, string>, image?: Buffer | string) =>
  api.call({
    method: 'POST',
    url: '/api/partner/editPartnerProfile',
    headers,
    payload: multipart(fields, image === undefined ? [] : [['image', image]]),
  });
const uploadProof = (headers: Record<string, string>, proofs: [string, Buffer | string][]) =>
  api.call({ method: 'POST', url: '/api/partner/uploadProof', headers, payload: multipart({}, proofs) });

describe('POST /api/partner/partnerProfile', () => {
  it('answers the caller’s profile with exactly the spec’s fields', async () => {
    const { partner, headers } = await signedInPartner(t, { isVerifed: 'mailSented', gstNo: GST });
    await t.db.insert(partnerLocations).values({ partnerId: partner.id, name: 'Bus stand' });
    const res = await profile(headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'ok',
      data: {
        _id: partner.id,
        fname: 'Test',
        lname: 'Owner',
        email: partner.email,
        mobile: null,
        bankAccount: null,
        city: 'Bengaluru',
        gstNo: GST,
        image: null,
        aadhaar: null,
        pan: null,
        locations: [{ _id: expect.any(String), name: 'Bus stand' }],
        isVerifed: 'mailSented',
        status: true,
        bufferMinutes: 0,
      },
    });
  });

  it('always answers the caller, whatever id the request names', async () => {
    const alice = await signedInPartner(t);
    const bob = await signedInPartner(t);
    const res = await api.call({
      method: 'POST',
      url: `/api/partner/partnerProfile?id=${bob.partner.id}`,
      headers: alice.headers,
      payload: { id: bob.partner.id, _id: bob.partner.id },
    });
    expect(res.json().data._id).toBe(alice.partner.id);
    expect(res.body).not.toContain(bob.partner.email);
  });
});

describe('POST /api/partner/editPartnerProfile', () => {
  it('sets the five fields and a photo; replacing the photo deletes the old file; e-mail untouched', async () => {
    const { partner, headers } = await signedInPartner(t);
    const first = await edit(
      headers,
      editFields({ fname: '  Ravi ', gstNo: GST.toLowerCase(), email: 'hijack@example.test', isVerifed: 'true' }),
      png,
    );
    expect(first.statusCode).toBe(200);
    const { data, message } = partnerProfileResponse.parse(first.json());
    expect(message).toBe(msg.profileUpdated);
    expect(data).toMatchObject({
      fname: 'Ravi',
      lname: 'Kumar',
      mobile: '+919876543210', // stored in E.164 (issue #33)
      city: 'Mysuru',
      gstNo: GST,
      email: partner.email,
      isVerifed: true, // the factory's partner is verified; the request could not change it either way
    });
    const firstUrl = data.image ?? '';
    expect(firstUrl).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(200);

    const second = await edit(headers, editFields(), await solidPng(30, 30));
    const secondUrl: string = second.json().data.image;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    const owned = await t.db
      .select()
      .from(files)
      .where(and(eq(files.ownerId, partner.id), eq(files.kind, 'profile')));
    expect(owned).toHaveLength(1);

    const withoutPhoto = await edit(headers, editFields({ city: 'Hubballi' }));
    expect(withoutPhoto.json().data).toMatchObject({ city: 'Hubballi', image: secondUrl });
  });

  it('cannot verify itself', async () => {
    const { partner, headers } = await signedInPartner(t, { isVerifed: 'mailSented' });
    await edit(headers, editFields({ isVerifed: 'true', status: 'false' }));
    const [row] = await t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row).toMatchObject({ isVerifed: 'mailSented', status: true });
  });

  const cases: [string, Record<string, string>, string, string][] = [
    ['fname blank', { fname: ' ' }, 'fname', msg.fnameRequired],
    ['lname blank', { lname: '' }, 'lname', msg.lnameRequired],
    ['mobile blank', { mobile: '' }, 'mobile', msg.mobileRequired],
    ['mobile letters', { mobile: '98765abcde' }, 'mobile', msg.mobileDigits],
    ['mobile 9 digits', { mobile: '987654321' }, 'mobile', msg.mobileDigits],
    ['city blank', { city: '  ' }, 'city', msg.cityRequired],
    ['gstNo blank', { gstNo: '' }, 'gstNo', msg.gstRequired],
    ['gstNo malformed', { gstNo: '12345' }, 'gstNo', msg.gstInvalid],
  ];
  it.each(cases)('%s → 400 with its message; nothing stored', async (_name, overrides, field, message) => {
    const { partner, headers } = await signedInPartner(t);
    const res = await edit(headers, editFields(overrides), png);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message, errors: { [field]: message } });
    expect(await t.db.select().from(files).where(eq(files.ownerId, partner.id))).toHaveLength(0);
    const [row] = await t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row?.fname).toBe('Test');
  });

  it('a photo that is not an image → 415, profile unchanged', async () => {
    const { partner, headers } = await signedInPartner(t);
    const res = await edit(headers, editFields({ fname: 'Changed' }), 'not an image');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: msg.invalidImageType });
    const [row] = await t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row?.fname).toBe('Test');
  });
});

describe('POST /api/partner/uploadProof', () => {
  it('stores Aadhaar and PAN privately, shows them through signed URLs, replaces the old pair', async () => {
    const { partner, headers } = await signedInPartner(t);
    const res = await uploadProof(headers, [
      ['aadhaar', png],
      ['pan', png],
    ]);
    expect(res.statusCode).toBe(200);
    const { data, message } = partnerProfileResponse.parse(res.json());
    expect(message).toBe(msg.proofUploaded);
    for (const url of [data.aadhaar ?? '', data.pan ?? '']) {
      expect(url).toMatch(/^\/api\/files\/[0-9a-f-]+\?exp=\d+&sig=[0-9a-f]{64}$/);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: url.split('?')[0] ?? '' })).statusCode).toBe(403);
    }
    const stored = await t.db.select().from(files).where(eq(files.ownerId, partner.id));
    expect(stored.map((f) => [f.kind, f.visibility]).sort()).toEqual([
      ['aadhaar', 'private'],
      ['pan', 'private'],
    ]);
    expect((await profile(headers)).json().data.aadhaar).toMatch(/^\/api\/files\//);

    const again = await uploadProof(headers, [
      ['aadhaar', png],
      ['pan', png],
    ]);
    expect(again.statusCode).toBe(200);
    const after = await t.db.select().from(files).where(eq(files.ownerId, partner.id));
    expect(after).toHaveLength(2);
    expect(after.some((f) => stored.some((s) => s.id === f.id))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: data.aadhaar ?? '' })).statusCode).toBe(404);
  });

  it.each([
    ['only Aadhaar', [['aadhaar', 'png']]],
    ['only PAN', [['pan', 'png']]],
    ['nothing', []],
  ] as const)('%s → 400 select both files', async (_name, parts) => {
    const { headers } = await signedInPartner(t);
    const res = await uploadProof(
      headers,
      parts.map(([field]) => [field, png]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: msg.selectBothFiles });
  });

  it('a text file → 415, and the good image sent with it is not kept', async () => {
    const { partner, headers } = await signedInPartner(t);
    const res = await uploadProof(headers, [
      ['aadhaar', png],
      ['pan', 'I am text'],
    ]);
    expect(res.statusCode).toBe(415);
    expect(await t.db.select().from(files).where(eq(files.ownerId, partner.id))).toHaveLength(0);
    const [row] = await t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row?.aadhaar).toBeNull();
  });
});
