import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponResponse, couponsResponse } from '#shared/api/coupons.ts';
import { msg } from '#shared/messages.ts';
import { bookings, couponRedemptions, coupons, files } from '#server/db/schema/index.ts';
import { solidPng } from '#server/test/test-images.ts';
import { createBike, createPartner, createUser, insertBooking } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { adminApi, couponFields, istDaysFromNow, multipart, newCouponCode, signedInAdmin } from '../../test/kits/admin-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof adminApi>;
let admin: Record<string, string>;
let adminId: string;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t);
  const signedIn = await signedInAdmin(t);
  admin = signedIn.headers;
  adminId = signedIn.admin.id;
  png = await solidPng(80, 40);
});
afterAll(async () => {
  await t.close();
});

const add = (fields: Record<string, string>, image: Buffer | string | null = png) =>
  api.call({
    method: 'POST',
    url: '/api/admin/addCoupon',
    headers: admin,
    payload: multipart(fields, image === null ? [] : [['image', image]]),
  });
const list = async () =>
  couponsResponse.parse((await api.call({ method: 'GET', url: '/api/admin/coupons', headers: admin })).json()).data;
const toggle = (id: string) =>
  api.call({ method: 'GET', url: `/api/admin/changeCouponStatus?id=${id}`, headers: admin });
const remove = (id: string) => api.call({ method: 'GET', url: `/api/admin/deleteCoupon?id=${id}`, headers: admin });
const offerCodes = async () =>
  ((await api.call({ method: 'GET', url: '/api/getCoupons' })).json().data as { couponCode: string }[]).map(
    (c) => c.couponCode,
  );
const adminFiles = () => t.db.select().from(files).where(eq(files.ownerId, adminId));
const onDisk = (url: string) => existsSync(path.join(t.app.deps.env.dataDir, 'uploads', 'public', path.basename(url)));

async function addedCoupon(overrides: Record<string, string> = {}) {
  const res = await add(couponFields(overrides));
  expect(res.statusCode).toBe(200);
  return couponResponse.parse(res.json()).data;
}

