import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBookingsResponse } from '#shared/api/partner.ts';
import { istInstant } from '#shared/domain/time.ts';
import { msg } from '#shared/messages.ts';
import { bookings } from '#server/db/schema/index.ts';
import { createBike, createUser } from '#server/test/factories.ts';
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
  for (const body of api.bodies) expect(body).not.toMatch(/argon2|passwordHash|password_hash/);
});

type Headers = Record<string, string>;
const findBookings = (headers: Headers, page?: number) =>
  api.call({ method: 'GET', url: `/api/partner/findBookings${page ? `?page=${page}` : ''}`, headers });
const changeStatus = (headers: Headers, payload: Record<string, unknown>) =>
  api.call({ method: 'POST', url: '/api/partner/changeBookingStatus', headers, payload });
const statusOf = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;

describe('GET /api/partner/findBookings', () => {
  it('answers a booking with its customer, bike and India-time dates', async () => {
    const { partner, headers } = await signedInPartner(t);
    const bike = await createBike(t.db, partner.id, {
      name: 'Dominar 400',
      brand: 'Bajaj',
      plateNumber: 'KA 03 ZZ 7777',
    });
    const user = await createUser(t.db, { fname: 'Asha', lname: 'Rao', mobile: '9811122233' });
    const booking = await bookingFor(t, partner.id, {
      bikeId: bike.id,
      values: {
        userId: user.id,
        pickupAt: istInstant('2030-03-15', '06:00'),
        dropAt: istInstant('2030-03-16', '18:00'),
        pickUpPoint: 'Majestic',
        dropPoint: 'Airport',
        helmet: 2,
        hours: 36,
        rent: 4320,
        cgst: 604,
        sgst: 604,
        discountAmount: 100,
        totalAmount: 4320,
        grandTotal: 5428,
        paymentStatus: 'paid',
      },
    });
    const res = await findBookings(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'ok',
      page: 1,
      totalPages: 1,
      data: [
        {
          _id: booking.id,
          user: { fname: 'Asha', lname: 'Rao', email: user.email, mobile: '9811122233' },
          bike: { name: 'Dominar 400', brand: 'Bajaj', plateNumber: 'KA 03 ZZ 7777' },
          pickUpDate: '2030-03-15',
          pickUpTime: '06:00 AM',
          dropDate: '2030-03-16',
          dropTime: '06:00 PM',
          city: 'Bengaluru',
          pickUpPoint: 'Majestic',
          dropPoint: 'Airport',
          helmet: 2,
          hours: 36,
          rent: 4320,
          cgst: 604,
          sgst: 604,
          discountAmount: 100,
          totalAmount: 4320,
          grandTotal: 5428,
          deposit: 0,
          // a row made without its payment: nothing captured (issue #34: 'paid' is what was captured)
          paid: 0,
          licenceStatus: null,
          paymentMethod: 'online',
          paymentStatus: 'paid',
          status: 'booked',
          createdAt: booking.createdAt.toISOString(),
          refund: null,
          handover: null,
          settlement: null,
          // a booking without stored rates (made before migration 0019): the rates configured now
          taxRates: { cgstPercent: 14, sgstPercent: 14 },
        },
      ],
    });
  });

  it("answers the tax rates the booking was charged, not the ones configured now (issue #17's settlement preview)", async () => {
    const { partner, headers } = await signedInPartner(t);
    // the app runs at the default 14 % + 14 %; this ride was booked at 9 % + 9 %
    const booking = await bookingFor(t, partner.id, { values: { cgstRateBp: 900, sgstRateBp: 900 } });
    const res = await findBookings(headers);
    expect(res.statusCode).toBe(200);
    const [answer] = findBookingsResponse.parse(res.json()).data;
    expect(answer?._id).toBe(booking.id);
    expect(answer?.taxRates).toEqual({ cgstPercent: 9, sgstPercent: 9 });
  });

  it('pages 5 at a time, newest first; only the caller’s paid rides (no holds), deleted bikes included', async () => {
    const { partner, headers } = await signedInPartner(t);
    const other = await signedInPartner(t);
    await bookingFor(t, other.partner.id);
    const deletedBike = await createBike(t.db, partner.id, { deletedAt: new Date() });
    const made: string[] = [];
    const statuses = ['booked', 'cancelled', 'completed', 'booked', 'booked', 'completed', 'booked'] as const;
    for (const [i, status] of statuses.entries()) {
      const row = await bookingFor(t, partner.id, {
        startsIn: 24 * (i + 1),
        ...(i === 0 ? { bikeId: deletedBike.id } : {}),
        values: { status, createdAt: new Date(Date.UTC(2025, 5, 1, 10, i)) },
      });
      made.push(row.id);
    }
    const soon = new Date(Date.now() + 10 * 60 * 1000);
    await bookingFor(t, partner.id, { values: { status: 'pending', holdExpiresAt: soon } });
    await bookingFor(t, partner.id, { values: { status: 'expired' } });

    const first = findBookingsResponse.parse((await findBookings(headers)).json());
    expect(first.totalPages).toBe(2);
    expect(first.data.map((b) => b._id)).toEqual(made.slice(2).reverse());
    const second = findBookingsResponse.parse((await findBookings(headers, 2)).json());
    expect(second.page).toBe(2);
    expect(second.data.map((b) => b._id)).toEqual([made[1], made[0]]);
    expect(second.data.map((b) => b.status)).toEqual(['cancelled', 'booked']);
  });

  it('orders rows made at the same instant stably (id breaks the tie)', async () => {
    const { partner, headers } = await signedInPartner(t);
    const at = new Date(Date.UTC(2025, 6, 1));
    for (let i = 0; i < 7; i++) await bookingFor(t, partner.id, { startsIn: 24 * (i + 1), values: { createdAt: at } });
    const pageOne = findBookingsResponse.parse((await findBookings(headers, 1)).json()).data.map((b) => b._id);
    const pageTwo = findBookingsResponse.parse((await findBookings(headers, 2)).json()).data.map((b) => b._id);
    expect(new Set([...pageOne, ...pageTwo]).size).toBe(7);
    expect([...pageOne, ...pageTwo]).toEqual([...pageOne, ...pageTwo].sort().reverse());
  });

  it('an empty list has zero pages', async () => {
    const { headers } = await signedInPartner(t);
    expect((await findBookings(headers)).json()).toEqual({
      success: true,
      message: 'ok',
      data: [],
      page: 1,
      totalPages: 0,
    });
  });
});

