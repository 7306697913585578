import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_ZONE } from '#shared/domain/limits.ts';
import { ourFleetResponse } from '#shared/api/catalog.ts';
import { couponRedemptions, coupons } from '#server/db/schema/index.ts';
import { createBike, createPartner, createUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);
const istDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(Date.now() + offsetDays * 86_400_000));

const CARD_KEYS = ['_id', 'brand', 'category', 'engineCC', 'image', 'name', 'rentPerHour'];

describe('bike lists: only visible bikes of verified, active partners', () => {
  let listed: string[] = [];
  let unlisted: string[] = [];

  beforeAll(async () => {
    const verified = await createPartner(t.db);
    const accepted = await createPartner(t.db, { isVerifed: 'mailSented' });
    const request = await createPartner(t.db, { isVerifed: 'false' });
    const blocked = await createPartner(t.db, { status: false });
    const rents = [300, 90, 150, 90, 500, 60, 220, 120, 410];
    listed = [];
    for (const [i, rent] of rents.entries()) {
      const bike = await createBike(t.db, verified.id, {
        name: `Listed ${i}`,
        rentPerHour: rent,
        images: [`/uploads/listed-${i}-a.png`, `/uploads/listed-${i}-b.png`],
        createdAt: minutesFromNow(10 + i),
      });
      listed.push(bike.id);
    }
    unlisted = [
      (await createBike(t.db, verified.id, { status: false, createdAt: minutesFromNow(100) })).id,
      (await createBike(t.db, verified.id, { deletedAt: new Date(), createdAt: minutesFromNow(101) })).id,
      (await createBike(t.db, accepted.id, { createdAt: minutesFromNow(102) })).id,
      (await createBike(t.db, request.id, { createdAt: minutesFromNow(103) })).id,
      (await createBike(t.db, blocked.id, { createdAt: minutesFromNow(104) })).id,
    ];
  });

  it('ourFleet: the 8 newest listed bikes, newest first, as cards', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ourFleet' });
    expect(res.statusCode).toBe(200);
    const body: unknown = res.json();
    expect(body).toMatchObject({ success: true, message: 'ok' });
    const { data } = ourFleetResponse.parse(body);
    expect(data.map((b) => b._id)).toEqual([...listed].reverse().slice(0, 8));
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(CARD_KEYS);
    expect(data[0]).toMatchObject({ name: 'Listed 8', image: ['/uploads/listed-8-a.png', '/uploads/listed-8-b.png'] });
  });

  it('getTariff: every listed bike, cheapest first, nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getTariff' });
    expect(res.statusCode).toBe(200);
    const data: { _id: string; rentPerHour: number }[] = res.json().data;
    const ids = data.map((b) => b._id);
    expect([...ids].sort()).toEqual([...listed].sort());
    for (const id of unlisted) expect(ids).not.toContain(id);
    const rents = data.map((b) => b.rentPerHour);
    expect(rents).toEqual([...rents].sort((a, b) => a - b));
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(CARD_KEYS);
  });

  it('needs no token', async () => {
    for (const url of ['/api/ourFleet', '/api/getTariff', '/api/getCoupons']) {
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer nonsense' } })).statusCode,
      ).toBe(200);
    }
  });
});

describe('getCoupons: only coupons a customer could still use', () => {
  it('lists active coupons until the end of their expiry day (India time) with uses left', async () => {
    const user = await createUser(t.db);
    const base = { image: '/uploads/coupon.png', discountValue: 10, minPurchase: 1000, maxDiscount: 300, limit: 5 };
    const make = async (code: string, values: Partial<typeof coupons.$inferInsert>) => {
      const [row] = await t.db
        .insert(coupons)
        .values({ ...base, couponName: `Offer ${code}`, couponCode: code, expireDate: istDate(30), ...values })
        .returning({ id: coupons.id });
      if (!row) throw new Error('coupon not created');
      return row.id;
    };
    const suffix = randomUUID().slice(0, 6).toUpperCase();
    const good = await make(`GOOD${suffix}`, {});
    const today = await make(`TODAY${suffix}`, { expireDate: istDate(0) });
    const inactive = await make(`OFF${suffix}`, { status: false });
    const expired = await make(`OLD${suffix}`, { expireDate: istDate(-1) });
    const usedUp = await make(`USED${suffix}`, { limit: 1 });
    const zero = await make(`ZERO${suffix}`, { limit: 0 });
    const partlyUsed = await make(`PART${suffix}`, { limit: 2 });
    await t.db.insert(couponRedemptions).values([
      { couponId: usedUp, userId: user.id, bookingId: randomUUID() },
      { couponId: partlyUsed, userId: user.id, bookingId: randomUUID() },
    ]);

    const res = await t.app.inject({ method: 'GET', url: '/api/getCoupons' });
    expect(res.statusCode).toBe(200);
    const data: { _id: string }[] = res.json().data;
    const ids = data.map((c) => c._id);
    for (const id of [good, today, partlyUsed]) expect(ids).toContain(id);
    for (const id of [inactive, expired, usedUp, zero]) expect(ids).not.toContain(id);
    expect(data.find((c) => c._id === good)).toEqual({
      _id: good,
      couponName: `Offer GOOD${suffix}`,
      couponCode: `GOOD${suffix}`,
      image: '/uploads/coupon.png',
      discountValue: 10,
      minPurchase: 1000,
      maxDiscount: 300,
      expireDate: istDate(30),
    });
  });
});
