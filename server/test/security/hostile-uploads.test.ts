import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LICENSE_BACK_FIELD, LICENSE_FRONT_FIELD, PROFILE_IMAGE_FIELD } from '#shared/api/account.ts';
import type { Role } from '#shared/api/auth.ts';
import { BIKE_IMAGE_FIELD } from '#shared/api/bikes.ts';
import { COUPON_IMAGE_FIELD } from '#shared/api/coupons.ts';
import { AADHAAR_FIELD, PAN_FIELD, PARTNER_IMAGE_FIELD } from '#shared/api/partner.ts';
import { MAX_UPLOAD_BYTES } from '#shared/domain/limits.ts';
import { msg } from '#shared/messages.ts';
import { solidPng } from '#server/test/test-images.ts';
import { couponFields } from '#server/test/kits/admin-test-kit.ts';
import { clientIp } from '#server/test/kits/account-test-kit.ts';
import { bikeFields } from '#server/test/kits/partner-test-kit.ts';
import { bearer } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { answerProblems } from './hostile-answer.ts';
import { dbFingerprint, fingerprintChanges } from './hostile-db-fingerprint.ts';
import {
  PAYLOAD_MARKERS,
  gifHeaderThenHtml,
  htmlFile,
  jpegHeaderThenScript,
  jpegWithCommentPayload,
  pixelBombPng,
  pngWithTrailingPayload,
  svgWithScript,
  textFile,
  truncatedPng,
  twentyMegabytes,
} from './hostile-images.ts';
import { hostileWorld } from './hostile-world.ts';

/**
 * Hostile files through the real upload routes. A refused file must leave nothing behind: no file
 * under DATA_DIR (the good image sent with it included) and no row anywhere. A polyglot that is a
 * real image may be stored, but only re-encoded: none of its payload bytes reach the disk. The
 * client's file name is never used, so a path in it cannot place a file anywhere.
 */

let t: TestApp;
let tokens: Record<Role, string>;
let dataDir: string;
let goodPng: Buffer;
/** the hostile world's bike, whose photos the edit route replaces */
let bikeId: string;
const made = new Map<string, Buffer>();
const stats = { requests: 0, refused: 0, stored: 0, serverErrors: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const world = await hostileWorld(t);
  tokens = world.tokens;
  bikeId = world.bike.id;
  dataDir = t.app.deps.env.dataDir;
  goodPng = await solidPng(48, 32);
  made.set('text', textFile());
  made.set('html', htmlFile());
  made.set('svg', svgWithScript());
  made.set('gif polyglot', gifHeaderThenHtml());
  made.set('jpeg polyglot', jpegHeaderThenScript());
  made.set('truncated', await truncatedPng());
  made.set('20 MB', twentyMegabytes());
  made.set('bomb', pixelBombPng(20_000));
  made.set('png + payload', await pngWithTrailingPayload());
  made.set('jpeg comment', await jpegWithCommentPayload());
});
afterAll(async () => {
  console.log(
    `hostile uploads: ${ROUTES.length} routes, ${stats.requests} uploads, ${stats.refused} refused with nothing written,` +
      ` ${stats.stored} stored re-encoded, 5xx seen: ${stats.serverErrors}`,
  );
  await t.close();
});

interface UploadRoute {
  name: string;
  url: string;
  role: Role;
  fields: () => Record<string, string>;
  /** the parts of one request; the hostile file goes last, after a good one where the route takes two */
  files: (hostile: Buffer) => [string, Buffer][];
}

const ROUTES: UploadRoute[] = [
  {
    name: 'customer licence proof',
    url: '/api/uploadProof',
    role: 'user',
    fields: () => ({}),
    files: (hostile) => [
      [LICENSE_FRONT_FIELD, goodPng],
      [LICENSE_BACK_FIELD, hostile],
    ],
  },
  {
    name: 'customer profile photo',
    url: '/api/editUserProfile',
    role: 'user',
    fields: () => ({ fname: 'Asha', lname: 'Rao', mobile: '9876543210' }),
    files: (hostile) => [[PROFILE_IMAGE_FIELD, hostile]],
  },
  {
    name: 'partner bike photos',
    url: '/api/partner/addBikes',
    role: 'partner',
    fields: () => bikeFields(),
    files: (hostile) => [
      [BIKE_IMAGE_FIELD, goodPng],
      [BIKE_IMAGE_FIELD, hostile],
    ],
  },
  {
    name: 'partner bike photos replaced',
    url: '/api/partner/editBike',
    role: 'partner',
    fields: () => ({ ...bikeFields(), id: bikeId }),
    files: (hostile) => [
      [BIKE_IMAGE_FIELD, goodPng],
      [BIKE_IMAGE_FIELD, hostile],
    ],
  },
  {
    name: 'partner ID proof',
    url: '/api/partner/uploadProof',
    role: 'partner',
    fields: () => ({}),
    files: (hostile) => [
      [AADHAAR_FIELD, goodPng],
      [PAN_FIELD, hostile],
    ],
  },
  {
    name: 'partner profile photo',
    url: '/api/partner/editPartnerProfile',
    role: 'partner',
    fields: () => ({
      fname: 'Ravi',
      lname: 'Kumar',
      mobile: '9876543210',
      city: 'Bengaluru',
      gstNo: '29ABCDE1234F1ZW',
    }),
    files: (hostile) => [[PARTNER_IMAGE_FIELD, hostile]],
  },
  {
    name: 'admin coupon image',
    url: '/api/admin/addCoupon',
    role: 'admin',
    fields: () => couponFields(),
    files: (hostile) => [[COUPON_IMAGE_FIELD, hostile]],
  },
];

