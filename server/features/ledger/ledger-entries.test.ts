import fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutsResponse } from '#shared/api/ledger.ts';
import { adjustmentEntry, rideEntry, sumNet } from '#shared/domain/ledger.ts';
import { istInstant, istWeekStart } from '#shared/domain/time.ts';
import { bookings, ledgerEntries, payoutSettings, payouts, settlements } from '#server/db/schema/index.ts';
import { createBike, createPartner, createUser, insertBooking } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signedInAdmin, signedInUser } from '../../test/kits/admin-test-kit.ts';
import { bookBody, listedBike, paymentCalls } from '../../test/kits/booking-test-kit.ts';
import { TEST_GSTIN, bookingEntries, entriesOf } from '../../test/kits/ledger-test-kit.ts';
import { adjustSettlement } from '#server/features/rentals/return/adjust-settlement.ts';
import { createAdmin } from '#server/test/factories.ts';
import { insertEntry } from './insert-entry.ts';
import { recordRideEntry } from './record-ride-entry.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;

async function completedRide(partnerOverrides: Parameters<typeof createPartner>[1] = {}) {
  const user = await createUser(t.db);
  const partner = await createPartner(t.db, partnerOverrides);
  const bike = await createBike(t.db, partner.id);
  const pickupAt = new Date(Date.now() - 30 * HOUR);
  const booking = await insertBooking(t.db, {
    userId: user.id,
    bikeId: bike.id,
    partnerId: partner.id,
    pickupAt,
    dropAt: new Date(pickupAt.getTime() + 24 * HOUR),
    status: 'completed',
    paymentStatus: 'paid',
  });
  return { user, partner, bike, booking };
}

describe('recordRideEntry (called inside the completion transaction)', () => {
  it('a settled ride under the rates it was paid at, with a GST number: the ride entry, once', async () => {
    const [rates] = await t.db
      .insert(payoutSettings)
      .values({ commissionBp: 1500, tcsBp: 100, tdsBp: 20 })
      .returning({ id: payoutSettings.id });
    const { booking, partner } = await completedRide({ gstNo: TEST_GSTIN });
    await t.db.update(bookings).set({ payoutSettingsId: rates?.id }).where(eq(bookings.id, booking.id));
    // the rates changed since: the booking keeps its own
    await t.db.insert(payoutSettings).values({ commissionBp: 5000, tcsBp: 500, tdsBp: 500 });
    await t.db.insert(settlements).values({
      bookingId: booking.id,
      startKm: 100,
      endKm: 240,
      allowanceKm: 120,
      excessKm: 20,
      excessCharge: 80,
      returnedAt: new Date(),
      lateHours: 1,
      lateFee: 100,
      cgst: 25,
      sgst: 25,
      damage: 500,
      charges: 730,
      deposit: 1000,
      depositRefund: 270,
      due: 0,
      status: 'settled',
    });
    const first = await t.db.transaction((tx) => recordRideEntry(tx, booking.id));
    const again = await t.db.transaction((tx) => recordRideEntry(tx, booking.id));
    expect(again).toBeNull();
    const rows = await bookingEntries(t, booking.id);
    expect(rows).toHaveLength(1);
    // gross 2880 + 80 + 100 = 3060; 15 % → 459; GST 18 % → 82; TCS 1 % → 30; TDS 0.2 % → 6;
    // GST collected 403 + 403 + 25 + 25 = 856; damage 500
    expect(first).toMatchObject({
      partnerId: partner.id,
      kind: 'ride',
      gross: 3060,
      commission: 459,
      gstOnCommission: 82,
      tcs: 30,
      tds: 6,
      gstCollected: 856,
      damage: 500,
      net: 3839,
      week: istWeekStart(new Date()),
    });
    await t.db.insert(payoutSettings).values({ commissionBp: 2000, tcsBp: 50, tdsBp: 10 });
  });

  it('a ride without a settlement (completed with nothing recorded) and a booking paid before 0017: the defaults', async () => {
    const { booking } = await completedRide();
    const entry = await t.db.transaction((tx) => recordRideEntry(tx, booking.id));
    const noCharges = { excessCharge: 0, lateFee: 0, cgst: 0, sgst: 0, damage: 0 };
    expect(entry).toMatchObject(
      rideEntry(
        { rent: 2880, cgst: 403, sgst: 403, settlement: noCharges },
        { commissionBp: 2000, tcsBp: 50, tdsBp: 10 },
        false,
      ),
    );
  });

  it('200 rides completed at once, each entry attempted twice: exactly one entry each', async () => {
    const partners = await Promise.all([0, 1, 2, 3].map(() => createPartner(t.db)));
    const user = await createUser(t.db);
    const bikesOf = await Promise.all(partners.map((p) => createBike(t.db, p.id)));
    const pickupAt = new Date(Date.now() - 30 * HOUR);
    const rides = [];
    for (let i = 0; i < 200; i++) {
      const k = i % 4;
      rides.push(
        await insertBooking(t.db, {
          userId: user.id,
          bikeId: bikesOf[k]?.id ?? '',
          partnerId: partners[k]?.id ?? '',
          pickupAt,
          dropAt: new Date(pickupAt.getTime() + 24 * HOUR),
          status: 'completed',
          paymentStatus: 'paid',
        }),
      );
    }
    const attempts = [...rides, ...rides].map((r) => t.db.transaction((tx) => recordRideEntry(tx, r.id)));
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o !== null)).toHaveLength(200);
    const rows = await t.db
      .select({ bookingId: ledgerEntries.bookingId })
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.bookingId,
          rides.map((r) => r.id),
        ),
      );
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r.bookingId)).size).toBe(200);
  }, 120_000);
});

