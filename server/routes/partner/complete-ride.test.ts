import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrderResponse } from '#shared/api/booking.ts';
import { adminBookingsResponse } from '#shared/api/cancellations.ts';
import { findBookingsResponse } from '#shared/api/partner.ts';
import { userRidesResponse } from '#shared/api/rides.ts';
import { completeRideResponse } from '#shared/api/settlement.ts';
import { settleReturn } from '#shared/domain/pricing.ts';
import { istDate, istTime } from '#shared/domain/time.ts';
import { msg } from '#shared/messages.ts';
import { bookings } from '#server/db/schema/index.ts';
import { bearer, createAdmin, createPartner, tokenFor } from '#server/test/factories.ts';
import {
  completeBody,
  HOUR,
  paidRideWithDeposit,
  refundsOf,
  settlementApi,
  settlementOf,
} from '#server/test/kits/settlement-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof settlementApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = settlementApi(t);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const complete = (headers: Headers, payload: Record<string, unknown>) =>
  call({ method: 'POST', url: '/api/partner/completeRide', headers, payload });
const changeStatus = (headers: Headers, id: string, value: 'completed' | 'cancelled') =>
  call({ method: 'POST', url: '/api/partner/changeBookingStatus', headers, payload: { id, value } });
const statusOf = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;

/** Nothing of the ride changed: still booked, no settlement, no refund. */
async function expectUnchanged(bookingId: string) {
  expect(await statusOf(bookingId)).toBe('booked');
  expect(await settlementOf(t, bookingId)).toBeUndefined();
  expect(await refundsOf(t, bookingId)).toEqual([]);
}

