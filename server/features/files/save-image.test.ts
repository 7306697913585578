import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#shared/domain/limits.ts';
import { msg } from '#shared/messages.ts';
import type { Database } from '#server/db/client.ts';
import { files } from '#server/db/schema/messaging.ts';
import { appErrorOf } from '#server/test/app-error-of.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { deleteFile } from './delete-file.ts';
import { createDiskStore } from './disk-store.ts';
import { MAX_IMAGE_SIDE, saveImage } from './save-image.ts';
import { RENDITION_WIDTHS, renditionName, STORAGE_NAME_PATTERN, uploadsRoot } from './storage-paths.ts';
import { animatedGif, jpegWithExif, solidPng } from '../../test/test-images.ts';

let database: Database;
let dataDir: string;
const deps = () => ({ db: database.db, store: createDiskStore(uploadsRoot(dataDir)) });

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'revon-files-'));
});

afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function rowOf(id: string) {
  const [row] = await database.db.select().from(files).where(eq(files.id, id));
  if (!row) throw new Error(`no files row ${id}`);
  return row;
}

describe('saveImage', () => {
  it('stores a public PNG under a random name with a /uploads URL and a files row', async () => {
    const saved = await saveImage(deps(), { bytes: await solidPng(), kind: 'bike', ownerRole: 'partner' });
    expect(saved.visibility).toBe('public');
    if (saved.visibility !== 'public') return;
    const name = saved.url.replace('/uploads/', '');
    expect(name).toMatch(STORAGE_NAME_PATTERN);
    expect(name.endsWith('.png')).toBe(true);

    const bytes = await readFile(path.join(dataDir, 'uploads', 'public', name));
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('png');
    const row = await rowOf(saved.id);
    expect(row).toMatchObject({ kind: 'bike', visibility: 'public', ownerRole: 'partner', storageName: name });
    expect(row).toMatchObject({ mime: 'image/png', size: bytes.length, width: 40, height: 20 });
  });

  it('strips EXIF from a JPEG after applying its orientation', async () => {
    const input = await jpegWithExif(40, 20);
    const before = await sharp(input).metadata();
    expect(before.exif?.length ?? 0).toBeGreaterThan(0);
    expect(before.orientation).toBe(6);

    const saved = await saveImage(deps(), { bytes: input, kind: 'profile', ownerRole: 'user' });
    const row = await rowOf(saved.id);
    const bytes = await readFile(path.join(dataDir, 'uploads', 'public', row.storageName));
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
    // Orientation 6 means "rotate 90°": the stored pixels are upright, so width and height swap.
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(row.storageName.endsWith('.jpg')).toBe(true);
  });

  it('keeps every frame of an animated GIF', async () => {
    const saved = await saveImage(deps(), { bytes: await animatedGif(), kind: 'coupon', ownerRole: 'admin' });
    const row = await rowOf(saved.id);
    const bytes = await readFile(path.join(dataDir, 'uploads', 'public', row.storageName));
    const meta = await sharp(bytes, { animated: true }).metadata();
    expect(meta.format).toBe('gif');
    expect(meta.pages).toBe(3);
    expect(row).toMatchObject({ mime: 'image/gif', width: 30, height: 20 });
  });

  it('scales a large image down to the longest-side cap', async () => {
    const saved = await saveImage(deps(), { bytes: await solidPng(3200, 1000), kind: 'bike', ownerRole: 'partner' });
    const row = await rowOf(saved.id);
    expect(row.width).toBe(MAX_IMAGE_SIDE);
    expect(row.height).toBe(500);
  });

  it('gives the same bytes a different name each time', async () => {
    const bytes = await solidPng();
    const a = await saveImage(deps(), { bytes, kind: 'bike', ownerRole: 'partner' });
    const b = await saveImage(deps(), { bytes, kind: 'bike', ownerRole: 'partner' });
    expect(a.url).not.toBe(b.url);
    expect(a.id).not.toBe(b.id);
  });

  it('keeps identity documents private: no URL, stored outside the public folder', async () => {
    const ownerId = crypto.randomUUID();
    const saved = await saveImage(deps(), { bytes: await solidPng(), kind: 'aadhaar', ownerRole: 'partner', ownerId });
    expect(saved).toMatchObject({ visibility: 'private', url: null });
    const row = await rowOf(saved.id);
    expect(row).toMatchObject({ visibility: 'private', kind: 'aadhaar', ownerId });
    await expect(stat(path.join(dataDir, 'uploads', 'private', row.storageName))).resolves.toBeTruthy();
    const publicNames = await readdir(path.join(dataDir, 'uploads', 'public'));
    expect(publicNames).not.toContain(row.storageName);
  });

  it('rejects a text file named .png (bytes decide, not the name)', async () => {
    const error = await appErrorOf(
      saveImage(deps(), { bytes: Buffer.from('just some text, not an image\n'), kind: 'bike', ownerRole: 'partner' }),
    );
    expect(error.code).toBe('UNSUPPORTED_MEDIA');
    expect(error.message).toBe(msg.invalidImageType);
  });

  it('rejects other real image formats (webp)', async () => {
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    const error = await appErrorOf(saveImage(deps(), { bytes: webp, kind: 'bike', ownerRole: 'partner' }));
    expect(error.code).toBe('UNSUPPORTED_MEDIA');
  });

  it('rejects a corrupt image with a valid signature as unsupported, not a crash', async () => {
    const png = await solidPng();
    const corrupt = Buffer.concat([png.subarray(0, 16), Buffer.from('garbage'.repeat(20))]);
    const error = await appErrorOf(saveImage(deps(), { bytes: corrupt, kind: 'bike', ownerRole: 'partner' }));
    expect(error.code).toBe('UNSUPPORTED_MEDIA');
  });

  it('rejects more than 5 MB', async () => {
    const png = await solidPng();
    const big = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png.length)]);
    const error = await appErrorOf(saveImage(deps(), { bytes: big, kind: 'bike', ownerRole: 'partner' }));
    expect(error.code).toBe('TOO_LARGE');
  });

  it('writes nothing for a rejected upload', async () => {
    const before = await readdir(path.join(dataDir, 'uploads', 'public'));
    await appErrorOf(saveImage(deps(), { bytes: Buffer.from('nope'), kind: 'bike', ownerRole: 'partner' }));
    expect(await readdir(path.join(dataDir, 'uploads', 'public'))).toEqual(before);
  });
});

