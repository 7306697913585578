import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDashboardResponse, adminMonthlySalesRatioResponse } from '#shared/api/admin.ts';
import { istDate, istInstant, istWeekStart } from '#shared/domain/time.ts';
import { createBike, createPartner, createUser, insertBooking } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { adminApi, signedInAdmin } from '../../test/kits/admin-test-kit.ts';

// NOTE: the admin dashboard counts everyone's rows, so this file relies on its own fresh database
// (createTestApp gives each file one) and counts every row it makes.
let t: TestApp;
let api: ReturnType<typeof adminApi>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t);
  admin = (await signedInAdmin(t)).headers;
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const dashboard = async () =>
  adminDashboardResponse.parse(
    (await api.call({ method: 'GET', url: '/api/admin/fetchBookingBikesRevenu', headers: admin })).json(),
  );
const ratio = async () =>
  adminMonthlySalesRatioResponse.parse(
    (await api.call({ method: 'GET', url: '/api/admin/monthlySalesRatio', headers: admin })).json(),
  );

describe('the admin dashboard', () => {
  it('is all zeros on an empty database, the week Monday to Sunday', async () => {
    expect(await dashboard()).toEqual({
      success: true,
      message: 'ok',
      currentWeek: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((dayName) => ({ dayName, count: 0 })),
      data: { totalBookingCount: 0, totalPartners: 0, totalUsers: 0, totalRevenu: 0 },
    });
    expect(await ratio()).toEqual({ success: true, message: 'ok', data: { cancelled: 0, completed: 0 } });
  });

  it('counts everyone’s bookings, verified partners, users and revenue, with the partner dashboard’s rules', async () => {
    const alice = await createPartner(t.db);
    const bob = await createPartner(t.db, { status: false }); // blocked but verified: still a partner
    await createPartner(t.db, { isVerifed: 'mailSented' }); // accepted request: not counted
    await createPartner(t.db, { isVerifed: 'false' }); // request: not counted
    const rider = await createUser(t.db);
    await createUser(t.db, { status: false }); // blocked users are users

    const aliceBike = await createBike(t.db, alice.id);
    const bobBike = await createBike(t.db, bob.id);
    const monday = istWeekStart();
    const mondayNoon = istInstant(monday, '12:00');
    const book = (
      partnerId: string,
      bikeId: string,
      i: number,
      values: Partial<Parameters<typeof insertBooking>[1]>,
    ) => {
      const pickupAt = new Date(Date.now() + (48 + 30 * i) * HOUR);
      return insertBooking(t.db, {
        userId: rider.id,
        partnerId,
        bikeId,
        pickupAt,
        dropAt: new Date(pickupAt.getTime() + 24 * HOUR),
        createdAt: mondayNoon,
        ...values,
      });
    };
    await book(alice.id, aliceBike.id, 0, { status: 'booked', grandTotal: 1000 });
    await book(alice.id, aliceBike.id, 1, { status: 'completed', grandTotal: 2000 });
    await book(bob.id, bobBike.id, 2, { status: 'cancelled', grandTotal: 4000 });
    await book(bob.id, bobBike.id, 3, {
      status: 'pending',
      grandTotal: 8000,
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    await book(alice.id, aliceBike.id, 4, { status: 'expired', grandTotal: 16000 });
    // made last week: counted in the totals, not in this week's chart
    await book(bob.id, bobBike.id, 5, {
      status: 'completed',
      grandTotal: 100,
      createdAt: new Date(mondayNoon.getTime() - 7 * DAY),
    });

    const body = await dashboard();
    expect(body.data).toEqual({ totalBookingCount: 4, totalPartners: 2, totalUsers: 2, totalRevenu: 3100 });
    expect(body.currentWeek[0]).toEqual({ dayName: 'Mon', count: 3 });
    expect(body.currentWeek.slice(1).every((d) => d.count === 0)).toBe(true);

    // this month's bookings now cancelled or completed (the one made last week may fall in either month)
    const lastWeekInMonth =
      istDate(new Date(mondayNoon.getTime() - 7 * DAY)).slice(0, 7) === istDate(new Date()).slice(0, 7);
    const mondayInMonth = monday.slice(0, 7) === istDate(new Date()).slice(0, 7);
    expect((await ratio()).data).toEqual({
      cancelled: mondayInMonth ? 1 : 0,
      completed: (mondayInMonth ? 1 : 0) + (lastWeekInMonth ? 1 : 0),
    });
  });
});