describe('POST /api/partner/changeBookingStatus', () => {
  it.each(['completed', 'cancelled'] as const)('marks a booked ride %s and answers the booking', async (value) => {
    const { partner, headers } = await signedInPartner(t);
    // started an hour ago: a ride can be completed only once its pick-up time has passed (issue #28)
    const booking = await bookingFor(t, partner.id, { startsIn: -1 });
    const res = await changeStatus(headers, { id: booking.id, value });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: msg.bookingStatusChanged(value),
      data: { _id: booking.id, status: value },
    });
    expect(await statusOf(booking.id)).toBe(value);
  });

  it('a final state cannot change: 409 naming it', async () => {
    const { partner, headers } = await signedInPartner(t);
    for (const status of ['completed', 'cancelled'] as const) {
      const booking = await bookingFor(t, partner.id, { values: { status } });
      for (const value of ['completed', 'cancelled']) {
        const res = await changeStatus(headers, { id: booking.id, value });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ success: false, message: msg.bookingStatusFinal(status) });
      }
      expect(await statusOf(booking.id)).toBe(status);
    }
  });

  it('two changes at once: exactly one wins', async () => {
    const { partner, headers } = await signedInPartner(t);
    const booking = await bookingFor(t, partner.id, { startsIn: -1 });
    const results = await Promise.all([
      changeStatus(headers, { id: booking.id, value: 'completed' }),
      changeStatus(headers, { id: booking.id, value: 'cancelled' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('another partner’s booking, a payment hold, an unknown id → 404, nothing changed', async () => {
    const { partner, headers } = await signedInPartner(t);
    const other = await signedInPartner(t);
    const theirs = await bookingFor(t, other.partner.id);
    const hold = await bookingFor(t, partner.id, {
      values: { status: 'pending', holdExpiresAt: new Date(Date.now() + 600_000) },
    });
    for (const id of [theirs.id, hold.id, crypto.randomUUID()]) {
      const res = await changeStatus(headers, { id, value: 'cancelled' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: msg.notFound });
    }
    expect(await statusOf(theirs.id)).toBe('booked');
    expect(await statusOf(hold.id)).toBe('pending');
  });

  it.each([['booked'], ['pending'], ['expired'], [''], [undefined]])('value %j → 400', async (value) => {
    const { partner, headers } = await signedInPartner(t);
    const booking = await bookingFor(t, partner.id);
    const res = await changeStatus(headers, { id: booking.id, value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: msg.bookingStatusInvalid });
    expect(await statusOf(booking.id)).toBe('booked');
  });
});