describe('saveImage renditions', () => {
  const publicDir = () => path.join(dataDir, 'uploads', 'public');

  async function renditionsOf(storageName: string) {
    return Promise.all(
      RENDITION_WIDTHS.map(async (width) => {
        const bytes = await readFile(path.join(publicDir(), renditionName(storageName, width)));
        return { width, bytes, meta: await sharp(bytes).metadata() };
      }),
    );
  }

  it('writes a WebP copy per width beside a public image, never wider than the original', async () => {
    const saved = await saveImage(deps(), { bytes: await solidPng(1000, 500), kind: 'bike', ownerRole: 'partner' });
    const row = await rowOf(saved.id);
    const renditions = await renditionsOf(row.storageName);
    expect(renditions.map((r) => [r.meta.format, r.meta.width, r.meta.height])).toEqual([
      ['webp', 320, 160],
      ['webp', 640, 320],
      ['webp', 1000, 500],
    ]);
    const original = await stat(path.join(publicDir(), row.storageName));
    for (const rendition of renditions) expect(rendition.bytes.length).toBeLessThan(original.size);
  });

  it('makes renditions of a JPEG upright and without its EXIF', async () => {
    const saved = await saveImage(deps(), { bytes: await jpegWithExif(40, 20), kind: 'coupon', ownerRole: 'admin' });
    const row = await rowOf(saved.id);
    for (const { bytes, meta } of await renditionsOf(row.storageName)) {
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 20, 40]);
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
    }
  });

  it("leaves them to the first request when asked to ('on-request', as the demo seed does)", async () => {
    const saved = await saveImage(deps(), {
      bytes: await solidPng(1000, 500),
      kind: 'bike',
      ownerRole: 'system',
      renditions: 'on-request',
    });
    const row = await rowOf(saved.id);
    const id = row.storageName.replace(/\.png$/, '');
    expect((await readdir(publicDir())).filter((name) => name.startsWith(id))).toEqual([row.storageName]);
  });

  it('gives an animated GIF none (a still WebP would drop its frames)', async () => {
    const saved = await saveImage(deps(), { bytes: await animatedGif(), kind: 'coupon', ownerRole: 'admin' });
    const row = await rowOf(saved.id);
    const id = row.storageName.replace(/\.gif$/, '');
    expect((await readdir(publicDir())).filter((name) => name.startsWith(id))).toEqual([row.storageName]);
  });

  it('gives a private identity document none, in either folder', async () => {
    const saved = await saveImage(deps(), { bytes: await solidPng(800, 600), kind: 'license', ownerRole: 'user' });
    const row = await rowOf(saved.id);
    const id = row.storageName.replace(/\.png$/, '');
    const privateNames = await readdir(path.join(dataDir, 'uploads', 'private'));
    expect(privateNames.filter((name) => name.startsWith(id))).toEqual([row.storageName]);
    expect((await readdir(publicDir())).filter((name) => name.startsWith(id))).toEqual([]);
  });

  it('deleteFile removes the renditions with the image', async () => {
    const saved = await saveImage(deps(), { bytes: await solidPng(700, 400), kind: 'bike', ownerRole: 'partner' });
    if (saved.visibility !== 'public') throw new Error('expected a public file');
    const row = await rowOf(saved.id);
    const id = row.storageName.replace(/\.png$/, '');
    expect((await readdir(publicDir())).filter((name) => name.startsWith(id))).toHaveLength(
      1 + RENDITION_WIDTHS.length,
    );
    expect(await deleteFile(deps(), { url: saved.url })).toBe(true);
    expect((await readdir(publicDir())).filter((name) => name.startsWith(id))).toEqual([]);
  });
});

describe('deleteFile', () => {
  it('removes a public file and its row by URL', async () => {
    const saved = await saveImage(deps(), { bytes: await solidPng(), kind: 'profile', ownerRole: 'user' });
    if (saved.visibility !== 'public') throw new Error('expected a public file');
    const row = await rowOf(saved.id);
    expect(await deleteFile(deps(), { url: saved.url })).toBe(true);
    await expect(stat(path.join(dataDir, 'uploads', 'public', row.storageName))).rejects.toThrow();
    expect(await database.db.select().from(files).where(eq(files.id, saved.id))).toEqual([]);
  });

  it('removes a private file by id', async () => {
    const saved = await saveImage(deps(), { bytes: await solidPng(), kind: 'license', ownerRole: 'user' });
    const row = await rowOf(saved.id);
    expect(await deleteFile(deps(), { id: saved.id })).toBe(true);
    await expect(stat(path.join(dataDir, 'uploads', 'private', row.storageName))).rejects.toThrow();
  });

  it('does nothing for unknown ids and foreign URLs', async () => {
    expect(await deleteFile(deps(), { id: crypto.randomUUID() })).toBe(false);
    expect(await deleteFile(deps(), { id: 'not-a-uuid' })).toBe(false);
    expect(await deleteFile(deps(), { url: '/images/demo-bike.png' })).toBe(false);
    expect(await deleteFile(deps(), { url: '/uploads/../../etc/passwd' })).toBe(false);
  });
});