describe('POST /api/partner/completeRide', () => {
  it('settles km over the allowance and a late return against the deposit, refunds the rest, mails the customer', async () => {
    const ride = await paidRideWithDeposit(t, { deposit: 2000 });
    const late = 2 * HOUR + 10 * 60_000; // 2 h 10 min late: 3 started hours
    const res = await complete(
      ride.partnerHeaders,
      completeBody(ride.booking, { startKm: 12_000, endKm: 12_300 }, late),
    );
    expect(res.statusCode).toBe(200);
    const body = completeRideResponse.parse(res.json());
    expect(body.message).toBe(msg.rideCompleted);
    expect(body.data.status).toBe('completed');
    const returnedAt = new Date(ride.booking.dropAt.getTime() + late);
    const expected = settleReturn({
      hours: 24,
      rentPerHour: 120,
      dropAt: ride.booking.dropAt,
      returnedAt,
      startKm: 12_000,
      endKm: 12_300,
      damage: 0,
      deposit: 2000,
      rates: { cgstPercent: 14, sgstPercent: 14 },
    });
    // 180 km × ₹4 = 720; 3 h × ₹120 = 360; 14 % of 1080 = 151 each; 1382 of 2000 → 618 back
    expect(expected).toMatchObject({ excessKm: 180, excessCharge: 720, lateHours: 3, lateFee: 360, cgst: 151 });
    expect(expected).toMatchObject({ charges: 1382, depositRefund: 618, due: 0 });
    expect(body.data.settlement).toEqual({
      disputeResolvedAt: null,
      returnPhotos: [],
      disputeDecision: null,
      ...expected,
      startKm: 12_000,
      endKm: 12_300,
      returnedAt: returnedAt.toISOString(),
      damageNote: '',
      duePaid: false,
      settledAt: expect.any(String),
      disputedAt: null,
      balancePaid: 0,
      adjustmentRefund: null,
    });
    const stored = await settlementOf(t, ride.booking.id);
    expect(stored).toMatchObject({ ...expected, startKm: 12_000, endKm: 12_300, returnedAt, duePaidAt: null });
    const refunds = await refundsOf(t, ride.booking.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ kind: 'deposit', reason: 'deposit', amount: 618, status: 'pending' });
    expect(body.data.refund).toEqual({ amount: 618, status: 'pending' });
    const mail = t.mails.find((m) => m.to === ride.user.email && m.subject.includes('settled'));
    expect(mail?.text).toContain('₹720');
    expect(mail?.text).toContain('Late return 3 h');
    expect(mail?.text).toContain('₹618 of your deposit');
  });

  it('a damage charge with its note, more than the deposit: nothing back, the rest due', async () => {
    const ride = await paidRideWithDeposit(t, { deposit: 1000 });
    const res = await complete(
      ride.partnerHeaders,
      completeBody(ride.booking, { damageAmount: 1500, damageNote: 'Left mirror broken' }),
    );
    expect(res.statusCode).toBe(200);
    const { settlement } = completeRideResponse.parse(res.json()).data;
    expect(settlement).toMatchObject({ damage: 1500, damageNote: 'Left mirror broken', charges: 1500 });
    expect(settlement).toMatchObject({ deposit: 1000, depositRefund: 0, due: 500, duePaid: false });
    expect(await refundsOf(t, ride.booking.id)).toEqual([]);
    const mail = t.mails.find((m) => m.to === ride.user.email && m.subject.includes('settled'));
    expect(mail?.text).toContain('A balance of ₹500 is due');
  });

  it('a ride with no deposit: the charges are all due, no refund', async () => {
    const ride = await paidRideWithDeposit(t, { deposit: 0 });
    const res = await complete(ride.partnerHeaders, completeBody(ride.booking, { startKm: 0, endKm: 130 }));
    expect(res.statusCode).toBe(200);
    const { settlement } = completeRideResponse.parse(res.json()).data;
    // 10 km × 4 = 40; 14 % of 40 = 5 each
    expect(settlement).toMatchObject({ excessKm: 10, excessCharge: 40, cgst: 5, sgst: 5, charges: 50 });
    expect(settlement).toMatchObject({ deposit: 0, depositRefund: 0, due: 50 });
    expect(await refundsOf(t, ride.booking.id)).toEqual([]);
  });

  it('charges exactly equal to the deposit: nothing back, nothing due', async () => {
    const ride = await paidRideWithDeposit(t, { deposit: 750 });
    const res = await complete(
      ride.partnerHeaders,
      completeBody(ride.booking, { damageAmount: 750, damageNote: 'Seat torn, replaced' }),
    );
    expect(res.statusCode).toBe(200);
    expect(completeRideResponse.parse(res.json()).data.settlement).toMatchObject({
      charges: 750,
      depositRefund: 0,
      due: 0,
    });
    expect(await refundsOf(t, ride.booking.id)).toEqual([]);
    const mail = t.mails.find((m) => m.to === ride.user.email && m.subject.includes('settled'));
    expect(mail?.text).toContain('used up your deposit exactly');
  });

  it('29 minutes late is on time; 31 minutes late is one hour', async () => {
    const onTime = await paidRideWithDeposit(t);
    const a = await complete(onTime.partnerHeaders, completeBody(onTime.booking, {}, 29 * 60_000));
    expect(completeRideResponse.parse(a.json()).data.settlement).toMatchObject({ lateHours: 0, lateFee: 0 });
    const late = await paidRideWithDeposit(t);
    const b = await complete(late.partnerHeaders, completeBody(late.booking, {}, 31 * 60_000));
    expect(completeRideResponse.parse(b.json()).data.settlement).toMatchObject({ lateHours: 1, lateFee: 120 });
  });

  it('a 30-hour ride has two days of allowance and is charged at its own rent per hour', async () => {
    const ride = await paidRideWithDeposit(t, { hours: 30, rentPerHour: 90 });
    const res = await complete(
      ride.partnerHeaders,
      completeBody(ride.booking, { startKm: 100, endKm: 400 }, 61 * 60_000),
    );
    const { settlement } = completeRideResponse.parse(res.json()).data;
    expect(settlement).toMatchObject({ allowanceKm: 240, excessKm: 60, excessCharge: 240, lateHours: 2, lateFee: 180 });
  });

  it("taxes the charges at the booking's own rates, not the rates configured now", async () => {
    const ride = await paidRideWithDeposit(t, { deposit: 0 });
    await t.db.update(bookings).set({ cgstRateBp: 900, sgstRateBp: 250 }).where(eq(bookings.id, ride.booking.id));
    // 100 km over the allowance: ₹400, taxed at 9 % and 2.5 % (rounded down), whatever the server charges today
    const res = await complete(ride.partnerHeaders, completeBody(ride.booking, { startKm: 0, endKm: 220 }, 0));
    expect(res.statusCode, res.body).toBe(200);
    const { settlement } = completeRideResponse.parse(res.json()).data;
    expect(settlement).toMatchObject({ excessCharge: 400, cgst: 36, sgst: 10, charges: 446, due: 446 });
  });

  it('a return time on any minute, lower-case am/pm accepted', async () => {
    const ride = await paidRideWithDeposit(t);
    const at = new Date(ride.booking.dropAt.getTime() + 7 * 60_000);
    const res = await complete(ride.partnerHeaders, {
      ...completeBody(ride.booking),
      returnDate: istDate(at),
      returnTime: istTime(at).toLowerCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(completeRideResponse.parse(res.json()).data.settlement?.returnedAt).toBe(at.toISOString());
  });

  describe('refuses bad input with 400 and changes nothing', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['startKm negative', { startKm: -1 }, 'startKm', msg.startKmInvalid],
      ['startKm fractional', { startKm: 1.5 }, 'startKm', msg.startKmInvalid],
      ['startKm text', { startKm: 'abc' }, 'startKm', msg.startKmInvalid],
      // a ride never handed over has no reading to default to (issue #32)
      ['startKm missing', { startKm: undefined }, 'startKm', msg.startKmMissing],
      ['endKm over a million', { endKm: 1_000_001 }, 'endKm', msg.endKmInvalid],
      ['endKm below startKm', { startKm: 500, endKm: 499 }, 'endKm', msg.endKmBeforeStart],
      ['returnDate not a day', { returnDate: '2026-02-30' }, 'returnDate', msg.returnDateInvalid],
      ['returnDate words', { returnDate: 'tomorrow' }, 'returnDate', msg.returnDateInvalid],
      ['returnDate missing', { returnDate: undefined }, 'returnDate', msg.returnDateInvalid],
      ['returnTime 24-hour', { returnTime: '19:05' }, 'returnTime', msg.returnTimeInvalid],
      ['returnTime 13 PM', { returnTime: '13:00 PM' }, 'returnTime', msg.returnTimeInvalid],
      ['returnTime one digit hour', { returnTime: '7:05 PM' }, 'returnTime', msg.returnTimeInvalid],
      ['damage negative', { damageAmount: -1 }, 'damageAmount', msg.damageAmountInvalid],
      [
        'damage over 100000',
        { damageAmount: 100_001, damageNote: 'Frame bent badly' },
        'damageAmount',
        msg.damageAmountInvalid,
      ],
      [
        'damage fractional',
        { damageAmount: 10.5, damageNote: 'Frame bent badly' },
        'damageAmount',
        msg.damageAmountInvalid,
      ],
      ['damage without a note', { damageAmount: 100 }, 'damageNote', msg.damageNoteRequired],
      [
        'damage with a short note',
        { damageAmount: 100, damageNote: 'scratch  ' },
        'damageNote',
        msg.damageNoteRequired,
      ],
      ['damage note too long', { damageAmount: 100, damageNote: 'x'.repeat(501) }, 'damageNote', msg.damageNoteTooLong],
      ['id not an id', { id: 'nope' }, 'id', msg.invalidId],
    ];
    it.each(cases)('%s', async (_name, overrides, field, message) => {
      const ride = await paidRideWithDeposit(t);
      const res = await complete(ride.partnerHeaders, completeBody(ride.booking, overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { [field]: message } });
      await expectUnchanged(ride.booking.id);
    });

    it('a return before the pick-up time', async () => {
      const ride = await paidRideWithDeposit(t);
      const res = await complete(ride.partnerHeaders, completeBody(ride.booking, {}, -25 * HOUR));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: msg.returnBeforePickup,
        errors: { returnDate: msg.returnBeforePickup },
      });
      await expectUnchanged(ride.booking.id);
    });

    it('returned exactly at the pick-up time is accepted', async () => {
      const ride = await paidRideWithDeposit(t);
      const res = await complete(ride.partnerHeaders, completeBody(ride.booking, {}, -24 * HOUR));
      expect(res.statusCode).toBe(200);
    });
  });

  describe('who may complete', () => {
    it("another partner's ride or an unknown id → 404, nothing changes", async () => {
      const ride = await paidRideWithDeposit(t);
      const other = await createPartner(t.db);
      const otherHeaders = bearer(await tokenFor(t.app, 'partner', other));
      const res = await complete(otherHeaders, completeBody(ride.booking));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(msg.bookingNotFound);
      await expectUnchanged(ride.booking.id);
      const unknown = await complete(ride.partnerHeaders, completeBody({ ...ride.booking, id: crypto.randomUUID() }));
      expect(unknown.statusCode).toBe(404);
    });

    it('a payment hold is not a booking → 404', async () => {
      const ride = await paidRideWithDeposit(t);
      await t.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, ride.booking.id));
      const res = await complete(ride.partnerHeaders, completeBody(ride.booking));
      expect(res.statusCode).toBe(404);
      expect(await settlementOf(t, ride.booking.id)).toBeUndefined();
    });

    it('completing twice → 409 naming the state, one settlement, one refund', async () => {
      const ride = await paidRideWithDeposit(t);
      expect((await complete(ride.partnerHeaders, completeBody(ride.booking))).statusCode).toBe(200);
      const again = await complete(ride.partnerHeaders, completeBody(ride.booking, { endKm: 13_000 }));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(msg.bookingStatusFinal('completed'));
      expect((await settlementOf(t, ride.booking.id))?.endKm).toBe(12_100);
      expect(await refundsOf(t, ride.booking.id)).toHaveLength(1);
    });

    it('a cancelled ride → 409 naming the state', async () => {
      const ride = await paidRideWithDeposit(t);
      await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, ride.booking.id));
      const res = await complete(ride.partnerHeaders, completeBody(ride.booking));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(msg.bookingStatusFinal('cancelled'));
      expect(await settlementOf(t, ride.booking.id)).toBeUndefined();
    });

    it('no token → 401; a customer or an admin → 403; a blocked partner → 403; nothing changes', async () => {
      const ride = await paidRideWithDeposit(t);
      expect((await complete({}, completeBody(ride.booking))).statusCode).toBe(401);
      expect((await complete(ride.headers, completeBody(ride.booking))).statusCode).toBe(403);
      const admin = await createAdmin(t.db);
      expect(
        (await complete(bearer(await tokenFor(t.app, 'admin', admin)), completeBody(ride.booking))).statusCode,
      ).toBe(403);
      const blocked = await createPartner(t.db, { status: false });
      const blockedRide = await paidRideWithDeposit(t, { partnerId: blocked.id });
      const res = await complete(bearer(await tokenFor(t.app, 'partner', blocked)), completeBody(blockedRide.booking));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(msg.accountBlocked);
      await expectUnchanged(ride.booking.id);
      await expectUnchanged(blockedRide.booking.id);
    });
  });
});

