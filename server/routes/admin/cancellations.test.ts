import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  adminBookingsResponse,
  adminCancelBookingResponse,
  cancellationPolicyResponse,
} from '#shared/api/cancellations.ts';
import { DEFAULT_CANCELLATION_TIERS } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import { bikes, bookings, cancellationPolicies } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signedInAdmin, signedInUser } from '../../test/kits/admin-test-kit.ts';
import {
  HOUR,
  bookingRowOf,
  cancellationApi,
  paidRide,
  pinClock,
  refundsOf,
} from '../../test/kits/cancellation-test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof cancellationApi>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  call = cancellationApi(t);
  admin = (await signedInAdmin(t)).headers;
});
afterEach(() => pinClock(t, null));
afterAll(async () => {
  await t.close();
});

const getPolicy = (headers = admin) => call({ method: 'GET', url: '/api/admin/cancellationPolicy', headers });
const putPolicy = (payload: unknown, headers = admin) =>
  call({ method: 'PUT', url: '/api/admin/cancellationPolicy', headers, payload: payload as object });
const list = (query = '', headers = admin) => call({ method: 'GET', url: `/api/admin/bookings?${query}`, headers });
const cancelBooking = (id: string, refund: string, headers = admin) =>
  call({ method: 'POST', url: '/api/admin/cancelBooking', headers, payload: { id, refund } });
const policyRows = () => t.db.select().from(cancellationPolicies);

const tier = (hoursBefore: number, flat = 0, percent = 0) => ({ hoursBefore, flat, percent });