interface RefusedCase {
  name: string;
  file: () => Buffer;
  fileName?: string;
  status: number;
  message: string;
}

const REFUSED: RefusedCase[] = [
  { name: 'a text file named .png', file: () => need('text'), status: 415, message: msg.invalidImageType },
  { name: 'an HTML page named .png', file: () => need('html'), status: 415, message: msg.invalidImageType },
  {
    name: 'an SVG with a script',
    file: () => need('svg'),
    fileName: 'logo.svg.png',
    status: 415,
    message: msg.invalidImageType,
  },
  {
    name: 'a GIF header followed by HTML',
    file: () => need('gif polyglot'),
    status: 415,
    message: msg.invalidImageType,
  },
  {
    name: 'a JPEG header followed by a script',
    file: () => need('jpeg polyglot'),
    status: 415,
    message: msg.invalidImageType,
  },
  { name: 'a truncated PNG', file: () => need('truncated'), status: 415, message: msg.invalidImageType },
  { name: 'a 20 MB file', file: () => need('20 MB'), status: 413, message: msg.tooLarge },
  {
    name: 'a 20 000 × 20 000 PNG (decompression bomb)',
    file: () => need('bomb'),
    status: 413,
    message: msg.imageTooManyPixels(40),
  },
  {
    name: 'a text file named ../../etc/passwd.png',
    file: () => need('text'),
    fileName: '../../etc/passwd.png',
    status: 415,
    message: msg.invalidImageType,
  },
  {
    name: 'a text file named ..\\x.png',
    file: () => need('text'),
    fileName: '..\\x.png',
    status: 415,
    message: msg.invalidImageType,
  },
];

interface StoredCase {
  name: string;
  file: () => Buffer;
  fileName?: string;
  /** the bytes carry a payload, so what is stored must differ from what was sent */
  payload: boolean;
}

/** Real images with a payload, or with a hostile name: stored (or refused), never as sent. */
const NEUTRALISED: StoredCase[] = [
  { name: 'a PNG with PHP and HTML after IEND', file: () => need('png + payload'), payload: true },
  { name: 'a JPEG with a script in its comment segment', file: () => need('jpeg comment'), payload: true },
  {
    name: 'a good PNG named ../../etc/passwd.png',
    file: () => goodPng,
    fileName: '../../etc/passwd.png',
    payload: false,
  },
  { name: 'a good PNG named ..\\x.png', file: () => goodPng, fileName: '..\\x.png', payload: false },
];

function need(name: string): Buffer {
  const bytes = made.get(name);
  if (!bytes) throw new Error(`hostile file ${name} was not built`);
  return bytes;
}

/** Every file under DATA_DIR, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

async function upload(route: UploadRoute, hostile: Buffer, fileName = 'photo.png') {
  const form = new FormData();
  for (const [name, value] of Object.entries(route.fields())) form.append(name, value);
  for (const [name, bytes] of route.files(hostile)) {
    // the declared type is the client's claim: the server must sniff the bytes, not believe it
    form.append(
      name,
      new Blob([new Uint8Array(bytes)], { type: 'image/png' }),
      bytes === hostile ? fileName : 'good.png',
    );
  }
  const res = await t.app.inject({
    method: 'POST',
    url: route.url,
    headers: { ...bearer(tokens[route.role]), 'x-forwarded-for': clientIp() },
    payload: form,
  });
  stats.requests++;
  if (res.statusCode >= 500) stats.serverErrors++;
  return res;
}

/** Our own names only: `<uuid>.<ext>` and its WebP renditions, in the public or private folder. */
const STORED_NAME =
  /^uploads[/\\](public|private)[/\\][0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.w\d+)?\.(png|jpg|gif|webp)$/;

test('the decompression bomb is small on the wire and declares 400 megapixels', () => {
  const bomb = need('bomb');
  expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
  expect(bomb.readUInt32BE(16) * bomb.readUInt32BE(20)).toBe(400_000_000);
});

describe.each(ROUTES)('$name ($url)', (route) => {
  test.each(REFUSED)('refuses $name and writes nothing', async (c) => {
    const filesBefore = await filesUnder(dataDir);
    const dbBefore = await dbFingerprint(t.db);

    const res = await upload(route, c.file(), c.fileName);

    expect(answerProblems(res, { mustRefuse: true, status: c.status })).toEqual([]);
    expect(res.json()).toEqual({ success: false, message: c.message });
    expect(await filesUnder(dataDir)).toEqual(filesBefore);
    expect(fingerprintChanges(dbBefore, await dbFingerprint(t.db))).toEqual([]);
    stats.refused++;
  });

  test.each(NEUTRALISED)('stores $name only re-encoded and under a name of its own, or refuses it', async (c) => {
    const sent = c.file();
    const filesBefore = new Set(await filesUnder(dataDir));

    const res = await upload(route, sent, c.fileName);

    expect(answerProblems(res, { mustRefuse: false })).toEqual([]);
    const added = (await filesUnder(dataDir)).filter((file) => !filesBefore.has(file));
    if (res.statusCode === 200) expect(added.length).toBeGreaterThan(0);
    for (const file of added) {
      expect(file).toMatch(STORED_NAME);
      const stored = await readFile(path.join(dataDir, file));
      if (c.payload) expect(stored.equals(sent)).toBe(false);
      const text = stored.toString('latin1');
      for (const marker of PAYLOAD_MARKERS) expect(text.includes(marker), `${file} contains ${marker}`).toBe(false);
    }
    expect(existsSync(path.resolve(dataDir, 'uploads', 'public', '../../etc/passwd.png'))).toBe(false);
    expect(existsSync('/etc/passwd.png')).toBe(false);
    if (res.statusCode === 200) stats.stored++;
  });
});
