import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appErrorOf } from '#server/test/app-error-of.ts';
import { startS3Double, type S3Double } from '#server/test/s3-double.ts';
import { readAll } from './file-store.ts';
import { createS3Store } from './s3-store.ts';

let double: S3Double;

beforeAll(async () => {
  double = await startS3Double({ pageSize: 2 });
});

afterAll(async () => {
  await double.close();
});

const store = () =>
  createS3Store({
    bucket: double.bucket,
    endpoint: double.endpoint,
    forcePathStyle: true,
    region: double.region,
    credentials: double.credentials,
  });

describe('the S3 store (against a local S3-compatible double that checks SigV4)', () => {
  it('puts, reads, heads, lists and deletes objects, signed by the SDK', async () => {
    const s3 = store();
    const data = Buffer.from('a photo of a bike');
    await s3.put('public/one.png', data, 'image/png');
    await s3.put('private/two.png', Buffer.from('a licence'), 'image/png');
    expect(double.objects().get('public/one.png')?.contentType).toBe('image/png');
    const object = await s3.get('public/one.png');
    if (!object) throw new Error('expected the object');
    expect(object.size).toBe(data.length);
    expect(await readAll(object)).toEqual(data);
    expect(await s3.has('public/one.png')).toBe(true);
    expect(await s3.has('public/missing.png')).toBe(false);
    expect(await s3.get('public/missing.png')).toBeUndefined();
    const listed = [];
    for await (const entry of s3.list('public/')) listed.push(entry);
    expect(listed).toEqual([{ key: 'public/one.png', size: data.length }]);
    await s3.delete(['public/one.png', 'public/never-there.png']);
    expect(await s3.has('public/one.png')).toBe(false);
    expect(double.refusedSignatures()).toBe(0);
  });

  it('writes no object publicly readable: an anonymous GET is refused', async () => {
    await store().put('public/three.png', Buffer.from('x'), 'image/png');
    expect(double.objects().get('public/three.png')?.publicRead).toBe(false);
    const anonymous = await fetch(`${double.endpoint}/${double.bucket}/public/three.png`);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toContain('AccessDenied');
  });

  it('lists past one page (ListObjectsV2 continuation)', async () => {
    const s3 = store();
    for (let i = 0; i < 5; i++)
      double.objects().set(`private/page-${i}`, { data: Buffer.from('p'), contentType: 'x', publicRead: false });
    const listed: string[] = [];
    for await (const entry of s3.list('private/page-')) listed.push(entry.key);
    expect(listed).toEqual([0, 1, 2, 3, 4].map((i) => `private/page-${i}`));
  });

  it('answers 503 (UNAVAILABLE) when the store is down, and when the credentials are wrong', async () => {
    double.setDown(true);
    try {
      const put = await appErrorOf(store().put('public/four.png', Buffer.from('x'), 'image/png'));
      expect(put.code).toBe('UNAVAILABLE');
      expect(put.status).toBe(503);
      expect((await appErrorOf(store().get('public/three.png'))).code).toBe('UNAVAILABLE');
    } finally {
      double.setDown(false);
    }
    const wrong = createS3Store({
      bucket: double.bucket,
      endpoint: double.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: double.credentials.accessKeyId, secretAccessKey: 'not-the-secret' },
    });
    expect((await appErrorOf(wrong.put('public/five.png', Buffer.from('x'), 'image/png'))).code).toBe('UNAVAILABLE');
    expect(double.objects().has('public/five.png')).toBe(false);
    expect(double.refusedSignatures()).toBeGreaterThan(0);
  });

  it('answers 503 when nothing listens at the endpoint', async () => {
    const gone = await startS3Double();
    await gone.close();
    const s3 = createS3Store({
      bucket: gone.bucket,
      endpoint: gone.endpoint,
      forcePathStyle: true,
      credentials: gone.credentials,
    });
    expect((await appErrorOf(s3.put('public/six.png', Buffer.from('x'), 'image/png'))).status).toBe(503);
  });
});
