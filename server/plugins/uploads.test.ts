import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import type { Database } from '#server/db/client.ts';
import { registerErrorHandler } from '#server/errors.ts';
import { saveImage } from '#server/features/files/save-image.ts';
import { signFileUrl } from '#server/features/files/signed-url.ts';
import { solidPng } from '#server/features/files/test-images.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
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
  await app.register(uploadsPlugin, { dataDir, db: database.db, secret });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function savePrivate() {
  const saved = await saveImage(
    { db: database.db, dataDir },
    { bytes: await solidPng(), kind: 'pan', ownerRole: 'partner' },
  );
  return saved.id;
}

describe('GET /uploads/:name', () => {
  it('serves a public image with its type and a long immutable cache', async () => {
    const saved = await saveImage(
      { db: database.db, dataDir },
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