describe('changeBookingStatus completed settles with no reading', () => {
  it('no km, returned at the drop time, no damage: the whole deposit back', async () => {
    const ride = await paidRideWithDeposit(t, { deposit: 1500 });
    const res = await changeStatus(ride.partnerHeaders, ride.booking.id, 'completed');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settlement).toMatchObject({
      startKm: null,
      endKm: null,
      allowanceKm: 120,
      excessKm: 0,
      excessCharge: 0,
      returnedAt: ride.booking.dropAt.toISOString(),
      lateHours: 0,
      lateFee: 0,
      charges: 0,
      deposit: 1500,
      depositRefund: 1500,
      due: 0,
    });
    const refunds = await refundsOf(t, ride.booking.id);
    expect(refunds).toEqual([expect.objectContaining({ kind: 'deposit', amount: 1500 })]);
  });

  it('cancelled writes no settlement', async () => {
    const ride = await paidRideWithDeposit(t, { pickupAt: new Date(Date.now() + 48 * HOUR) });
    const res = await changeStatus(ride.partnerHeaders, ride.booking.id, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settlement).toBeNull();
    expect(await settlementOf(t, ride.booking.id)).toBeUndefined();
  });
});

describe('every answer carries the settlement', () => {
  it("findOrder, userRides, findBookings and the admin's bookings: null before, the settlement after", async () => {
    const ride = await paidRideWithDeposit(t);
    const admin = await createAdmin(t.db);
    const adminHeaders = bearer(await tokenFor(t.app, 'admin', admin));
    const read = async () => {
      const order = await call({ method: 'GET', url: `/api/findOrder?id=${ride.booking.id}`, headers: ride.headers });
      const rides = await call({ method: 'POST', url: '/api/userRides', headers: ride.headers });
      const partner = await call({ method: 'GET', url: '/api/partner/findBookings', headers: ride.partnerHeaders });
      const adminList = await call({
        method: 'GET',
        url: `/api/admin/bookings?q=${ride.user.email}`,
        headers: adminHeaders,
      });
      return [
        findOrderResponse.parse(order.json()).data.settlement,
        userRidesResponse.parse(rides.json()).data.find((r) => r._id === ride.booking.id)?.settlement,
        findBookingsResponse.parse(partner.json()).data[0]?.settlement,
        adminBookingsResponse.parse(adminList.json()).data.bookings.find((b) => b._id === ride.booking.id)?.settlement,
      ];
    };
    expect(await read()).toEqual([null, null, null, null]);
    const done = await complete(ride.partnerHeaders, completeBody(ride.booking, { endKm: 12_200 }, HOUR));
    const settlement = completeRideResponse.parse(done.json()).data.settlement;
    expect(settlement).not.toBeNull();
    expect(await read()).toEqual([settlement, settlement, settlement, settlement]);
  });
});

