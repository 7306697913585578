import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMoney } from '#server/features/journal/audit-money.ts';
import { partnerDetailsResponse } from '#shared/api/admin.ts';
import { BIKE_CATEGORIES } from '#shared/domain/categories.ts';
import {
  bikeBlocks,
  bikes,
  bookings,
  chatMessages,
  coupons,
  files,
  partnerLocations,
  partners,
  payments,
  reviews,
  users,
} from '#server/db/schema/index.ts';
import { verifyPassword } from '#server/lib/password.ts';
import { uploadsDir } from '#server/features/files/storage-paths.ts';
import { bearer, createAdmin, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { planDemoBookings } from './demo-bookings.ts';
import { gstinCheckChar } from './demo-identifiers.ts';
import type { SaveDemoImage } from './demo-images.ts';
import { ID_CARD_SIZE } from './id-card-artwork.ts';
import { DEMO_SHARED_PASSWORD, seedDemo, type DemoImageKind } from './seed-demo.ts';
import { storeAsUpload } from './store-as-upload.ts';

const IST_MS = 330 * 60_000;
const istHour = (d: Date) => new Date(d.getTime() + IST_MS).getUTCHours();

// the real app and storage, as `npm start` seeds them, so the stored files can be fetched back
let t: TestApp;
let dataDir: string;
const saved: { bytes: Buffer; kind: DemoImageKind; url: string | null }[] = [];
let saveImage: SaveDemoImage;
const now = new Date();
let firstRun: { seeded: boolean; durationMs: number };
const logs: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  dataDir = t.app.deps.env.dataDir;
  const store = storeAsUpload({ db: t.db, store: t.app.deps.store });
  saveImage = async (bytes, kind, partnerId) => {
    const file = await store(bytes, kind, partnerId);
    saved.push({ bytes, kind, url: file.url });
    return file;
  };
  firstRun = await seedDemo({ db: t.db, saveImage, now, log: (line) => logs.push(line) });
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('seedDemo', () => {
  it('seeds an empty database and says how long it took', () => {
    expect(firstRun.seeded).toBe(true);
    expect(logs.at(-1)).toMatch(/^Demo data: 7 users, 11 partners, 40 bikes, .* 116 images in \d+ ms/);
    console.info(logs.at(-1));
  });

  it('creates verified partners in several cities, with points, GSTINs and photos', async () => {
    const db = t.db;
    const rows = await db.select().from(partners);
    const verified = rows.filter((p) => p.isVerifed === 'true');
    expect(verified).toHaveLength(8);
    expect(new Set(verified.map((p) => p.city)).size).toBeGreaterThanOrEqual(4);
    expect(rows.filter((p) => p.isVerifed === 'false')).toHaveLength(2);
    expect(rows.filter((p) => p.isVerifed === 'mailSented')).toHaveLength(1);
    const points = await db.select().from(partnerLocations);
    for (const p of verified) {
      expect(p.status).toBe(true);
      expect(p.mobile).toMatch(/^[6-9]\d{9}$/);
      expect(p.gstNo).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z]1Z[0-9A-Z]$/);
      expect(p.gstNo?.charAt(14)).toBe(gstinCheckChar(p.gstNo?.slice(0, 14) ?? ''));
      expect(p.image).toMatch(/^\/uploads\//);
      const own = points.filter((l) => l.partnerId === p.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
    }
  });

  it('lists 40 bikes covering every category, with photos, unique plates and fair rents', async () => {
    const rows = await t.db.select().from(bikes);
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((b) => b.category))).toEqual(new Set(BIKE_CATEGORIES));
    expect(new Set(rows.map((b) => b.plateNumber)).size).toBe(40);
    expect(rows.filter((b) => !b.status).length).toBeGreaterThan(0);
    const bikeUrls = new Set(saved.filter((s) => s.kind === 'bike').map((s) => s.url));
    for (const b of rows) {
      expect(b.images.length).toBeGreaterThanOrEqual(1);
      expect(b.images.length).toBeLessThanOrEqual(3);
      for (const url of b.images) expect(bikeUrls.has(url)).toBe(true);
      expect(b.plateNumber).toMatch(/^[A-Z]{2} \d{2} [A-Z]{2} \d{4}$/);
      expect(b.rentPerHour).toBeGreaterThanOrEqual(29);
      expect(b.rentPerHour).toBeLessThanOrEqual(350);
      expect(b.makeYear).toBeGreaterThanOrEqual(2018);
      expect(b.makeYear).toBeLessThanOrEqual(2025);
    }
  });

  it('lets the demo user and partner log in; other accounts share the demo password', async () => {
    const db = t.db;
    const [user] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.user.email));
    const [partner] = await db.select().from(partners).where(eq(partners.email, DEMO_ACCOUNTS.partner.email));
    expect(await verifyPassword(user?.passwordHash ?? '', DEMO_ACCOUNTS.user.password)).toBe(true);
    expect(await verifyPassword(partner?.passwordHash ?? '', DEMO_ACCOUNTS.partner.password)).toBe(true);
    expect(partner?.isVerifed).toBe('true');
    const others = await db.select().from(users);
    expect(others.length).toBeGreaterThanOrEqual(7);
    const other = others.find((u) => u.email !== DEMO_ACCOUNTS.user.email);
    expect(await verifyPassword(other?.passwordHash ?? '', DEMO_SHARED_PASSWORD)).toBe(true);
    for (const u of others) expect(u.mobile).toMatch(/^[6-9]\d{9}$/);
  });

  it('creates active and inactive coupons with images and future expiry dates', async () => {
    const rows = await t.db.select().from(coupons);
    expect(rows).toHaveLength(4);
    expect(rows.map((c) => c.couponCode)).toEqual(expect.arrayContaining(['WELCOME20', 'MONSOON15', 'WEEKEND10']));
    expect(rows.some((c) => !c.status)).toBe(true);
    const today = new Date(now.getTime() + IST_MS).toISOString().slice(0, 10);
    for (const c of rows) {
      expect(c.expireDate > today).toBe(true);
      expect(c.image).toMatch(/^\/uploads\//);
    }
  });

  it('books past and upcoming rides on whole hours, priced by the rules, each paid once', async () => {
    const db = t.db;
    const rows = await db.select().from(bookings);
    const bikeRows = await db.select().from(bikes);
    const points = await db.select().from(partnerLocations);
    const paid = await db.select().from(payments);
    expect(rows.filter((b) => b.status === 'completed' && b.dropAt < now).length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((b) => b.status === 'cancelled').length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((b) => b.status === 'booked' && b.pickupAt > now).length).toBeGreaterThanOrEqual(8);
    const weekAgo = now.getTime() - 7 * 86_400_000;
    expect(rows.filter((b) => b.createdAt.getTime() >= weekAgo).length).toBeGreaterThanOrEqual(5);
    const [demoUser] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.user.email));
    const mine = rows.filter((b) => b.userId === demoUser?.id);
    expect(mine.some((b) => b.status === 'booked')).toBe(true);
    expect(mine.some((b) => b.status === 'completed')).toBe(true);
    for (const b of rows) {
      const bike = bikeRows.find((x) => x.id === b.bikeId);
      expect(b.partnerId).toBe(bike?.partnerId);
      for (const t of [b.pickupAt, b.dropAt]) {
        expect((t.getTime() + IST_MS) % 3_600_000).toBe(0); // a whole hour, India time
        expect(istHour(t)).toBeGreaterThanOrEqual(6);
        expect(istHour(t)).toBeLessThanOrEqual(18);
      }
      const hours = (b.dropAt.getTime() - b.pickupAt.getTime()) / 3_600_000;
      expect(b.hours).toBe(hours);
      const rent = Math.max(hours, 24) * (bike?.rentPerHour ?? 0);
      const tax = Math.floor((rent * 14) / 100);
      expect([b.rent, b.cgst, b.sgst, b.discountAmount, b.totalAmount, b.grandTotal]).toEqual([
        rent,
        tax,
        tax,
        0,
        rent,
        rent + 2 * tax,
      ]);
      expect([1, 2]).toContain(b.helmet);
      expect(b.paymentStatus).toBe('paid');
      const own = points.filter((l) => l.partnerId === b.partnerId).map((l) => l.name);
      expect(own).toContain(b.pickUpPoint);
      expect(own).toContain(b.dropPoint);
      expect(b.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      const payment = paid.filter((p) => p.bookingId === b.id);
      expect(payment).toHaveLength(1);
      expect(payment[0]?.amount).toBe(b.grandTotal);
      expect(payment[0]?.providerOrderId).toBe(b.providerOrderId);
    }
  });

  it('brings the demo rides’ money into the journal: the money audit finds nothing', async () => {
    const audit = await auditMoney(t.db);
    expect(audit.problems).toEqual([]);
    expect(audit.checked.bookings).toBeGreaterThan(10);
  });

  it('reviews completed rides and keeps a support chat for the demo user', async () => {
    const db = t.db;
    const rows = await db.select().from(reviews);
    const rides = await db.select().from(bookings);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const r of rows) {
      const ride = rides.find((b) => b.id === r.bookingId);
      expect(ride?.status).toBe('completed');
      expect([ride?.userId, ride?.bikeId]).toEqual([r.userId, r.bikeId]);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.message.length).toBeGreaterThan(10);
    }
    const [demoUser] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.user.email));
    const chat = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.userId, demoUser?.id ?? ''));
    expect(chat.length).toBeGreaterThanOrEqual(4);
    expect(chat.length).toBeLessThanOrEqual(6);
    expect(new Set(chat.map((m) => m.sender))).toEqual(new Set(['User', 'Admin']));
  });

  it('gives the demo partner a turnaround buffer and blocked bikes for the calendar', async () => {
    const db = t.db;
    const [partner] = await db.select().from(partners).where(eq(partners.email, DEMO_ACCOUNTS.partner.email));
    expect(partner?.bufferMinutes).toBe(30);
    const blocks = await db.select().from(bikeBlocks).where(eq(bikeBlocks.partnerId, partner?.id ?? ''));
    expect(blocks.length).toBe(2);
    for (const block of blocks) expect(block.toAt > block.fromAt && block.fromAt > new Date()).toBe(true);
  });

  it('stores real images: 1200×800 bikes, 256×256 avatars, 800×400 coupons, 960×600 ID cards', async () => {
    const sizes = {
      bike: [1200, 800],
      profile: [256, 256],
      coupon: [800, 400],
      aadhaar: ID_CARD_SIZE,
      pan: ID_CARD_SIZE,
    } as const;
    for (const s of saved) {
      const meta = await sharp(s.bytes).metadata();
      expect(['png', 'jpeg']).toContain(meta.format);
      expect([meta.width, meta.height]).toEqual(sizes[s.kind]);
    }
  });

  it('gives every verified and accepted partner an Aadhaar and a PAN, stored as their private files', async () => {
    const rows = await t.db.select().from(partners);
    const stored = await t.db.select().from(files);
    const withProofs = rows.filter((p) => p.isVerifed !== 'false');
    expect(withProofs.filter((p) => p.isVerifed === 'true')).toHaveLength(8);
    expect(withProofs).toHaveLength(9);
    for (const p of withProofs) {
      for (const [kind, id] of [
        ['aadhaar', p.aadhaar],
        ['pan', p.pan],
      ] as const) {
        const file = stored.find((f) => f.id === id);
        // as upload-partner-proof.ts leaves a real upload
        expect(file).toMatchObject({ kind, visibility: 'private', ownerRole: 'partner', ownerId: p.id });
        expect([file?.mime, file?.width, file?.height]).toEqual(['image/jpeg', ...ID_CARD_SIZE]);
        const bytes = await readFile(path.join(uploadsDir(dataDir, 'private'), file?.storageName ?? 'missing'));
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', ...ID_CARD_SIZE]);
        expect(bytes.length).toBe(file?.size);
        // a private file has no public address
        const open = await t.app.inject({ method: 'GET', url: `/uploads/${file?.storageName ?? ''}` });
        expect(open.statusCode).toBe(404);
      }
    }
    // a request cannot have uploaded anything yet: join-us takes no files and it cannot sign in
    for (const p of rows.filter((r) => r.isVerifed === 'false')) expect([p.aadhaar, p.pan]).toEqual([null, null]);
    expect(saved.filter((s) => s.kind === 'aadhaar' || s.kind === 'pan').every((s) => s.url === null)).toBe(true);
  });

  it("shows the admin each partner's ID proofs through signed URLs that load", async () => {
    const admin = await createAdmin(t.db);
    const headers = bearer(await tokenFor(t.app, 'admin', admin));
    const rows = await t.db.select({ id: partners.id, isVerifed: partners.isVerifed }).from(partners);
    for (const p of rows) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/admin/partnerDetails?id=${p.id}`, headers });
      expect(answer.statusCode).toBe(200);
      const { data } = partnerDetailsResponse.parse(answer.json());
      if (p.isVerifed === 'false') {
        expect([data.aadhaar, data.pan]).toEqual([null, null]);
        continue;
      }
      for (const url of [data.aadhaar, data.pan]) {
        expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?exp=\d+&sig=[0-9a-f]{64}$/);
        const image = await t.app.inject({ method: 'GET', url: url ?? '' });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/jpeg');
        const meta = await sharp(image.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', ...ID_CARD_SIZE]);
      }
    }
  });

  it('seeds nothing the second time', async () => {
    const before = saved.length;
    const again = await seedDemo({ db: t.db, saveImage, now });
    expect(again.seeded).toBe(false);
    expect(saved.length).toBe(before);
    expect(await t.db.$count(bikes)).toBe(40);
  });
});

describe('planDemoBookings', () => {
  const fleet = Array.from({ length: 40 }, (_, i) => ({
    rentPerHour: 30 + i,
    hidden: i % 13 === 5,
    points: ['A', 'B', 'C'],
  }));

  it.each([
    ['just after midnight India time', '2026-03-01T18:31:00Z'],
    ['early morning India time', '2026-06-15T00:10:00Z'],
    ['late evening India time', '2026-12-31T17:59:00Z'],
  ])('never overlaps rides of one bike and finishes completed rides before now (%s)', (_, at) => {
    const when = new Date(at);
    const plan = planDemoBookings(when, fleet, 7);
    expect(plan.length).toBeGreaterThanOrEqual(25);
    for (const a of plan) {
      if (a.status === 'completed') expect(a.dropAt.getTime()).toBeLessThanOrEqual(when.getTime());
      if (a.status === 'booked' && a.dropAt > when) expect(fleet[a.bike]?.hidden).toBe(false);
      expect(a.dropAt > a.pickupAt).toBe(true);
      for (const b of plan) {
        if (a === b || a.bike !== b.bike) continue;
        expect(a.pickupAt < b.dropAt && b.pickupAt < a.dropAt).toBe(false);
      }
    }
  });
});
