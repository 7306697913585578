import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  markPayoutPaidResponse,
  payoutAdjustmentResponse,
  payoutSettingsResponse,
  payoutsResponse,
} from '#shared/api/ledger.ts';
import { adjustmentEntry, sumNet } from '#shared/domain/ledger.ts';
import { istInstant, istWeekStart } from '#shared/domain/time.ts';
import { msg } from '#shared/messages.ts';
import { bookings, ledgerEntries, partners, payoutSettings, payouts } from '#server/db/schema/index.ts';
import { insertEntry, nextWeek } from '#server/features/ledger/insert-entry.ts';
import { bearer, createPartner, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signedInAdmin, signedInUser } from '../../test/kits/admin-test-kit.ts';
import { cancellationApi, paidRide } from '../../test/kits/cancellation-test-kit.ts';
import { entriesOf } from '../../test/kits/ledger-test-kit.ts';

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

const getSettings = (headers = admin) => call({ method: 'GET', url: '/api/admin/settings', headers });
const putSettings = (payload: unknown, headers = admin) =>
  call({ method: 'PUT', url: '/api/admin/settings', headers, payload: payload as object });
const weekOf = (week: string, headers = admin) =>
  call({ method: 'GET', url: `/api/admin/payouts?week=${encodeURIComponent(week)}`, headers });
const markPaid = (payload: unknown, headers = admin) =>
  call({ method: 'POST', url: '/api/admin/markPayoutPaid', headers, payload: payload as object });
const adjust = (payload: unknown, headers = admin) =>
  call({ method: 'POST', url: '/api/admin/payoutAdjustment', headers, payload: payload as object });
const settingRows = () => t.db.select().from(payoutSettings);
const thisWeek = () => istWeekStart(new Date());

/** A partner with an adjustment of `amount` in this week (an entry to pay). */
async function partnerWithEntry(amount = 500) {
  const partner = await createPartner(t.db, { fname: 'Ravi, "Fleet"', lname: 'Kumar' });
  const res = await adjust({ partnerId: partner.id, amount, note: 'Opening balance' });
  expect(res.statusCode, res.body).toBe(200);
  return partner;
}