describe('POST /api/admin/addCoupon', () => {
  it('adds an active coupon with its image; the code is trimmed and upper-cased; it shows on /offers', async () => {
    const code = newCouponCode();
    const res = await add(
      couponFields({ couponName: ' Diwali ', couponCode: ` ${code.toLowerCase()} `, discountValue: ' 15 ' }),
    );
    expect(res.statusCode).toBe(200);
    const body = couponResponse.parse(res.json());
    expect(body.message).toBe(msg.couponAdded);
    expect(body.data).toEqual({
      _id: expect.any(String),
      image: expect.stringMatching(/^\/uploads\/[0-9a-f-]+\.png$/),
      couponName: 'Diwali',
      couponCode: code,
      discountValue: 15,
      minPurchase: 1000,
      maxDiscount: 500,
      expireDate: istDaysFromNow(30),
      limit: 100,
      status: true,
      redeemed: 0,
      createdAt: expect.any(String),
    });
    expect((await t.app.inject({ method: 'GET', url: body.data.image })).statusCode).toBe(200);
    expect((await list())[0]?._id).toBe(body.data._id);
    expect(await offerCodes()).toContain(code);
  });

  it('an expiry date of today (India time) is allowed', async () => {
    const coupon = await addedCoupon({ expireDate: istDaysFromNow(0) });
    expect(coupon.expireDate).toBe(istDaysFromNow(0));
  });

  it.each([
    ['couponName', msg.couponNameRequired],
    ['couponCode', msg.couponCodeRequired],
    ['discountValue', msg.discountValueRequired],
    ['minPurchase', msg.minPurchaseRequired],
    ['maxDiscount', msg.maxDiscountRequired],
    ['expireDate', msg.expireDateRequired],
    ['limit', msg.couponLimitRequired],
  ])('a missing or blank %s → 400 with its message, nothing stored', async (field, message) => {
    const before = (await adminFiles()).length;
    const fields = couponFields();
    for (const value of [undefined, '   ']) {
      const sent = { ...fields };
      if (value === undefined) delete sent[field];
      else sent[field] = value;
      const res = await add(sent);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    }
    expect(await adminFiles()).toHaveLength(before);
  });

  it('no image → 400 select image', async () => {
    const res = await add(couponFields(), null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: msg.selectImage, errors: { image: msg.selectImage } });
  });

  it.each([
    ['discountValue', '0', msg.discountValueInvalid],
    ['discountValue', '101', msg.discountValueInvalid],
    ['discountValue', '12.5', msg.discountValueInvalid],
    ['discountValue', 'ten', msg.discountValueInvalid],
    ['minPurchase', '-1', msg.minPurchaseInvalid],
    ['maxDiscount', '1e3', msg.maxDiscountInvalid],
    ['limit', '0', msg.couponLimitInvalid],
    ['expireDate', '2030-02-30', msg.expireDateInvalid],
    ['expireDate', '01/01/2031', msg.expireDateInvalid],
    ['expireDate', istDaysFromNow(-1), msg.expireDatePast],
    ['couponCode', 'SAVE 10', msg.couponCodeInvalid],
  ])('%s = %s → 400', async (field, value, message) => {
    const res = await add(couponFields({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('a code that exists in any letter case → 409, and the image is not kept', async () => {
    const first = await addedCoupon();
    const before = (await adminFiles()).length;
    const res = await add(couponFields({ couponCode: first.couponCode.toLowerCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: msg.couponCodeTaken });
    expect(await adminFiles()).toHaveLength(before);
  });

  it('a file that is not an image → 415, nothing stored', async () => {
    const fields = couponFields();
    const before = (await adminFiles()).length;
    const res = await add(fields, 'just some text');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: msg.invalidImageType });
    expect(await adminFiles()).toHaveLength(before);
    expect((await list()).some((c) => c.couponCode === fields.couponCode)).toBe(false);
  });

  it('a request that is not multipart → 400', async () => {
    const res = await api.call({
      method: 'POST',
      url: '/api/admin/addCoupon',
      headers: admin,
      payload: couponFields(),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/admin/coupons', () => {
  it('lists every coupon, inactive and expired included, newest first, with its redemption count', async () => {
    const active = await addedCoupon();
    const inactive = await addedCoupon();
    await toggle(inactive._id);
    const [expired] = await t.db
      .insert(coupons)
      .values({
        couponName: 'Old',
        couponCode: newCouponCode(),
        discountValue: 5,
        minPurchase: 0,
        maxDiscount: 100,
        limit: 1,
        expireDate: '2020-01-01',
        image: '/uploads/x.png',
      })
      .returning();
    const user = await createUser(t.db);
    await t.db.insert(couponRedemptions).values({ couponId: active._id, userId: user.id, bookingId: user.id });

    const all = await list();
    const ids = all.map((c) => c._id);
    expect(ids).toEqual(expect.arrayContaining([active._id, inactive._id, expired?.id]));
    expect(all.find((c) => c._id === active._id)?.redeemed).toBe(1);
    expect(all.find((c) => c._id === inactive._id)?.status).toBe(false);
    const times = all.map((c) => c.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('GET /api/admin/changeCouponStatus', () => {
  it('deactivates and activates; an inactive coupon is not offered to customers', async () => {
    const coupon = await addedCoupon();
    expect(await offerCodes()).toContain(coupon.couponCode);

    const off = await toggle(coupon._id);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ success: true, message: msg.couponDeactivated, data: { status: false } });
    expect(await offerCodes()).not.toContain(coupon.couponCode);

    const on = await toggle(coupon._id);
    expect(on.json()).toMatchObject({ success: true, message: msg.couponActivated, data: { status: true } });
    expect(await offerCodes()).toContain(coupon.couponCode);
  });
});

describe('GET /api/admin/deleteCoupon', () => {
  it('deletes a coupon nobody used, with its image file', async () => {
    const coupon = await addedCoupon();
    expect(onDisk(coupon.image)).toBe(true);
    const res = await remove(coupon._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: msg.couponDeleted });
    expect((await list()).some((c) => c._id === coupon._id)).toBe(false);
    expect(onDisk(coupon.image)).toBe(false);
    expect(await offerCodes()).not.toContain(coupon.couponCode);
    expect((await remove(coupon._id)).statusCode).toBe(404);
  });

  it('a redeemed coupon, or one a booking carries, → 409 deactivate instead; it stays', async () => {
    const redeemed = await addedCoupon();
    const user = await createUser(t.db);
    await t.db.insert(couponRedemptions).values({ couponId: redeemed._id, userId: user.id, bookingId: user.id });
    const res = await remove(redeemed._id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: msg.couponInUse });

    const held = await addedCoupon();
    const partner = await createPartner(t.db);
    const bike = await createBike(t.db, partner.id);
    const pickupAt = new Date(Date.now() + 48 * 60 * 60 * 1000);
    await insertBooking(t.db, {
      userId: user.id,
      bikeId: bike.id,
      partnerId: partner.id,
      pickupAt,
      dropAt: new Date(pickupAt.getTime() + 24 * 60 * 60 * 1000),
      couponId: held._id,
      status: 'pending',
      holdExpiresAt: new Date(Date.now() + 10 * 60 * 1000),
    });
    expect((await remove(held._id)).statusCode).toBe(409);

    const ids = (await list()).map((c) => c._id);
    expect(ids).toEqual(expect.arrayContaining([redeemed._id, held._id]));
    expect(onDisk(redeemed.image)).toBe(true);
  });

  it('a coupon only an expired payment hold carried can be deleted', async () => {
    const coupon = await addedCoupon();
    const user = await createUser(t.db);
    const partner = await createPartner(t.db);
    const bike = await createBike(t.db, partner.id);
    const pickupAt = new Date(Date.now() + 96 * 60 * 60 * 1000);
    const hold = await insertBooking(t.db, {
      userId: user.id,
      bikeId: bike.id,
      partnerId: partner.id,
      pickupAt,
      dropAt: new Date(pickupAt.getTime() + 24 * 60 * 60 * 1000),
      couponId: coupon._id,
      status: 'expired',
    });
    expect((await remove(coupon._id)).statusCode).toBe(200);
    const [row] = await t.db.select({ couponId: bookings.couponId }).from(bookings).where(eq(bookings.id, hold.id));
    expect(row?.couponId).toBeNull();
  });
});

describe('addCoupon with more than one image', () => {
  it('is a 400 that says so, and nothing is stored', async () => {
    const fields = couponFields();
    const res = await api.call({
      method: 'POST',
      url: '/api/admin/addCoupon',
      headers: admin,
      payload: multipart(fields, [
        ['image', png],
        ['image', png],
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: msg.couponOneImage });
    expect((await list()).some((c) => c.couponCode === fields.couponCode)).toBe(false);
  });
});
