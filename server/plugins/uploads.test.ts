import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import type { Database } from '#server/db/client.ts';
import { registerErrorHandler } from '#server/errors.ts';
import { createDiskStore } from '#server/features/files/disk-store.ts';
import { saveImage } from '#server/features/files/save-image.ts';
import { signFileUrl } from '#server/features/files/signed-url.ts';
import { RENDITION_WIDTHS, renditionName, uploadsRoot } from '#server/features/files/storage-paths.ts';
import { animatedGif, solidPng } from '#server/test/test-images.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
// The web app derives rendition URLs by convention; this checks that the server answers every one.
import { imageSources } from '#web/lib/image-sources.ts';
import { uploadsPlugin } from './uploads.ts';

const secret = 'test-secret-'.padEnd(64, 'x');
let database: Database;
let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'revon-uploads-'));
  app = Fastify();
  registerErrorHandler(app);
  await app.register(uploadsPlugin, { store: createDiskStore(uploadsRoot(dataDir)), db: database.db, secret });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function savePrivate() {
  const saved = await saveImage(
    { db: database.db, store: createDiskStore(uploadsRoot(dataDir)) },
    { bytes: await solidPng(), kind: 'pan', ownerRole: 'partner' },
  );
  return saved.id;
}

describe('GET /uploads/:name', () => {
  it('serves a public image with its type and a long immutable cache', async () => {
    const saved = await saveImage(
      { db: database.db, store: createDiskStore(uploadsRoot(dataDir)) },
      { bytes: await solidPng(), kind: 'bike', ownerRole: 'partner' },
    );
    if (!saved.url) throw new Error('expected a public URL');
    const res = await app.inject({ method: 'GET', url: saved.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('png');
  });

  it('answers 404 for an unknown name', async () => {
    const res = await app.inject({ method: 'GET', url: `/uploads/${crypto.randomUUID()}.png` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: msg.notFound });
  });

  it('never serves a private file, even by its stored name', async () => {
    const id = await savePrivate();
    const [row] = await database.db.query.files.findMany({ where: (f, { eq }) => eq(f.id, id) });
    if (!row) throw new Error('no row');
    for (const url of [
      `/uploads/${row.storageName}`,
      `/uploads/..%2Fprivate%2F${row.storageName}`,
      `/uploads/../private/${row.storageName}`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('refuses names that try to leave the folder', async () => {
    for (const url of ['/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/%2e%2e', '/uploads/x.png.txt', '/uploads/.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

async function savePublic(bytes: Promise<Buffer>, kind: 'bike' | 'coupon' = 'bike', renditions?: 'on-request') {
  const saved = await saveImage({ db: database.db, store: createDiskStore(uploadsRoot(dataDir)) }, { bytes: await bytes, kind, ownerRole: 'partner', renditions });
  if (!saved.url) throw new Error('expected a public URL');
  return saved.url;
}

const publicDir = () => path.join(dataDir, 'uploads', 'public');
const nameOf = (url: string) => url.replace('/uploads/', '');
const idOf = (url: string) => nameOf(url).replace(/\.(png|jpg|gif)$/, '');

describe('GET /uploads/<uuid>.w<width>.webp', () => {
  it('serves every rendition the web app lists, as image/webp with the long immutable cache', async () => {
    const url = await savePublic(solidPng(900, 600));
    const { srcSet } = imageSources(url, '100vw');
    const candidates = (srcSet ?? '').split(', ').map((entry) => entry.split(' '));
    expect(candidates.map(([, descriptor]) => descriptor)).toEqual(RENDITION_WIDTHS.map((w) => `${w}w`));
    const widths: (number | undefined)[] = [];
    for (const [candidate] of candidates) {
      const res = await app.inject({ method: 'GET', url: candidate ?? '' });
      expect(res.statusCode, candidate).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      widths.push(meta.width);
    }
    expect(widths).toEqual([320, 640, 900]);
  });

  it('answers 404 for widths outside the fixed set, and writes nothing for them', async () => {
    const url = await savePublic(solidPng(900, 600));
    const id = idOf(url);
    const before = await readdir(publicDir());
    for (const name of [
      `${id}.w500.webp`,
      `${id}.w0.webp`,
      `${id}.w1600.webp`,
      `${id}.w0640.webp`,
      `${id}.W640.webp`,
      `${id}.w640.png`,
      `${id}.w640.webp.tmp`,
      `${id}.webp`,
      `${id.toUpperCase()}.w640.webp`,
      `..%2F${id}.w640.webp`,
    ]) {
      const res = await app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toEqual({ success: false, message: msg.notFound });
    }
    expect(await readdir(publicDir())).toEqual(before);
  });

  it('answers 404 for a rendition of an unknown id, a GIF or a private file', async () => {
    const gif = idOf(await savePublic(animatedGif(), 'coupon'));
    const id = await savePrivate();
    const [row] = await database.db.query.files.findMany({ where: (f, { eq }) => eq(f.id, id) });
    if (!row) throw new Error('no row');
    const privateId = row.storageName.replace(/\.png$/, '');
    const before = await readdir(publicDir());
    for (const base of [crypto.randomUUID(), gif, privateId]) {
      const res = await app.inject({ method: 'GET', url: `/uploads/${base}.w320.webp` });
      expect(res.statusCode, base).toBe(404);
    }
    expect(await readdir(publicDir())).toEqual(before);
    expect(await readdir(path.join(dataDir, 'uploads', 'private'))).not.toContain(`${privateId}.w320.webp`);
  });

  it('makes a missing rendition on first request (seeded or older images) and serves it from disk afterwards', async () => {
    // As the demo seed stores them, and like images uploaded before renditions existed: no WebP yet.
    const url = await savePublic(solidPng(1400, 700), 'bike', 'on-request');
    const name = nameOf(url);
    const target = path.join(publicDir(), renditionName(name, 640));
    expect((await readdir(publicDir())).filter((entry) => entry.startsWith(idOf(url)))).toEqual([name]);

    const first = await Promise.all(
      Array.from({ length: 4 }, () => app.inject({ method: 'GET', url: `/uploads/${renditionName(name, 640)}` })),
    );
    for (const res of first) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.equals(first[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    }
    expect((await sharp(first[0]?.rawPayload).metadata()).width).toBe(640);
    const onDisk = await readFile(target);
    expect(onDisk.equals(first[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    const { mtimeMs } = await stat(target);

    const again = await app.inject({ method: 'GET', url: `/uploads/${renditionName(name, 640)}` });
    expect(again.statusCode).toBe(200);
    expect((await stat(target)).mtimeMs).toBe(mtimeMs);
    // No temporary file is left behind, and only the width asked for was made.
    const left = (await readdir(publicDir())).filter((entry) => entry.startsWith(idOf(url)));
    expect(left.sort()).toEqual([name, renditionName(name, 640)].sort());
  });
});

describe('GET /api/files/:id', () => {
  it('serves a private file through a valid signed URL, never cached', async () => {
    const id = await savePrivate();
    const res = await app.inject({ method: 'GET', url: signFileUrl(secret, id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(40);
  });

  it('answers 403 with the envelope for an expired URL', async () => {
    const id = await savePrivate();
    const url = signFileUrl(secret, id, 60, Date.now() - 120_000);
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: msg.forbidden });
  });

  it('answers 403 for a tampered, foreign or missing signature', async () => {
    const id = await savePrivate();
    const good = new URL(signFileUrl(secret, id), 'http://local');
    const sig = good.searchParams.get('sig') ?? '';
    const exp = good.searchParams.get('exp') ?? '';
    const otherId = await savePrivate();
    const urls = [
      `/api/files/${id}?exp=${exp}&sig=${(sig[0] === 'a' ? 'b' : 'a') + sig.slice(1)}`,
      `/api/files/${id}?exp=${Number(exp) + 1000}&sig=${sig}`,
      `/api/files/${otherId}?exp=${exp}&sig=${sig}`,
      signFileUrl('another-secret', id),
      `/api/files/${id}`,
    ];
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('answers 404 for a correctly signed but unknown id', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const res = await app.inject({ method: 'GET', url: signFileUrl(secret, id) });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ success: false, message: msg.notFound });
    }
  });
});
