import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Double, type S3Double } from '#server/test/s3-double.ts';
import { copyFiles } from './copy-files.ts';
import { createDiskStore } from './disk-store.ts';
import { createS3Store } from './s3-store.ts';

let double: S3Double;
let dir: string;

beforeAll(async () => {
  double = await startS3Double({ pageSize: 3 });
  dir = await mkdtemp(path.join(tmpdir(), 'revon-copy-'));
});

afterAll(async () => {
  await double.close();
  await rm(dir, { recursive: true, force: true });
});

describe('copyFiles (npm run storage:migrate)', () => {
  it('copies a local uploads folder into the bucket once: a second run copies nothing', async () => {
    const disk = createDiskStore(dir);
    const bucket = createS3Store({ bucket: double.bucket, endpoint: double.endpoint, forcePathStyle: true, credentials: double.credentials });
    const id = '0b8c1a0e-4a4e-4c43-9a53-5b8d3c1e2f10';
    await disk.put(`public/${id}.png`, Buffer.from('photo'), 'image/png');
    await disk.put(`public/${id}.w320.webp`, Buffer.from('small'), 'image/webp');
    await disk.put(`private/${id}.jpg`, Buffer.from('licence'), 'image/jpeg');
    await disk.put(`public/${id}.gif`, Buffer.from('gif'), 'image/gif');
    const lines: string[] = [];
    const first = await copyFiles(disk, bucket, { write: (line: string) => lines.push(line) });
    expect(first).toMatchObject({ copied: 4, skipped: 0, failed: [] });
    expect(first.copiedBytes).toBe('photo'.length + 'small'.length + 'licence'.length + 'gif'.length);
    expect(double.objects().get(`private/${id}.jpg`)).toMatchObject({ contentType: 'image/jpeg', publicRead: false });
    expect(double.objects().get(`public/${id}.w320.webp`)?.contentType).toBe('image/webp');
    expect(lines.at(-1)).toMatch(/copy {2}\[#+\] 100 %/);
    const second = await copyFiles(disk, bucket);
    expect(second).toMatchObject({ copied: 0, skipped: 4, failed: [] });
  });

  it('reports what the bucket refused and copies it on the next run', async () => {
    const disk = createDiskStore(dir);
    const bucket = createS3Store({ bucket: double.bucket, endpoint: double.endpoint, forcePathStyle: true, credentials: double.credentials });
    const id = '1c9d2b1f-5b5f-4d54-8b64-6c9e4d2f3a21';
    await disk.put(`public/${id}.png`, Buffer.from('new photo'), 'image/png');
    const objectsBefore = double.objects().size;
    double.setDown(true);
    await expect(copyFiles(disk, bucket)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    double.setDown(false);
    expect(double.objects().size).toBe(objectsBefore);
    expect(await copyFiles(disk, bucket)).toMatchObject({ copied: 1, skipped: 4 });
  });
});
