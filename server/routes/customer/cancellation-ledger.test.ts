import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cancellationEntry, DEFAULT_PAYOUT_RATES } from '#shared/domain/ledger.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signedInAdmin } from '../../test/kits/admin-test-kit.ts';
import { HOUR, cancellationApi, paidRide, pinClock, refundsOf } from '../../test/kits/cancellation-test-kit.ts';
import { bookingEntries } from '../../test/kits/ledger-test-kit.ts';

/*
 * Issue #28, fix 1: a cancellation's partner entry is computed on the rent kept. The deposit always goes
 * back and is never revenue, so it may neither swallow the fee (no entry at all) nor shrink it.
 */

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

const entryOf = (gross: number) => ({ kind: 'cancellation', ...cancellationEntry(gross, DEFAULT_PAYOUT_RATES, false) });

describe('the partner entry of a cancellation of a ride paid with a deposit', () => {
  it('customer, more than 6 h ahead, rent ₹1,000 + deposit ₹2,000: ₹2,900 back, an entry on the ₹100 kept', async () => {
    const ride = await paidRide(t, { grandTotal: 1000, deposit: 2000 });
    pinClock(t, new Date(ride.booking.pickupAt.getTime() - 7 * HOUR));
    const res = await call({
      method: 'POST',
      url: '/api/cancelRide',
      headers: ride.headers,
      payload: { order: ride.booking.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await refundsOf(t, ride.booking.id)).toMatchObject([{ amount: 2900 }]);
    expect(await bookingEntries(t, ride.booking.id)).toMatchObject([entryOf(100)]);
  });

  it("admin, refund 'none', rent ₹1,000 + deposit ₹500: the deposit back, an entry of gross ₹1,000", async () => {
    const ride = await paidRide(t, { grandTotal: 1000, deposit: 500 });
    const res = await call({
      method: 'POST',
      url: '/api/admin/cancelBooking',
      headers: admin,
      payload: { id: ride.booking.id, refund: 'none' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await refundsOf(t, ride.booking.id)).toMatchObject([{ amount: 500 }]);
    expect(await bookingEntries(t, ride.booking.id)).toMatchObject([entryOf(1000)]);
  });

  it("admin, refund 'full', with a deposit: everything back, no entry", async () => {
    const ride = await paidRide(t, { grandTotal: 1000, deposit: 500 });
    const res = await call({
      method: 'POST',
      url: '/api/admin/cancelBooking',
      headers: admin,
      payload: { id: ride.booking.id, refund: 'full' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bookingEntries(t, ride.booking.id)).toEqual([]);
  });

  it("the partner's no-show, rent ₹1,000 + deposit ₹2,000: the deposit back, an entry of gross ₹1,000", async () => {
    const ride = await paidRide(t, { grandTotal: 1000, deposit: 2000 });
    pinClock(t, new Date(ride.booking.pickupAt.getTime() + HOUR));
    const res = await call({
      method: 'POST',
      url: '/api/partner/changeBookingStatus',
      headers: ride.partnerHeaders,
      payload: { id: ride.booking.id, value: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await refundsOf(t, ride.booking.id)).toMatchObject([{ amount: 2000, reason: 'partner-no-show' }]);
    expect(await bookingEntries(t, ride.booking.id)).toMatchObject([entryOf(1000)]);
  });

  it('customer under 2 h ahead (75 %), rent ₹1,000 + deposit ₹2,000: an entry on the ₹750 kept', async () => {
    const ride = await paidRide(t, { grandTotal: 1000, deposit: 2000 });
    pinClock(t, new Date(ride.booking.pickupAt.getTime() - HOUR));
    const res = await call({
      method: 'POST',
      url: '/api/cancelRide',
      headers: ride.headers,
      payload: { order: ride.booking.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await refundsOf(t, ride.booking.id)).toMatchObject([{ amount: 2250 }]);
    expect(await bookingEntries(t, ride.booking.id)).toMatchObject([entryOf(750)]);
  });
});