describe('concurrency', () => {
  it('20 completeRide at once: one settles, 19 are 409, one settlement and one deposit refund', async () => {
    const ride = await paidRideWithDeposit(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        complete(ride.partnerHeaders, completeBody(ride.booking, { endKm: 12_100 + i })),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const winner = answers.find((a) => a.statusCode === 200);
    expect((await settlementOf(t, ride.booking.id))?.endKm).toBe(winner?.json().data.settlement.endKm);
    expect(await refundsOf(t, ride.booking.id)).toHaveLength(1);
  });

  it('completeRide racing changeBookingStatus completed and cancelled: one wins, at most one settlement and one refund', async () => {
    const ride = await paidRideWithDeposit(t);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => complete(ride.partnerHeaders, completeBody(ride.booking))),
      ...Array.from({ length: 5 }, () => changeStatus(ride.partnerHeaders, ride.booking.id, 'completed')),
      ...Array.from({ length: 5 }, () => changeStatus(ride.partnerHeaders, ride.booking.id, 'cancelled')),
      ...Array.from({ length: 5 }, () =>
        call({ method: 'POST', url: '/api/cancelRide', headers: ride.headers, payload: { order: ride.booking.id } }),
      ),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const status = await statusOf(ride.booking.id);
    const settlement = await settlementOf(t, ride.booking.id);
    expect(status === 'completed' ? settlement !== undefined : settlement === undefined).toBe(true);
    expect((await refundsOf(t, ride.booking.id)).length).toBeLessThanOrEqual(1);
  });
});
