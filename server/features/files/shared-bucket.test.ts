import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { userProfileResponse } from '#shared/api/account.ts';
import { partnerDetailsResponse } from '#shared/api/admin.ts';
import { addBikeResponse } from '#shared/api/partner.ts';
import { msg } from '#shared/messages.ts';
import { bikes, files, users } from '#server/db/schema/index.ts';
import { signedInAdmin, signedInUser } from '#server/test/kits/admin-test-kit.ts';
import { bikeFields, multipart, signedInPartner } from '#server/test/kits/partner-test-kit.ts';
import { startS3Double, type S3Double } from '#server/test/s3-double.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabases } from '#server/test/test-database.ts';
import { solidPng } from '#server/test/test-images.ts';
import { imageSources } from '#web/lib/image-sources.ts';

// Issue 31's scale-out: two instances with their own DATA_DIRs on one database (and one Redis when
// the run has one) and one bucket on a local S3-compatible server that checks signatures and keeps
// objects private. What one instance stores, the other serves; nothing lands on either's disk.

let double: S3Double;
let a: TestApp;
let b: TestApp;
let png: Buffer;

beforeAll(async () => {
  double = await startS3Double();
  // The AWS SDK's own credential chain reads these, as on a real deployment.
  vi.stubEnv('AWS_ACCESS_KEY_ID', double.credentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', double.credentials.secretAccessKey);
  const redisUrl = inject('redisUrl');
  const env = {
    S3_BUCKET: double.bucket,
    S3_ENDPOINT: double.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_REGION: double.region,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
  const [first, second] = await createTestDatabases(2);
  if (!first || !second) throw new Error('expected two database handles');
  a = await createTestApp({ database: first, env });
  b = await createTestApp({ database: second, env });
  png = await solidPng(900, 600);
});

afterAll(async () => {
  await b.close();
  await a.close();
  await double.close();
  vi.unstubAllEnvs();
});

async function uploadsOnDisk(t: TestApp): Promise<string[]> {
  return readdir(path.join(t.app.deps.env.dataDir, 'uploads')).catch(() => []);
}

describe('two instances, one database, one bucket', () => {
  it('runs two instances with different data folders on the S3 store', () => {
    expect(a.app.deps.env.dataDir).not.toBe(b.app.deps.env.dataDir);
    expect(a.app.deps.store.kind).toBe('s3');
    expect(b.app.deps.store.kind).toBe('s3');
  });

  it('a bike photo added through A, and its renditions, load through B', async () => {
    const { headers } = await signedInPartner(a);
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/partner/addBikes',
      headers,
      payload: multipart(bikeFields(), [['image', png]]),
    });
    expect(res.statusCode).toBe(200);
    const [url] = addBikeResponse.parse(res.json()).data.image;
    if (!url) throw new Error('expected a photo URL');
    const fromA = await a.app.inject({ method: 'GET', url });
    const fromB = await b.app.inject({ method: 'GET', url });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/png');
    expect(fromB.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fromB.rawPayload).toEqual(fromA.rawPayload);
    const { srcSet } = imageSources(url, '100vw');
    const renditions = (srcSet ?? '').split(', ').map((candidate) => candidate.split(' ')[0] ?? '');
    expect(renditions).toHaveLength(3);
    for (const rendition of renditions) {
      const served = await b.app.inject({ method: 'GET', url: rendition });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    expect(double.objects().has(`public/${url.slice('/uploads/'.length)}`)).toBe(true);
    expect(await uploadsOnDisk(a)).toEqual([]);
    expect(await uploadsOnDisk(b)).toEqual([]);
  });

  it("a customer's licence uploaded on B is served through A's signed URL, refused without one, and private in the bucket", async () => {
    const { user, headers } = await signedInUser(b);
    const upload = await b.app.inject({
      method: 'POST',
      url: '/api/uploadProof',
      headers,
      payload: multipart({}, [
        ['licenseFrontSide', png],
        ['licenseBackSide', png],
      ]),
    });
    expect(upload.statusCode).toBe(200);
    const profile = await a.app.inject({ method: 'POST', url: '/api/userProfile', headers });
    const signed = userProfileResponse.parse(profile.json()).data.licenseFrontSide;
    if (!signed) throw new Error('expected a signed URL');
    const served = await a.app.inject({ method: 'GET', url: signed });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    const unsigned = await a.app.inject({ method: 'GET', url: signed.split('?')[0] ?? '' });
    expect(unsigned.statusCode).toBe(403);

    const [row] = await a.db.select({ front: users.licenseFrontSide }).from(users).where(eq(users.id, user.id));
    const [file] = await a.db.select().from(files).where(eq(files.id, row?.front ?? ''));
    if (!file) throw new Error('expected the licence file row');
    const key = `private/${file.storageName}`;
    expect(double.objects().get(key)?.data).toEqual(served.rawPayload);
    const anonymous = await fetch(`${double.endpoint}/${double.bucket}/${key}`);
    expect(anonymous.status).toBe(403);
    // nor under the public URL scheme: a private name is not served by /uploads
    expect((await b.app.inject({ method: 'GET', url: `/uploads/${file.storageName}` })).statusCode).toBe(404);
  });

  it("a partner's Aadhaar uploaded on B is served to the admin through A's signed URL", async () => {
    const { partner, headers } = await signedInPartner(b);
    const upload = await b.app.inject({
      method: 'POST',
      url: '/api/partner/uploadProof',
      headers,
      payload: multipart({}, [
        ['aadhaar', png],
        ['pan', png],
      ]),
    });
    expect(upload.statusCode).toBe(200);
    const admin = await signedInAdmin(a);
    const details = await a.app.inject({
      method: 'GET',
      url: `/api/admin/partnerDetails?id=${partner.id}`,
      headers: admin.headers,
    });
    const { aadhaar } = partnerDetailsResponse.parse(details.json()).data;
    if (!aadhaar) throw new Error('expected a signed URL');
    expect((await a.app.inject({ method: 'GET', url: aadhaar })).statusCode).toBe(200);
  });

  it('the store down: uploads answer 503 with a clear message and leave no row pointing at a missing file', async () => {
    const { partner, headers } = await signedInPartner(a);
    const { user, headers: userHeaders } = await signedInUser(b);
    const filesBefore = (await a.db.select({ id: files.id }).from(files)).length;
    double.setDown(true);
    try {
      const bike = await a.app.inject({
        method: 'POST',
        url: '/api/partner/addBikes',
        headers,
        payload: multipart(bikeFields(), [
          ['image', png],
          ['image', png],
        ]),
      });
      expect(bike.statusCode).toBe(503);
      expect(bike.json()).toEqual({ success: false, message: msg.fileStoreUnavailable });
      const licence = await b.app.inject({
        method: 'POST',
        url: '/api/uploadProof',
        headers: userHeaders,
        payload: multipart({}, [
          ['licenseFrontSide', png],
          ['licenseBackSide', png],
        ]),
      });
      expect(licence.statusCode).toBe(503);
      expect(licence.json()).toMatchObject({ message: msg.fileStoreUnavailable });
    } finally {
      double.setDown(false);
    }
    expect(await a.db.select().from(bikes).where(eq(bikes.partnerId, partner.id))).toEqual([]);
    const [row] = await a.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.licenseFrontSide ?? null).toBeNull();
    expect((await a.db.select({ id: files.id }).from(files)).length).toBe(filesBefore);
    // and every row that exists points at an object that exists
    for (const file of await a.db.select().from(files)) {
      expect(double.objects().has(`${file.visibility}/${file.storageName}`)).toBe(true);
    }
  });
});
