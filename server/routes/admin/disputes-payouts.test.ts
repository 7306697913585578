import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveDisputeResponse } from '#shared/api/balance.ts';
import { chatMessagesResponse } from '#shared/api/chat.ts';
import { payoutEntriesResponse, payoutsResponse } from '#shared/api/ledger.ts';
import { needsActionResponse } from '#shared/api/needs-action.ts';
import { findBookingsResponse, partnerProfileResponse } from '#shared/api/partner.ts';
import { userRidesResponse } from '#shared/api/rides.ts';
import { istDate, istWeekStart } from '#shared/domain/time.ts';
import { msg } from '#shared/messages.ts';
import { outbox, partners, payouts, users } from '#server/db/schema/index.ts';
import { bearer, createPartner, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signedInAdmin } from '../../test/kits/admin-test-kit.ts';
import { settledRide } from '../../test/kits/balance-test-kit.ts';
import { cancellationApi } from '../../test/kits/cancellation-test-kit.ts';

/*
 * Issue #34 (D80): a dispute reaches the admin's chat linked to its booking and is resolved with a
 * decision both sides see; the partner's bank account, masked; Mark paid's entries, account and day;
 * the admin's "needs action" list. Each with its refusals (validation, role, blocked, ownership).
 */

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
const decision = 'Charge kept: the dent shows in the pick-up photos';
const resolve = (payload: object, headers: Headers = admin) =>
  call({ method: 'POST', url: '/api/admin/resolveDispute', headers, payload });

