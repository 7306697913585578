import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARNINGS_PAGE_SIZE, earningsResponse } from '#shared/api/ledger.ts';
import { adjustmentEntry, rideEntry } from '#shared/domain/ledger.ts';
import { insertEntry } from '#server/features/ledger/insert-entry.ts';
import { istDate, istDateTime, istTime, istWeekStart } from '#shared/domain/time.ts';
import { msg, text } from '#shared/messages.ts';
import { bookings, partners, settlements } from '#server/db/schema/index.ts';
import { bearer, createPartner, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signedInAdmin, signedInUser } from '../../test/kits/admin-test-kit.ts';
import { cancellationApi, paidRide } from '../../test/kits/cancellation-test-kit.ts';
import { TEST_GSTIN, bookingEntries } from '../../test/kits/ledger-test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof cancellationApi>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  call = cancellationApi(t);
  admin = (await signedInAdmin(t)).headers;
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const earnings = (headers: Headers, query = '') =>
  call({ method: 'GET', url: `/api/partner/earnings${query}`, headers });
const csv = (headers: Headers, from: string, to: string) =>
  call({ method: 'GET', url: `/api/partner/earnings.csv?from=${from}&to=${to}`, headers });
const adjust = (partnerId: string, amount: number, note: string) =>
  call({ method: 'POST', url: '/api/admin/payoutAdjustment', headers: admin, payload: { partnerId, amount, note } });
const today = () => istDate(new Date());