describe('the policy: admin GET and PUT /api/admin/cancellationPolicy', () => {
  it.each([
    { label: 'no tiers', body: { tiers: [] }, message: msg.tiersCount },
    { label: '7 tiers', body: { tiers: [0, 1, 2, 3, 4, 5, 6].map((h) => tier(h)) }, message: msg.tiersCount },
    { label: 'tiers not a list', body: { tiers: 'x' }, message: msg.tiersCount },
    { label: 'no body field', body: {}, message: msg.tiersCount },
    { label: 'hoursBefore 721', body: { tiers: [tier(0), tier(721)] }, message: msg.tierHours },
    { label: 'hoursBefore -1', body: { tiers: [tier(0), tier(-1)] }, message: msg.tierHours },
    { label: 'hoursBefore 1.5', body: { tiers: [tier(0), tier(1.5)] }, message: msg.tierHours },
    {
      label: 'hoursBefore a string',
      body: { tiers: [tier(0), { hoursBefore: '6', flat: 0, percent: 0 }] },
      message: msg.tierHours,
    },
    { label: 'flat 100001', body: { tiers: [tier(0, 100_001)] }, message: msg.tierFlat },
    { label: 'flat -1', body: { tiers: [tier(0, -1)] }, message: msg.tierFlat },
    { label: 'flat 10.5', body: { tiers: [tier(0, 10.5)] }, message: msg.tierFlat },
    { label: 'percent 101', body: { tiers: [tier(0, 0, 101)] }, message: msg.tierPercent },
    { label: 'percent missing', body: { tiers: [{ hoursBefore: 0, flat: 0 }] }, message: msg.tierPercent },
    { label: 'two tiers at 6 h', body: { tiers: [tier(0), tier(6), tier(6)] }, message: msg.tiersDistinct },
    { label: 'no tier at 0 h', body: { tiers: [tier(6), tier(2)] }, message: msg.tierZeroMissing },
  ])('$label → 400 naming the field, nothing saved', async ({ body, message }) => {
    const before = await policyRows();
    const res = await putPolicy(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await policyRows()).toEqual(before);
  });

  it('answers the tiers in force; a save adds a version (highest hoursBefore first) and names the admin', async () => {
    expect(cancellationPolicyResponse.parse((await getPolicy()).json()).data.tiers).toEqual(DEFAULT_CANCELLATION_TIERS);
    const count = (await policyRows()).length;
    const tiers = [tier(0, 0, 100), tier(720, 0, 0), tier(24, 50, 10)];
    const res = await putPolicy({ tiers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(msg.policySaved);
    const sorted = [tier(720, 0, 0), tier(24, 50, 10), tier(0, 0, 100)];
    expect(cancellationPolicyResponse.parse(res.json()).data.tiers).toEqual(sorted);
    expect(cancellationPolicyResponse.parse((await getPolicy()).json()).data.tiers).toEqual(sorted);
    const rows = await policyRows();
    expect(rows).toHaveLength(count + 1);
    expect(rows.some((r) => r.createdBy !== null)).toBe(true);
    // back to the default for the other tests
    expect((await putPolicy({ tiers: DEFAULT_CANCELLATION_TIERS })).statusCode).toBe(200);
  });

  it('no token → 401; a customer token → 403; the open policy needs none', async () => {
    const { headers } = await signedInUser(t);
    expect((await getPolicy({})).statusCode).toBe(401);
    expect((await putPolicy({ tiers: [tier(0)] }, {})).statusCode).toBe(401);
    expect((await getPolicy(headers)).statusCode).toBe(403);
    expect((await putPolicy({ tiers: [tier(0)] }, headers)).statusCode).toBe(403);
    expect((await list('', headers)).statusCode).toBe(403);
    expect((await cancelBooking(crypto.randomUUID(), 'full', headers)).statusCode).toBe(403);
    expect((await call({ method: 'GET', url: '/api/cancellationPolicy' })).statusCode).toBe(200);
  });
});

describe('GET /api/admin/bookings', () => {
  it('finds by order id, customer e-mail or plate (case-insensitive), newest first, never holds', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const a = await paidRide(t, { email: `asha-${tag}@example.test`, plate: `KA 05 ${tag.toUpperCase()}` });
    const b = await paidRide(t, { email: `ravi-${tag}@example.test` });
    const hold = await paidRide(t, { email: `hold-${tag}@example.test` });
    await t.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, hold.booking.id));
    const ids = async (q: string) => {
      const res = await list(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return adminBookingsResponse.parse(res.json()).data.bookings.map((x) => x._id);
    };
    expect(await ids(tag.toUpperCase())).toEqual([b.booking.id, a.booking.id]);
    expect(await ids(`ASHA-${tag}`)).toEqual([a.booking.id]);
    expect(await ids(`ka 05 ${tag}`)).toEqual([a.booking.id]);
    expect(await ids(b.booking.id.toUpperCase())).toEqual([b.booking.id]);
    expect(await ids(b.booking.id.slice(0, 13))).toEqual([b.booking.id]);
    expect(await ids(`hold-${tag}`)).toEqual([]);
    expect(await ids('%')).toEqual([]);
    const page = adminBookingsResponse.parse((await list(`q=${a.booking.id}`)).json()).data;
    expect(page).toMatchObject({ page: 1, totalPages: 1 });
    expect(page.bookings[0]).toMatchObject({
      partner: { _id: a.partner.id, email: a.partner.email },
      user: { email: a.user.email },
      bike: { plateNumber: a.bike.plateNumber },
      refund: null,
    });
  });

  it('finds a ride by the plate it was booked with after its bike was re-plated, and shows that plate', async () => {
    const tag = crypto.randomUUID().slice(0, 6).toUpperCase();
    const ride = await paidRide(t, { plate: `KA 07 ${tag}` });
    await t.db
      .update(bookings)
      .set({ bikePlate: `KA 07 ${tag}` })
      .where(eq(bookings.id, ride.booking.id));
    await t.db
      .update(bikes)
      .set({ plateNumber: `KA 09 ${tag}` })
      .where(eq(bikes.id, ride.bike.id));
    for (const q of [`KA 07 ${tag}`, `KA 09 ${tag}`]) {
      const found = adminBookingsResponse.parse((await list(`q=${encodeURIComponent(q)}`)).json()).data.bookings;
      expect(found.map((x) => [x._id, x.bike.plateNumber])).toEqual([[ride.booking.id, `KA 07 ${tag}`]]);
    }
  });

  it('pages of 20; a bad page is a 400', async () => {
    const first = adminBookingsResponse.parse((await list('page=1')).json()).data;
    expect(first.bookings.length).toBeLessThanOrEqual(20);
    expect((await list('page=0')).statusCode).toBe(400);
    expect((await list('page=x')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/cancelBooking', () => {
  it.each([
    { refund: 'full', amount: 1000, before: 3 * HOUR },
    { refund: 'policy', amount: 500, before: 3 * HOUR },
    { refund: 'policy', amount: null, before: -2 * HOUR },
    { refund: 'none', amount: null, before: 3 * HOUR },
  ])('refund $refund ($before ms before pick-up) → ₹$amount', async ({ refund, amount, before }) => {
    const ride = await paidRide(t, { grandTotal: 1000 });
    pinClock(t, new Date(ride.booking.pickupAt.getTime() - before));
    const sent = t.mails.length;
    const res = await cancelBooking(ride.booking.id, refund);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(msg.bookingCancelledByAdmin);
    const data = adminCancelBookingResponse.parse(res.json()).data;
    expect(data.status).toBe('cancelled');
    expect(data.refund).toEqual(amount === null ? null : { amount, status: 'pending' });
    expect(await refundsOf(t, ride.booking.id)).toMatchObject(amount === null ? [] : [{ amount, reason: 'admin' }]);
    expect(await bookingRowOf(t, ride.booking.id)).toMatchObject({ cancelledBy: 'admin' });
    expect(
      t.mails
        .slice(sent)
        .map((m) => m.to)
        .sort(),
    ).toEqual([ride.user.email, ride.partner.email].sort());
  });

  it('refuses a ride not booked (409), an unknown id or a hold (404), a bad choice (400); nothing changes', async () => {
    const ride = await paidRide(t);
    expect((await cancelBooking(ride.booking.id, 'some')).statusCode).toBe(400);
    expect((await cancelBooking('nope', 'full')).statusCode).toBe(400);
    expect((await cancelBooking(crypto.randomUUID(), 'full')).statusCode).toBe(404);
    const hold = await paidRide(t);
    await t.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, hold.booking.id));
    expect((await cancelBooking(hold.booking.id, 'full')).statusCode).toBe(404);
    expect((await cancelBooking(ride.booking.id, 'full')).statusCode).toBe(200);
    const again = await cancelBooking(ride.booking.id, 'full');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.bookingNotCancellable);
    expect(await refundsOf(t, ride.booking.id)).toHaveLength(1);
    expect(await refundsOf(t, hold.booking.id)).toEqual([]);
  });

  it('the customer and the admin cancelling at the same moment: one wins, one refund', async () => {
    for (let round = 0; round < 5; round += 1) {
      const ride = await paidRide(t);
      const [byCustomer, byAdmin] = await Promise.all([
        call({ method: 'POST', url: '/api/cancelRide', headers: ride.headers, payload: { order: ride.booking.id } }),
        cancelBooking(ride.booking.id, 'full'),
      ]);
      expect([byCustomer.statusCode, byAdmin.statusCode].sort()).toEqual([200, 409]);
      const rows = await refundsOf(t, ride.booking.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.reason).toBe(byCustomer.statusCode === 200 ? 'customer' : 'admin');
    }
  });
});