async function disputedRide() {
  const ride = await settledRide(t, { damage: 6000, deposit: 1000 });
  const res = await call({
    method: 'POST',
    url: '/api/disputeDamage',
    headers: ride.headers,
    payload: { id: ride.booking.id, message: 'The dent was there when I picked it up' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return ride;
}

describe('disputes', () => {
  it("reach the admin's chat with the booking's id and the money formatted, not a raw UUID alone", async () => {
    const ride = await disputedRide();
    const res = await call({ method: 'GET', url: `/api/admin/fetchIndividualChat?id=${ride.user.id}`, headers: admin });
    const [message] = chatMessagesResponse.parse(res.json()).data.slice(-1);
    expect(message?.bookingId).toBe(ride.booking.id);
    expect(message?.text).toContain('₹6,000');
    expect(message?.text).not.toContain(ride.booking.id);
    expect(message?.text).toContain(`#${ride.booking.id.slice(0, 8)}`);
  });

  it('an admin resolves an open one with a decision; the customer and the partner see it; only once', async () => {
    const ride = await disputedRide();
    const res = await resolve({ id: ride.booking.id, decision: `  ${decision}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(resolveDisputeResponse.parse(res.json()).data).toMatchObject({
      bookingId: ride.booking.id,
      disputeDecision: decision,
    });

    const rides = userRidesResponse.parse(
      (await call({ method: 'POST', url: '/api/userRides', headers: ride.headers })).json(),
    );
    const mine = rides.data.find((r) => r._id === ride.booking.id);
    expect(mine?.settlement).toMatchObject({ disputeDecision: decision, disputeResolvedAt: expect.any(String) });
    const booked = findBookingsResponse.parse(
      (await call({ method: 'GET', url: '/api/partner/findBookings', headers: ride.partnerHeaders })).json(),
    );
    const theirs = booked.data.find((b) => b._id === ride.booking.id);
    expect(theirs?.settlement).toMatchObject({ disputeDecision: decision });

    const again = await resolve({ id: ride.booking.id, decision: 'A second decision here' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.disputeNotOpen);

    // both sides are told by mail, once each, with the decision and the charge as it stands
    const [customer] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, ride.booking.userId));
    const [partner] = await t.db
      .select({ email: partners.email })
      .from(partners)
      .where(eq(partners.id, ride.booking.partnerId));
    const told = await t.db.select().from(outbox).where(eq(outbox.kind, 'dispute-resolved'));
    const mails = told.filter((m) => m.subject.includes(ride.booking.id));
    expect(mails.map((m) => m.to).sort()).toEqual([customer?.email, partner?.email].sort());
    for (const mail of mails) {
      expect(mail.text).toContain(decision);
      expect(mail.text).toContain('₹6,000');
    }
  });

  it('refuses: a short decision (400), an unknown ride (404), no dispute (409), a customer or a partner (401/403)', async () => {
    const ride = await settledRide(t, { damage: 2000 });
    const short = await resolve({ id: ride.booking.id, decision: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(msg.disputeDecisionShort);
    const unknown = await resolve({ id: '00000000-0000-4000-8000-000000000000', decision });
    expect(unknown.statusCode).toBe(404);
    const notDisputed = await resolve({ id: ride.booking.id, decision });
    expect(notDisputed.statusCode).toBe(409);
    for (const headers of [ride.headers, ride.partnerHeaders, {}]) {
      expect([401, 403]).toContain((await resolve({ id: ride.booking.id, decision }, headers)).statusCode);
    }
  });
});

describe("the partner's bank account", () => {
  const put = (payload: object, headers: Headers) =>
    call({ method: 'PUT', url: '/api/partner/bankAccount', headers, payload });

  it('is saved whole, answered masked (profile too), the IFSC upper-cased', async () => {
    const partner = await createPartner(t.db);
    const headers = bearer(await tokenFor(t.app, 'partner', partner));
    const res = await put({ holder: 'Ravi Kumar', account: '1234 5678 9012', ifsc: 'hdfc0001234' }, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ holder: 'Ravi Kumar', accountMasked: 'XXXXXXXX9012', ifsc: 'HDFC0001234' });
    expect(res.body).not.toContain('123456789012');
    const profile = await call({ method: 'POST', url: '/api/partner/partnerProfile', headers });
    expect(partnerProfileResponse.parse(profile.json()).data.bankAccount?.accountMasked).toBe('XXXXXXXX9012');
    expect(profile.body).not.toContain('123456789012');
    const [row] = await t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row?.bankAccount).toBe('123456789012');
  });

  it.each([
    [{ holder: 'R', account: '123456789012', ifsc: 'HDFC0001234' }, msg.bankHolderInvalid],
    [{ holder: 'Ravi', account: '12345', ifsc: 'HDFC0001234' }, msg.bankAccountInvalid],
    [{ holder: 'Ravi', account: '12345678901A', ifsc: 'HDFC0001234' }, msg.bankAccountInvalid],
    [{ holder: 'Ravi', account: '123456789012', ifsc: 'HDFC1001234' }, msg.bankIfscInvalid],
    [{ holder: 'Ravi', account: '123456789012', ifsc: 'HDF00001234' }, msg.bankIfscInvalid],
  ])('refuses %o with a clear 400', async (body, message) => {
    const partner = await createPartner(t.db);
    const res = await put(body, bearer(await tokenFor(t.app, 'partner', partner)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a customer, an admin and a blocked partner', async () => {
    const body = { holder: 'Ravi Kumar', account: '123456789012', ifsc: 'HDFC0001234' };
    const blocked = await createPartner(t.db, { status: false });
    const [user] = await t.db.select().from(users).limit(1);
    if (!user) throw new Error('no user');
    for (const headers of [
      admin,
      bearer(await tokenFor(t.app, 'user', user)),
      bearer(await tokenFor(t.app, 'partner', blocked)),
    ]) {
      expect([401, 403]).toContain((await put(body, headers)).statusCode);
    }
    const [row] = await t.db.select().from(partners).where(eq(partners.id, blocked.id));
    expect(row?.bankAccount).toBeNull();
  });
});

describe('Mark paid: the entries, the account and the day', () => {
  async function partnerWithEntry() {
    const partner = await createPartner(t.db, {
      bankHolder: 'Ravi Kumar',
      bankAccount: '000123456789',
      bankIfsc: 'SBIN0004321',
    });
    const res = await call({
      method: 'POST',
      url: '/api/admin/payoutAdjustment',
      headers: admin,
      payload: { partnerId: partner.id, amount: 2500, note: 'Opening balance' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return partner;
  }
  const week = () => istWeekStart(t.app.deps.now());

  it('payoutEntries answers the row (amount, account masked) and each entry; the day paid is recorded', async () => {
    const partner = await partnerWithEntry();
    const res = await call({
      method: 'GET',
      url: `/api/admin/payoutEntries?partnerId=${partner.id}&week=${week()}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = payoutEntriesResponse.parse(res.json()).data;
    expect(data.week).toMatchObject({
      net: 2500,
      entries: 1,
      bankAccount: { accountMasked: 'XXXXXXXX6789', ifsc: 'SBIN0004321' },
    });
    expect(data.entries.map((e) => e.net)).toEqual([2500]);
    expect(res.body).not.toContain('000123456789');

    const today = istDate(t.app.deps.now());
    const paid = await call({
      method: 'POST',
      url: '/api/admin/markPayoutPaid',
      headers: admin,
      payload: { partnerId: partner.id, week: week(), reference: 'UTR123456', paidOn: today },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', paidOn: today });
    const [row] = await t.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.partnerId, partner.id), eq(payouts.week, week())));
    expect(row?.paidOn).toBe(today);
    const listed = payoutsResponse.parse(
      (await call({ method: 'GET', url: `/api/admin/payouts?week=${week()}`, headers: admin })).json(),
    );
    expect(listed.data.partners.find((p) => p.partnerId === partner.id)).toMatchObject({ paidOn: today });
  });

  it('refuses a paid day in the future or before the week (400), nothing paid; a partner asking for entries (401/403)', async () => {
    const partner = await partnerWithEntry();
    const tomorrow = istDate(new Date(t.app.deps.now().getTime() + 24 * 60 * 60 * 1000));
    const before = istDate(new Date(new Date(`${week()}T00:00:00Z`).getTime() - 24 * 60 * 60 * 1000));
    for (const paidOn of [tomorrow, before, '2026-02-30']) {
      const res = await call({
        method: 'POST',
        url: '/api/admin/markPayoutPaid',
        headers: admin,
        payload: { partnerId: partner.id, week: week(), reference: 'UTR123456', paidOn },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(msg.payoutPaidOnInvalid);
    }
    expect(await t.db.select().from(payouts).where(eq(payouts.partnerId, partner.id))).toEqual([]);
    const partnerHeaders = bearer(await tokenFor(t.app, 'partner', partner));
    const asked = await call({
      method: 'GET',
      url: `/api/admin/payoutEntries?partnerId=${partner.id}&week=${week()}`,
      headers: partnerHeaders,
    });
    expect([401, 403]).toContain(asked.statusCode);
    const bad = await call({
      method: 'GET',
      url: `/api/admin/payoutEntries?partnerId=x&week=${week()}`,
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the admin's needs-action list", () => {
  it('names each open dispute with its booking, and counts failed refunds and partner requests; a resolved dispute leaves it', async () => {
    const ride = await disputedRide();
    const get = async () =>
      needsActionResponse.parse((await call({ method: 'GET', url: '/api/admin/needsAction', headers: admin })).json())
        .data;
    const before = await get();
    expect(before.openDisputes.find((d) => d.bookingId === ride.booking.id)).toMatchObject({ damage: 6000 });
    await createPartner(t.db, { isVerifed: 'false' });
    expect((await get()).partnerRequests).toBeGreaterThanOrEqual(1);
    expect(typeof before.failedRefunds).toBe('number');
    expect((await resolve({ id: ride.booking.id, decision })).statusCode).toBe(200);
    expect((await get()).openDisputes.find((d) => d.bookingId === ride.booking.id)).toBeUndefined();
  });

  it('refuses a customer and a partner', async () => {
    const ride = await settledRide(t);
    for (const headers of [ride.headers, ride.partnerHeaders]) {
      expect([401, 403]).toContain((await call({ method: 'GET', url: '/api/admin/needsAction', headers })).statusCode);
    }
  });
});