describe('the booking keeps the payout rates in force when it was paid (verifyPayment)', () => {
  it('stamps the latest version on the booking', async () => {
    const [latest] = await t.db.insert(payoutSettings).values({ commissionBp: 2000, tcsBp: 50, tdsBp: 10 }).returning();
    const fixture = await listedBike(t);
    const { headers } = await signedInUser(t);
    const bookingId = await paymentCalls(t).bookAndPay(headers, bookBody(fixture));
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.payoutSettingsId).toBe(latest?.id);
  });
});

describe('property: the admin statement of a week is the sum of the entries it carries', () => {
  it('for random entries over random weeks and partners, and random weeks paid: a statement = its unpaid entries up to its week; payouts + unpaid = the ledger', async () => {
    const { headers: admin } = await signedInAdmin(t);
    const partners = await Promise.all([0, 1, 2].map(() => createPartner(t.db)));
    const base = istInstant('2025-03-03'); // a Monday
    const entry = fc.record({
      partner: fc.integer({ min: 0, max: 2 }),
      dayOffset: fc.integer({ min: 0, max: 20 }),
      minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
      amount: fc.integer({ min: -5000, max: 50_000 }).filter((a) => a !== 0),
      // after writing it, try to pay this partner's week of `payWeek` weeks after `base` (-1: none)
      payWeek: fc.integer({ min: -1, max: 3 }),
    });
    let reference = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 25 }), async (drawn) => {
        const written = [];
        for (const e of drawn) {
          const partner = partners[e.partner];
          if (!partner) throw new Error('no partner');
          const at = new Date(base.getTime() + e.dayOffset * 24 * HOUR + e.minute * 60_000);
          const row = await t.db.transaction((tx) =>
            insertEntry(tx, {
              partnerId: partner.id,
              bookingId: null,
              kind: 'adjustment',
              amounts: adjustmentEntry(e.amount),
              at,
            }),
          );
          if (!row) throw new Error('not written');
          written.push(row);
          if (e.payWeek >= 0) {
            const week = istWeekStart(new Date(base.getTime() + e.payWeek * 7 * 24 * HOUR));
            reference += 1;
            const paid = await t.app.inject({
              method: 'POST',
              url: '/api/admin/markPayoutPaid',
              headers: admin,
              payload: { partnerId: partner.id, week, reference: `UTRPROP${String(reference).padStart(6, '0')}` },
            });
            expect([200, 409]).toContain(paid.statusCode);
          }
        }
        for (const week of new Set(written.map((w) => w.week))) {
          expect(week).toBe(istWeekStart(istInstant(week)));
          const res = await t.app.inject({ method: 'GET', url: `/api/admin/payouts?week=${week}`, headers: admin });
          const statement = payoutsResponse.parse(res.json()).data.partners;
          for (const partner of partners) {
            const all = await entriesOf(t, partner.id);
            const [payout] = await t.db
              .select()
              .from(payouts)
              .where(and(eq(payouts.partnerId, partner.id), eq(payouts.week, week)));
            const carried = payout
              ? all.filter((r) => r.payoutId === payout.id)
              : all.filter((r) => r.payoutId === null && r.week <= week);
            const shown = statement.find((p) => p.partnerId === partner.id);
            expect(shown?.net ?? 0).toBe(sumNet(carried));
            expect(shown?.entries ?? 0).toBe(carried.length);
          }
        }
        for (const partner of partners) {
          const all = await entriesOf(t, partner.id);
          const paidOut = await t.db.select().from(payouts).where(eq(payouts.partnerId, partner.id));
          // every payout is above ₹0 and is exactly its entries; paid + unpaid = the whole ledger
          for (const p of paidOut) {
            expect(p.net).toBeGreaterThan(0);
            expect(sumNet(all.filter((r) => r.payoutId === p.id))).toBe(p.net);
          }
          const unpaid = sumNet(all.filter((r) => r.payoutId === null));
          expect(paidOut.reduce((sum, p) => sum + p.net, 0) + unpaid).toBe(sumNet(all));
        }
        // every entry sits in the India-time week of its date, or a later one when that week was paid
        for (const w of written) expect(w.week >= istWeekStart(w.createdAt)).toBe(true);
      }),
      { numRuns: 15, seed: 18 },
    );
  }, 180_000);
});

