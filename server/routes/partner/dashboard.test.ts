import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlySalesRatioResponse, partnerDashboardResponse } from '#shared/api/partner.ts';
import { istDate, istInstant, istWeekStart } from '#shared/domain/time.ts';
import { createBike } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bookingFor, partnerApi, signedInPartner } from '../../test/kits/partner-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof partnerApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = partnerApi(t);
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const dashboard = async (headers: Record<string, string>) =>
  partnerDashboardResponse.parse(
    (await api.call({ method: 'GET', url: '/api/partner/fetchBookingBikesRevenu', headers })).json(),
  );
const ratio = async (headers: Record<string, string>) =>
  monthlySalesRatioResponse.parse(
    (await api.call({ method: 'GET', url: '/api/partner/monthlySalesRatio', headers })).json(),
  );

/** 'YYYY-MM-DD' `days` after an India date. */
const plusDays = (date: string, days: number) => istDate(new Date(istInstant(date, '12:00').getTime() + days * DAY));

const zeroWeek = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((dayName) => ({ dayName, count: 0 }));

describe('a partner with no data', () => {
  it('sees zeros everywhere, the week Monday to Sunday', async () => {
    const { headers } = await signedInPartner(t);
    expect(await dashboard(headers)).toEqual({
      success: true,
      message: 'ok',
      currentWeek: zeroWeek,
      data: { totalBookingCount: 0, allBikesCount: 0, bikeHided: 0, totalRevenu: 0 },
    });
    expect(await ratio(headers)).toEqual({ success: true, message: 'ok', data: { cancelled: 0, completed: 0 } });
  });
});

describe('GET /api/partner/fetchBookingBikesRevenu', () => {
  it('counts the caller’s bikes and bookings; revenue is what booked and completed rides paid', async () => {
    const { partner, headers } = await signedInPartner(t);
    const other = await signedInPartner(t);
    const bike = await createBike(t.db, partner.id);
    await createBike(t.db, partner.id, { status: false });
    await createBike(t.db, partner.id, { status: false, deletedAt: new Date() });
    await createBike(t.db, other.partner.id, { status: false });
    const values = [
      { status: 'booked', grandTotal: 1000 },
      { status: 'completed', grandTotal: 2000 },
      { status: 'cancelled', grandTotal: 4000 },
      { status: 'pending', grandTotal: 8000, holdExpiresAt: new Date(Date.now() + 600_000) },
      { status: 'expired', grandTotal: 16000 },
    ] as const;
    for (const [i, value] of values.entries()) {
      await bookingFor(t, partner.id, { bikeId: bike.id, startsIn: 24 * (i + 1), values: value });
    }
    await bookingFor(t, other.partner.id, { values: { grandTotal: 32000 } });

    const body = await dashboard(headers);
    expect(body.data).toEqual({ totalBookingCount: 3, allBikesCount: 2, bikeHided: 1, totalRevenu: 3000 });
  });

  it('counts bookings per India-time day of the current week, Monday first', async () => {
    const { partner, headers } = await signedInPartner(t);
    const other = await signedInPartner(t);
    const monday = istWeekStart();
    const todayIndex = Math.round((istInstant(istDate(new Date())).getTime() - istInstant(monday).getTime()) / DAY);
    const made = async (
      createdAt: Date,
      status: 'booked' | 'cancelled' | 'completed' | 'pending' = 'booked',
      partnerId = partner.id,
    ) =>
      bookingFor(t, partnerId, {
        values: {
          createdAt,
          status,
          ...(status === 'pending' ? { holdExpiresAt: new Date(Date.now() + 600_000) } : {}),
        },
      });
    await made(istInstant(monday, '00:30')); // Monday just after midnight India time (Sunday evening UTC)
    await made(istInstant(monday, '23:59'), 'cancelled');
    await made(istInstant(plusDays(monday, 2), '12:00'), 'completed');
    await made(istInstant(plusDays(monday, 6), '23:30'));
    await made(istInstant(plusDays(monday, -1), '23:30')); // last week's Sunday
    await made(istInstant(plusDays(monday, 7), '00:00')); // next Monday
    await made(new Date(), 'pending'); // a payment hold is not a booking
    await made(new Date(), 'booked', other.partner.id);

    const { currentWeek } = await dashboard(headers);
    expect(currentWeek.map((d) => d.dayName)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(currentWeek.map((d) => d.count)).toEqual([2, 0, 1, 0, 0, 0, 1]);

    await made(new Date());
    const after = await dashboard(headers);
    expect(after.currentWeek[todayIndex]?.count).toBe((currentWeek[todayIndex]?.count ?? 0) + 1);
  });
});

describe('GET /api/partner/monthlySalesRatio', () => {
  it('counts this month’s (India time) bookings now cancelled and completed', async () => {
    const { partner, headers } = await signedInPartner(t);
    const other = await signedInPartner(t);
    const monthStart = istInstant(`${istDate(new Date()).slice(0, 7)}-01`);
    const made = (createdAt: Date, status: 'booked' | 'cancelled' | 'completed', partnerId = partner.id) =>
      bookingFor(t, partnerId, { values: { createdAt, status } });
    await made(new Date(monthStart.getTime() + 60_000), 'cancelled'); // 00:01 on the 1st, India time
    await made(new Date(), 'cancelled');
    await made(new Date(), 'completed');
    await made(new Date(), 'booked');
    await made(new Date(monthStart.getTime() - 60_000), 'completed'); // 23:59 last month
    await made(new Date(), 'completed', other.partner.id);

    expect((await ratio(headers)).data).toEqual({ cancelled: 2, completed: 1 });
  });
});