describe('GET/PUT /api/admin/settings', () => {
  it.each([
    {
      label: 'commission 50.01',
      body: { commissionPercent: 50.01, tcsPercent: 0.5, tdsPercent: 0.1 },
      message: msg.commissionPercentInvalid,
    },
    {
      label: 'commission -1',
      body: { commissionPercent: -1, tcsPercent: 0.5, tdsPercent: 0.1 },
      message: msg.commissionPercentInvalid,
    },
    {
      label: 'commission three decimals',
      body: { commissionPercent: 12.345, tcsPercent: 0.5, tdsPercent: 0.1 },
      message: msg.commissionPercentInvalid,
    },
    {
      label: 'commission a string',
      body: { commissionPercent: '20', tcsPercent: 0.5, tdsPercent: 0.1 },
      message: msg.commissionPercentInvalid,
    },
    { label: 'commission missing', body: { tcsPercent: 0.5, tdsPercent: 0.1 }, message: msg.commissionPercentInvalid },
    {
      label: 'tcs 5.01',
      body: { commissionPercent: 20, tcsPercent: 5.01, tdsPercent: 0.1 },
      message: msg.tcsPercentInvalid,
    },
    { label: 'tds 6', body: { commissionPercent: 20, tcsPercent: 0.5, tdsPercent: 6 }, message: msg.tdsPercentInvalid },
    {
      label: 'tds null',
      body: { commissionPercent: 20, tcsPercent: 0.5, tdsPercent: null },
      message: msg.tdsPercentInvalid,
    },
  ])('$label → 400 with its message, nothing saved', async ({ body, message }) => {
    const before = await settingRows();
    const res = await putSettings(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await settingRows()).toEqual(before);
  });

  it('answers the defaults, then a saved version with two decimals exactly', async () => {
    const res = await getSettings();
    expect(res.statusCode, res.body).toBe(200);
    expect(payoutSettingsResponse.parse(res.json()).data).toEqual({
      commissionPercent: 20,
      tcsPercent: 0.5,
      tdsPercent: 0.1,
    });
    const saved = await putSettings({ commissionPercent: 12.5, tcsPercent: 1.25, tdsPercent: 0.29 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(msg.payoutSettingsSaved);
    const now = payoutSettingsResponse.parse((await getSettings()).json()).data;
    expect(now).toEqual({ commissionPercent: 12.5, tcsPercent: 1.25, tdsPercent: 0.29 });
    const rows = await settingRows();
    expect(rows.at(-1)).toMatchObject({ commissionBp: 1250, tcsBp: 125, tdsBp: 29 });
    expect(rows.at(-1)?.createdBy).not.toBeNull();
    expect((await putSettings({ commissionPercent: 20, tcsPercent: 0.5, tdsPercent: 0.1 })).statusCode).toBe(200);
  });
});

describe('who may call', () => {
  it('no token → 401; a customer or a partner → 403; nothing written', async () => {
    const { headers: user } = await signedInUser(t);
    const partner = await createPartner(t.db);
    const partnerHeaders = bearer(await tokenFor(t.app, 'partner', partner));
    const body = { partnerId: partner.id, week: thisWeek(), reference: 'UTR123456' };
    const calls = [
      (h: Record<string, string>) => getSettings(h),
      (h: Record<string, string>) => putSettings({ commissionPercent: 20, tcsPercent: 0.5, tdsPercent: 0.1 }, h),
      (h: Record<string, string>) => weekOf(thisWeek(), h),
      (h: Record<string, string>) => markPaid(body, h),
      (h: Record<string, string>) => adjust({ partnerId: partner.id, amount: 10, note: 'a note' }, h),
    ];
    for (const c of calls) {
      expect((await c({})).statusCode).toBe(401);
      expect((await c(user)).statusCode).toBe(403);
      expect((await c(partnerHeaders)).statusCode).toBe(403);
    }
    expect(await entriesOf(t, partner.id)).toEqual([]);
  });
});

describe('POST /api/admin/payoutAdjustment', () => {
  it.each([
    { label: 'amount 0', body: { amount: 0, note: 'A note' }, message: msg.adjustmentAmountInvalid },
    { label: 'amount 10.5', body: { amount: 10.5, note: 'A note' }, message: msg.adjustmentAmountInvalid },
    { label: 'amount 1000001', body: { amount: 1_000_001, note: 'A note' }, message: msg.adjustmentAmountInvalid },
    { label: 'amount a string', body: { amount: '100', note: 'A note' }, message: msg.adjustmentAmountInvalid },
    { label: 'note too short', body: { amount: 100, note: ' ab ' }, message: msg.adjustmentNoteInvalid },
    { label: 'note missing', body: { amount: 100 }, message: msg.adjustmentNoteInvalid },
    { label: 'note too long', body: { amount: 100, note: 'x'.repeat(301) }, message: msg.adjustmentNoteInvalid },
    {
      label: 'partner not an id',
      body: { partnerId: 'nope', amount: 100, note: 'A note' },
      message: msg.payoutPartnerInvalid,
    },
  ])('$label → 400, nothing written', async ({ body, message }) => {
    const partner = await createPartner(t.db);
    const res = await adjust({ partnerId: partner.id, ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await entriesOf(t, partner.id)).toEqual([]);
  });

  it('an unknown partner → 404', async () => {
    const res = await adjust({ partnerId: crypto.randomUUID(), amount: 100, note: 'A note' });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toBe(msg.payoutPartnerNotFound);
  });

  it('writes an entry whose net is the amount, positive or negative, and nothing else', async () => {
    const partner = await createPartner(t.db);
    const res = await adjust({ partnerId: partner.id, amount: -250, note: 'Helmet lost, deducted' });
    expect(res.statusCode, res.body).toBe(200);
    const entry = payoutAdjustmentResponse.parse(res.json()).data;
    expect(entry).toMatchObject({
      kind: 'adjustment',
      bookingId: null,
      net: -250,
      gross: 0,
      commission: 0,
      status: 'pending',
      reference: null,
    });
    const [row] = await entriesOf(t, partner.id);
    expect(row).toMatchObject({ note: 'Helmet lost, deducted', week: thisWeek(), net: -250 });
    expect(row?.adminId).not.toBeNull();
  });
});

describe('GET /api/admin/payouts and POST /api/admin/markPayoutPaid', () => {
  it.each([
    { label: 'not a date', week: 'last-week' },
    { label: 'not a Monday', week: '2026-11-24' },
    { label: 'no such day', week: '2026-02-30' },
    { label: 'empty', week: '' },
  ])('a week $label → 400', async ({ week }) => {
    const res = await weekOf(week);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(msg.payoutWeekInvalid);
  });

  it.each([
    { label: 'reference too short', patch: { reference: 'UTR1' }, message: msg.payoutReferenceInvalid },
    { label: 'reference with a space', patch: { reference: 'UTR 123456' }, message: msg.payoutReferenceInvalid },
    { label: 'reference missing', patch: { reference: undefined }, message: msg.payoutReferenceInvalid },
    { label: 'week not a Monday', patch: { week: '2026-11-25' }, message: msg.payoutWeekInvalid },
    { label: 'partner not an id', patch: { partnerId: '12' }, message: msg.payoutPartnerInvalid },
  ])('$label → 400, nothing paid', async ({ patch, message }) => {
    const partner = await partnerWithEntry();
    const res = await markPaid({ partnerId: partner.id, week: thisWeek(), reference: 'UTR123456', ...patch });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await entriesOf(t, partner.id)).every((e) => e.payoutId === null)).toBe(true);
  });

  it('an unknown partner → 404; a week not started → 400; a week without entries or not above ₹0 → 409', async () => {
    const partner = await partnerWithEntry();
    const unknown = await markPaid({ partnerId: crypto.randomUUID(), week: thisWeek(), reference: 'UTR123456' });
    expect(unknown.statusCode).toBe(404);
    const future = await markPaid({ partnerId: partner.id, week: nextWeek(thisWeek()), reference: 'UTR123456' });
    expect(future.statusCode, future.body).toBe(400);
    expect(future.json().message).toBe(msg.payoutWeekFuture);
    const empty = await markPaid({ partnerId: partner.id, week: '2026-01-05', reference: 'UTR123456' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(msg.payoutNothingToPay);
    const owing = await partnerWithEntry(-100);
    const negative = await markPaid({ partnerId: owing.id, week: thisWeek(), reference: 'UTR123456' });
    expect(negative.statusCode).toBe(409);
    expect(negative.json().message).toBe(msg.payoutNotPositive);
    expect(await t.db.select().from(payouts).where(eq(payouts.partnerId, partner.id))).toEqual([]);
  });

  it('lists the partner, pays the week once (entries paid, the partner mailed), a second time → 409', async () => {
    const ride = await paidRide(t, { grandTotal: 1000 });
    await t.db.update(partners).set({ fname: 'Asha, "Wheels"' }).where(eq(partners.id, ride.partner.id));
    // the partner cancels after the pick-up: the whole amount is kept, an entry of the fee
    await t.db
      .update(bookings)
      .set({ pickupAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, ride.booking.id));
    const cancel = await call({
      method: 'POST',
      url: '/api/partner/changeBookingStatus',
      headers: ride.partnerHeaders,
      payload: { id: ride.booking.id, value: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await adjust({ partnerId: ride.partner.id, amount: 50, note: 'Bonus, for "good" ratings' });

    const listed = payoutsResponse.parse((await weekOf(thisWeek())).json()).data;
    const mine = listed.partners.find((p) => p.partnerId === ride.partner.id);
    // fee 1000: commission 200, GST on it 36, TDS 1, no GST number so no TCS → 763; + the adjustment 50
    expect(mine).toEqual({
      bankAccount: null,
      paidOn: null,
      partnerId: ride.partner.id,
      name: 'Asha, "Wheels" Owner',
      email: ride.partner.email,
      entries: 2,
      net: 813,
      status: 'pending',
      reference: null,
    });

    const paid = await markPaid({ partnerId: ride.partner.id, week: thisWeek(), reference: 'utr2026abc' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toBe(msg.payoutMarkedPaid);
    expect(markPayoutPaidResponse.parse(paid.json()).data).toMatchObject({
      status: 'paid',
      reference: 'UTR2026ABC',
      net: 813,
    });
    const rows = await entriesOf(t, ride.partner.id);
    expect(rows.every((e) => e.payoutId !== null)).toBe(true);
    const mail = t.mails.findLast((m) => m.to === ride.partner.email);
    expect(mail?.text).toContain('UTR2026ABC');
    expect(mail?.text).toContain('813');

    const again = await markPaid({ partnerId: ride.partner.id, week: thisWeek(), reference: 'UTR999999' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.payoutAlreadyPaid);
    const [payout] = await t.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.partnerId, ride.partner.id), eq(payouts.week, thisWeek())));
    expect(payout).toMatchObject({ reference: 'UTR2026ABC', net: 813 });

    // an entry after the week was paid goes to the next week, never into the paid statement
    await adjust({ partnerId: ride.partner.id, amount: 20, note: 'Late correction' });
    const late = (await entriesOf(t, ride.partner.id)).find((e) => e.net === 20);
    expect(late).toMatchObject({ week: nextWeek(thisWeek()), payoutId: null });
    const stillPaid = payoutsResponse
      .parse((await weekOf(thisWeek())).json())
      .data.partners.find((p) => p.partnerId === ride.partner.id);
    expect(stillPaid).toMatchObject({ entries: 2, net: 813, status: 'paid', reference: 'UTR2026ABC' });
  });

  it('two admins paying the same week at once: one 200, one 409, one payout', async () => {
    const partner = await partnerWithEntry(700);
    const body = (reference: string) => ({ partnerId: partner.id, week: thisWeek(), reference });
    const answers = await Promise.all([markPaid(body('UTRAAAAAA1')), markPaid(body('UTRBBBBBB2'))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db.select().from(payouts).where(eq(payouts.partnerId, partner.id));
    expect(rows).toHaveLength(1);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.partnerId, partner.id));
    expect(entries.every((e) => e.payoutId === rows[0]?.id)).toBe(true);
  });
});

describe('a week that nets ₹0 or less carries into the next (issue #28, D68)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  /** An adjustment entry of `amount` dated on the Wednesday of `week`. */
  const entryIn = (partnerId: string, week: string, amount: number) =>
    t.db.transaction((tx) =>
      insertEntry(tx, {
        partnerId,
        bookingId: null,
        kind: 'adjustment',
        amounts: adjustmentEntry(amount),
        at: new Date(istInstant(week).getTime() + 2 * DAY + 12 * 60 * 60 * 1000),
      }),
    );
  const statementOf = async (week: string, partnerId: string) =>
    payoutsResponse.parse((await weekOf(week)).json()).data.partners.find((p) => p.partnerId === partnerId);

  it('+1,000 (paid), −400 (refused), +1,000: the third week pays 600, so ₹1,600 paid out against ₹1,600', async () => {
    const partner = await createPartner(t.db);
    const [a, b, c] = ['2025-06-02', '2025-06-09', '2025-06-16'];
    if (!a || !b || !c) throw new Error('weeks');
    await entryIn(partner.id, a, 1000);
    await entryIn(partner.id, b, -400);
    await entryIn(partner.id, c, 1000);

    const paidA = await markPaid({ partnerId: partner.id, week: a, reference: 'UTRWEEKA01' });
    expect(paidA.statusCode, paidA.body).toBe(200);
    expect(markPayoutPaidResponse.parse(paidA.json()).data).toMatchObject({ entries: 1, net: 1000 });

    expect(await statementOf(b, partner.id)).toMatchObject({ entries: 1, net: -400, status: 'pending' });
    const refusedB = await markPaid({ partnerId: partner.id, week: b, reference: 'UTRWEEKB01' });
    expect(refusedB.statusCode).toBe(409);
    expect(refusedB.json().message).toBe(msg.payoutNotPositive);

    // week C's statement carries B's unpaid −400: it is exactly what Mark paid transfers
    expect(await statementOf(c, partner.id)).toMatchObject({ entries: 2, net: 600, status: 'pending' });
    const paidC = await markPaid({ partnerId: partner.id, week: c, reference: 'UTRWEEKC01' });
    expect(paidC.statusCode, paidC.body).toBe(200);
    expect(markPayoutPaidResponse.parse(paidC.json()).data).toMatchObject({ entries: 2, net: 600, status: 'paid' });

    const entries = await entriesOf(t, partner.id);
    const paidOut = await t.db.select().from(payouts).where(eq(payouts.partnerId, partner.id));
    expect(entries.every((e) => e.payoutId !== null)).toBe(true);
    expect(paidOut.reduce((sum, p) => sum + p.net, 0)).toBe(sumNet(entries));
    expect(sumNet(entries)).toBe(1600);
    // B now has nothing left to pay; A's and C's statements never change
    const lateB = await markPaid({ partnerId: partner.id, week: b, reference: 'UTRWEEKB02' });
    expect(lateB.statusCode).toBe(409);
    expect(lateB.json().message).toBe(msg.payoutNothingToPay);
    expect(await statementOf(a, partner.id)).toMatchObject({ entries: 1, net: 1000, status: 'paid' });
    expect(await statementOf(c, partner.id)).toMatchObject({ entries: 2, net: 600, status: 'paid' });
  });

  it('a carried net still ≤ ₹0 stays unpaid and carries again, until a week is above ₹0', async () => {
    const partner = await createPartner(t.db);
    const [d, e, f] = ['2025-07-07', '2025-07-14', '2025-07-21'];
    if (!d || !e || !f) throw new Error('weeks');
    await entryIn(partner.id, d, -300);
    await entryIn(partner.id, e, 300);
    await entryIn(partner.id, f, 250);
    for (const week of [d, e]) {
      const refused = await markPaid({ partnerId: partner.id, week, reference: 'UTRCARRY01' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(msg.payoutNotPositive);
    }
    expect(await statementOf(e, partner.id)).toMatchObject({ entries: 2, net: 0, status: 'pending' });
    const paidF = await markPaid({ partnerId: partner.id, week: f, reference: 'UTRCARRY02' });
    expect(markPayoutPaidResponse.parse(paidF.json()).data).toMatchObject({ entries: 3, net: 250 });
    expect(await t.db.select().from(payouts).where(eq(payouts.partnerId, partner.id))).toHaveLength(1);
  });
});