/** A returned ride's settlement that charges only `damage` (no km, no lateness, no deposit): all of it due. */
function damageSettlement(bookingId: string, damage: number, damageNote: string) {
  return {
    bookingId,
    allowanceKm: 120,
    excessKm: 0,
    excessCharge: 0,
    returnedAt: new Date(),
    lateHours: 0,
    lateFee: 0,
    cgst: 0,
    sgst: 0,
    damage,
    damageNote,
    charges: damage,
    deposit: 0,
    depositRefund: 0,
    due: damage,
    status: 'balanceDue' as const,
  };
}

describe('an admin lowering a settled damage charge (adjustSettlement)', () => {
  it('writes an adjustment entry of −(the damage lowered) in the same transaction, one per lowering', async () => {
    const { booking, partner } = await completedRide();
    const settled = damageSettlement(booking.id, 500, 'Scratched tank panel');
    await t.db.insert(settlements).values(settled);
    await t.db.transaction((tx) => recordRideEntry(tx, booking.id));
    const admin = await createAdmin(t.db);
    await adjustSettlement(t.db, admin.id, { id: booking.id, damage: 200, reason: 'Photos show an older scratch' });
    await adjustSettlement(t.db, admin.id, {
      id: booking.id,
      damage: 0,
      reason: 'Customer proved it was there before',
    });
    const rows = await entriesOf(t, partner.id);
    expect(rows.map((r) => [r.kind, r.net, r.damage])).toEqual([
      ['ride', 2880 - 576 - 103 - 0 - 2 + 806 + 500, 500],
      ['adjustment', -300, 0],
      ['adjustment', -200, 0],
    ]);
    expect(rows[1]?.note).toBe('Photos show an older scratch');
    expect(rows[1]?.settlementAdjustmentId).not.toBeNull();
    expect(sumNet(rows)).toBe(2880 - 576 - 103 - 2 + 806);
  });

  it('a ride without a ledger entry (completed before the ledger) gets no adjustment entry', async () => {
    const { booking, partner } = await completedRide();
    await t.db.insert(settlements).values(damageSettlement(booking.id, 300, 'Broken mirror glass'));
    const admin = await createAdmin(t.db);
    await adjustSettlement(t.db, admin.id, { id: booking.id, damage: 100, reason: 'Mirror was already cracked' });
    expect(await entriesOf(t, partner.id)).toEqual([]);
  });
});