describe('entries written with a cancellation that keeps a fee', () => {
  it('a customer cancelling under the policy (₹100 fee kept) → one cancellation entry of the fee', async () => {
    const ride = await paidRide(t, { grandTotal: 1000 });
    const res = await call({
      method: 'POST',
      url: '/api/cancelRide',
      headers: ride.headers,
      payload: { order: ride.booking.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await bookingEntries(t, ride.booking.id);
    // fee 100: commission 20, GST on it 3, no TCS (no GST number), TDS 0 → 77
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'cancellation',
      gross: 100,
      commission: 20,
      gstOnCommission: 3,
      tcs: 0,
      tds: 0,
      net: 77,
    });
    // cancelling again changes nothing
    await call({ method: 'POST', url: '/api/cancelRide', headers: ride.headers, payload: { order: ride.booking.id } });
    expect(await bookingEntries(t, ride.booking.id)).toHaveLength(1);
  });

  it('a partner with a GST number cancelling before the pick-up (full refund) → no entry', async () => {
    const ride = await paidRide(t, { grandTotal: 1000 });
    await t.db.update(partners).set({ gstNo: TEST_GSTIN }).where(eq(partners.id, ride.partner.id));
    const res = await call({
      method: 'POST',
      url: '/api/partner/changeBookingStatus',
      headers: ride.partnerHeaders,
      payload: { id: ride.booking.id, value: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bookingEntries(t, ride.booking.id)).toEqual([]);
  });
});

describe('entries written with the completion of a ride', () => {
  it('completeRide (km over the allowance, damage) and changeBookingStatus completed: one ride entry each, in the earnings', async () => {
    const HOUR = 60 * 60 * 1000;
    const pickupAt = new Date(Date.now() - 30 * HOUR);
    const ride = await paidRide(t, { pickupAt, grandTotal: 3686 });
    const dropAt = new Date(pickupAt.getTime() + 24 * HOUR);
    const done = await call({
      method: 'POST',
      url: '/api/partner/completeRide',
      headers: ride.partnerHeaders,
      payload: {
        id: ride.booking.id,
        startKm: 100,
        endKm: 300,
        returnDate: istDate(dropAt),
        returnTime: istTime(dropAt),
        damageAmount: 400,
        damageNote: 'Dented the rear mudguard',
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    const [settled] = await t.db.select().from(settlements).where(eq(settlements.bookingId, ride.booking.id));
    const [booked] = await t.db.select().from(bookings).where(eq(bookings.id, ride.booking.id));
    if (!settled || !booked) throw new Error('not settled');
    const expected = rideEntry(
      { rent: booked.rent, cgst: booked.cgst, sgst: booked.sgst, settlement: settled },
      { commissionBp: 2000, tcsBp: 50, tdsBp: 10 },
      false,
    );
    expect(expected).toMatchObject({ gross: 2880 + 320, damage: 400 });
    const entries = await bookingEntries(t, ride.booking.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'ride', ...expected });
    const listed = earningsResponse.parse((await earnings(ride.partnerHeaders)).json()).data;
    expect(listed.entries).toHaveLength(1);
    expect(listed.entries[0]).toMatchObject({
      bookingId: ride.booking.id,
      kind: 'ride',
      ...expected,
      status: 'pending',
    });
    expect(listed.totals.pending).toBe(expected.net);

    const plain = await paidRide(t, { pickupAt });
    const status = await call({
      method: 'POST',
      url: '/api/partner/changeBookingStatus',
      headers: plain.partnerHeaders,
      payload: { id: plain.booking.id, value: 'completed' },
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(await bookingEntries(t, plain.booking.id)).toMatchObject([{ kind: 'ride', gross: 2880, damage: 0 }]);
  });
});

describe('GET /api/partner/earnings', () => {
  it('no token → 401; a customer or an admin → 403; a blocked partner → 403', async () => {
    const { headers: user } = await signedInUser(t);
    const blocked = await createPartner(t.db, { status: false });
    const blockedHeaders = bearer(await tokenFor(t.app, 'partner', blocked));
    for (const headers of [{}, user, admin, blockedHeaders]) {
      const expected = Object.keys(headers).length === 0 ? 401 : 403;
      expect((await earnings(headers)).statusCode).toBe(expected);
      expect((await csv(headers, today(), today())).statusCode).toBe(expected);
    }
  });

  it.each([
    { query: '?page=0', message: msg.earningsPageInvalid },
    { query: '?page=x', message: msg.earningsPageInvalid },
    { query: '?page=1.5', message: msg.earningsPageInvalid },
  ])('$query → 400', async ({ query, message }) => {
    const ride = await paidRide(t);
    const res = await earnings(ride.partnerHeaders, query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('a partner sees only their own entries, newest first, with the totals pending and paid', async () => {
    const mine = await paidRide(t, { grandTotal: 1000 });
    const other = await paidRide(t, { grandTotal: 1000 });
    await adjust(mine.partner.id, 300, 'Opening balance');
    const paid = await call({
      method: 'POST',
      url: '/api/admin/markPayoutPaid',
      headers: admin,
      payload: { partnerId: mine.partner.id, week: istWeekStart(new Date()), reference: 'UTR77777777' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await adjust(mine.partner.id, -50, 'Helmet lost');
    await adjust(other.partner.id, 999, 'Not yours');
    const res = await earnings(mine.partnerHeaders);
    expect(res.statusCode, res.body).toBe(200);
    const data = earningsResponse.parse(res.json()).data;
    expect(data.entries.map((e) => [e.net, e.status, e.reference])).toEqual([
      [-50, 'pending', null],
      [300, 'paid', 'UTR77777777'],
    ]);
    expect(data).toMatchObject({ page: 1, totalPages: 1, totals: { pending: -50, paid: 300 } });
    const otherData = earningsResponse.parse((await earnings(other.partnerHeaders)).json()).data;
    expect(otherData.entries.map((e) => e.net)).toEqual([999]);
  });

  it('pages of EARNINGS_PAGE_SIZE; a page past the end answers the last', async () => {
    const ride = await paidRide(t);
    for (let i = 1; i <= EARNINGS_PAGE_SIZE + 1; i++) await adjust(ride.partner.id, i, `Entry number ${i}`);
    const first = earningsResponse.parse((await earnings(ride.partnerHeaders, '?page=1')).json()).data;
    expect(first.entries).toHaveLength(EARNINGS_PAGE_SIZE);
    expect(first.totalPages).toBe(2);
    const last = earningsResponse.parse((await earnings(ride.partnerHeaders, '?page=9')).json()).data;
    expect(last).toMatchObject({ page: 2 });
    expect(last.entries.map((e) => e.net)).toEqual([1]);
    expect(first.totals.pending).toBe(((EARNINGS_PAGE_SIZE + 1) * (EARNINGS_PAGE_SIZE + 2)) / 2);
  });
});

describe('GET /api/partner/earnings.csv', () => {
  it.each([
    { from: 'x', to: '2026-01-01', message: msg.csvFromInvalid },
    { from: '2026-01-01', to: '2026-13-01', message: msg.csvToInvalid },
    { from: '2026-02-01', to: '2026-01-31', message: msg.csvRangeInvalid },
    { from: '2025-01-01', to: '2026-01-02', message: msg.csvRangeTooLong },
  ])('from $from to $to → 400', async ({ from, to, message }) => {
    const ride = await paidRide(t);
    const res = await csv(ride.partnerHeaders, from, to);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('one row per entry of the range under a header, the same figures as the JSON; commas and quotes survive', async () => {
    const ride = await paidRide(t, { grandTotal: 1000 });
    await call({ method: 'POST', url: '/api/cancelRide', headers: ride.headers, payload: { order: ride.booking.id } });
    await adjust(ride.partner.id, 40, 'Fuel, "premium" refill\nsecond line');
    const res = await csv(ride.partnerHeaders, today(), today());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`earnings-${today()}-to-${today()}.csv`);
    const rows: string[][] = parse(res.body, {});
    expect(rows[0]).toEqual([
      'Entry',
      text.columns.date,
      text.columns.kind,
      text.columns.bookingId,
      text.columns.gross,
      text.columns.commission,
      text.columns.gstOnCommission,
      text.columns.tcs,
      text.columns.tds,
      text.columns.gstCollected,
      text.columns.damage,
      text.columns.net,
      text.columns.status,
      text.columns.reference,
      text.columns.note,
    ]);
    const json = earningsResponse.parse((await earnings(ride.partnerHeaders)).json()).data.entries.reverse();
    expect(rows.slice(1)).toEqual(
      json.map((e, i) => [
        e._id,
        istDateTime(new Date(e.date)),
        e.kind,
        e.bookingId ?? '',
        ...[e.gross, e.commission, e.gstOnCommission, e.tcs, e.tds, e.gstCollected, e.damage, e.net].map(String),
        e.status,
        e.reference ?? '',
        i === 1 ? 'Fuel, "premium" refill\nsecond line' : '',
      ]),
    );
    // another partner's CSV never has these rows; a range without entries is the header alone
    const other = await paidRide(t);
    expect(parse((await csv(other.partnerHeaders, today(), today())).body)).toHaveLength(1);
    expect(parse((await csv(ride.partnerHeaders, '2025-01-01', '2025-01-31')).body)).toHaveLength(1);
  });
});

describe('the earnings CSV in India time (issue #28, fix 10)', () => {
  it('an entry at 01:30 India time (20:00 UTC the day before) is in its India day, dated in India time', async () => {
    const partner = await createPartner(t.db);
    const headers = bearer(await tokenFor(t.app, 'partner', partner));
    const at = new Date('2026-03-01T20:00:00.000Z');
    await t.db.transaction((tx) =>
      insertEntry(tx, { partnerId: partner.id, bookingId: null, kind: 'adjustment', amounts: adjustmentEntry(75), at }),
    );
    const march2: string[][] = parse((await csv(headers, '2026-03-02', '2026-03-02')).body);
    expect(march2).toHaveLength(2);
    expect(march2[1]?.[1]).toBe('2026-03-02T01:30:00+05:30');
    expect(parse((await csv(headers, '2026-03-01', '2026-03-01')).body)).toHaveLength(1);
  });
});
