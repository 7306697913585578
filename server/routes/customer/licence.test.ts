import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceResponse } from '#shared/api/licences.ts';
import { msg } from '#shared/messages.ts';
import { bookings, licences, outbox } from '#server/db/schema/index.ts';
import { bearer, createAdmin, createPartner, createUser, tokenFor } from '#server/test/factories.ts';
import { startLicenceProviderDouble, type LicenceProviderDouble } from '#server/test/licence-provider-double.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import {
  bookBody,
  customerApi,
  futureWindow,
  listedBike,
  paymentCalls,
  signedInUser,
  type Headers,
} from '../../test/kits/booking-test-kit.ts';

/*
 * Issue #32: the customer's licence (GET/PUT /api/licence) checked by the provider's double, the
 * admin's queue and review, and bookbike's licence rules (each a 409 that holds nothing).
 */

let t: TestApp;
let provider: LicenceProviderDouble;
let call: ReturnType<typeof customerApi>;
let api: ReturnType<typeof paymentCalls>;
let adminHeaders: Headers;
beforeAll(async () => {
  provider = await startLicenceProviderDouble();
  t = await createTestApp({ env: { LICENCE_PROVIDER_URL: provider.url, LICENCE_PROVIDER_KEY: provider.key } });
  call = customerApi(t);
  api = paymentCalls(t);
  const admin = await createAdmin(t.db);
  adminHeaders = bearer(await tokenFor(t.app, 'admin', admin));
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;
/** A licence the sandbox agrees with: an odd last digit (MCWOG + MCWG), valid well within its record. */
const good = {
  number: 'mh-12-2011-0012345',
  dob: '1995-05-10',
  classes: ['MCWG', 'MCWOG'],
  validUntil: new Date(Date.now() + 5 * YEAR_MS).toISOString().slice(0, 10),
};
const putLicence = (headers: Headers, payload: object) =>
  call({ method: 'PUT', url: '/api/licence', headers, payload });
const getLicence = async (headers: Headers) => {
  const res = await call({ method: 'GET', url: '/api/licence', headers });
  expect(res.statusCode, res.body).toBe(200);
  return licenceResponse.parse(res.json()).data;
};
const review = (payload: object, headers: Headers = adminHeaders) =>
  call({ method: 'POST', url: '/api/admin/reviewLicence', headers, payload });
const queue = async (status = 'pending') => {
  const res = await call({ method: 'GET', url: `/api/admin/licences?status=${status}&page=1`, headers: adminHeaders });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { licences: { userId: string; number: string; provider: unknown; proofUrl: unknown }[] };
};
const rowOf = async (userId: string) => (await t.db.select().from(licences).where(eq(licences.userId, userId)))[0];

describe('GET/PUT /api/licence', () => {
  it('answers null before any licence, then the saved one, normalised and approved when the provider agrees', async () => {
    const { headers } = await signedInUser(t);
    expect(await getLicence(headers)).toBeNull();
    const res = await putLicence(headers, good);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: msg.licenceSaved,
      data: {
        number: 'MH12 20110012345',
        dob: good.dob,
        classes: ['MCWOG', 'MCWG'],
        validUntil: good.validUntil,
        status: 'approved',
        reason: null,
      },
    });
    expect(provider.requests.at(-1)).toEqual({ dl_number: 'MH1220110012345', dob: good.dob });
    expect((await getLicence(headers))?.status).toBe('approved');
  });

  it('sends to the admin queue what the provider does not know, or does not agree with, or did not answer', async () => {
    const unknown = await signedInUser(t);
    const res = await putLicence(unknown.headers, { ...good, number: 'KA05 20190001230' });
    expect(res.json().data.status).toBe('pending');
    // an even last digit: the sandbox's record has MCWOG only, so MCWG typed disagrees
    const lesser = await signedInUser(t);
    expect((await putLicence(lesser.headers, { ...good, number: 'KA05 20190001232' })).json().data.status).toBe(
      'pending',
    );
    // a validity beyond the record's (the day before the 50th birthday)
    const longer = await signedInUser(t);
    expect((await putLicence(longer.headers, { ...good, validUntil: '2045-05-10' })).json().data.status).toBe(
      'pending',
    );
    provider.failing = true;
    const down = await signedInUser(t);
    try {
      expect((await putLicence(down.headers, good)).json().data.status).toBe('pending');
    } finally {
      provider.failing = false;
    }

    const pending = await queue();
    const byUser = new Map(pending.licences.map((l) => [l.userId, l]));
    expect(byUser.get(unknown.user.id)).toMatchObject({
      number: 'KA05 20190001230',
      provider: { found: false, agrees: false },
      proofUrl: null,
    });
    expect(byUser.get(lesser.user.id)?.provider).toMatchObject({ found: true, agrees: false, classes: ['MCWOG'] });
    expect(byUser.get(longer.user.id)?.provider).toMatchObject({ found: true, agrees: false });
    expect(byUser.get(down.user.id)?.provider).toBeNull();
  });

  it.each([
    [{ number: '' }, msg.licenceNumberRequired],
    [{ number: 'XX12 20110012345' }, msg.licenceNumberInvalid],
    [{ number: 'MH12 2011001234' }, msg.licenceNumberInvalid],
    [{ dob: '1995-02-30' }, msg.licenceDobInvalid],
    [{ dob: '2999-01-01' }, msg.licenceDobInvalid],
    [{ classes: [] }, msg.licenceClassesRequired],
    [{ classes: ['LMV'] }, msg.licenceClassesRequired],
    [{ classes: 'MCWG' }, msg.licenceClassesRequired],
    [{ validUntil: 'soon' }, msg.licenceValidUntilInvalid],
  ])('refuses %j with a 400 and saves nothing', async (change, message) => {
    const { user, headers } = await signedInUser(t);
    const res = await putLicence(headers, { ...good, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await rowOf(user.id)).toBeUndefined();
  });

  it('is the caller’s own: no token 401, a partner or an admin 401/403, a blocked customer 403', async () => {
    expect((await call({ method: 'GET', url: '/api/licence' })).statusCode).toBe(401);
    expect((await putLicence({}, good)).statusCode).toBe(401);
    const partner = await createPartner(t.db);
    const partnerHeaders = bearer(await tokenFor(t.app, 'partner', partner));
    expect([401, 403]).toContain((await putLicence(partnerHeaders, good)).statusCode);
    expect([401, 403]).toContain((await putLicence(adminHeaders, good)).statusCode);
    const blocked = await createUser(t.db, { status: false });
    const res = await putLicence(bearer(await tokenFor(t.app, 'user', blocked)), good);
    expect(res.statusCode).toBe(403);
    expect(await rowOf(blocked.id)).toBeUndefined();
    // one customer never reads another's
    const a = await signedInUser(t);
    await putLicence(a.headers, good);
    const b = await signedInUser(t);
    expect(await getLicence(b.headers)).toBeNull();
  });
});

describe('the admin Licences queue', () => {
  it('approves; rejects with a reason the customer reads and is mailed; an edit sends it back to pending', async () => {
    const { user, headers } = await signedInUser(t);
    await putLicence(headers, { ...good, number: 'DL04 20110149640' });
    expect((await queue()).licences.map((l) => l.userId)).toContain(user.id);

    const approved = await review({ userId: user.id, decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ message: msg.licenceApproved, data: { status: 'approved', reason: null } });
    expect((await queue()).licences.map((l) => l.userId)).not.toContain(user.id);
    expect((await queue('approved')).licences.map((l) => l.userId)).toContain(user.id);

    const noReason = await review({ userId: user.id, decision: 'reject', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(msg.licenceReasonRequired);
    expect((await rowOf(user.id))?.status).toBe('approved');

    const rejected = await review({ userId: user.id, decision: 'reject', reason: 'The photo is blurred' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await getLicence(headers)).toMatchObject({ status: 'rejected', reason: 'The photo is blurred' });
    const mails = await t.db
      .select({ subject: outbox.subject, text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.to, user.email), eq(outbox.kind, 'licence-rejected')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(msg.licenceRejectedMailSubject);
    expect(mails[0]?.text).toContain('The photo is blurred');

    // editing any field: checked again (the provider still does not know it) and back in the queue
    const edited = await putLicence(headers, { ...good, number: 'DL04 20110149640', classes: ['MCWOG'] });
    expect(edited.json().data).toMatchObject({ status: 'pending', reason: null });
    expect((await queue()).licences.map((l) => l.userId)).toContain(user.id);
  });

  it('is for admins only, and answers 404 for a customer without a licence', async () => {
    const { user, headers } = await signedInUser(t);
    await putLicence(headers, { ...good, number: 'DL04 20110149640' });
    expect((await call({ method: 'GET', url: '/api/admin/licences' })).statusCode).toBe(401);
    expect([401, 403]).toContain((await call({ method: 'GET', url: '/api/admin/licences', headers })).statusCode);
    expect([401, 403]).toContain((await review({ userId: user.id, decision: 'approve' }, headers)).statusCode);
    const partner = await createPartner(t.db);
    const partnerHeaders = bearer(await tokenFor(t.app, 'partner', partner));
    expect([401, 403]).toContain((await review({ userId: user.id, decision: 'approve' }, partnerHeaders)).statusCode);
    expect((await rowOf(user.id))?.status).toBe('pending');

    const nobody = await createUser(t.db);
    const res = await review({ userId: nobody.id, decision: 'approve' });
    expect(res.statusCode).toBe(404);
    expect((await review({ userId: user.id, decision: 'maybe' })).statusCode).toBe(400);
  });
});

describe('bookbike’s licence rules', () => {
  const window = futureWindow(10, 2);
  /** `years` old on the pick-up date but for one day. */
  const dobOneDayShortOf = (years: number) => {
    const [y = 0, m = 1, d = 1] = window.pickUpDate.split('-').map(Number);
    return new Date(Date.UTC(y - years, m - 1, d + 1)).toISOString().slice(0, 10);
  };
  const dobAged = (years: number) => {
    const [y = 0, m = 1, d = 1] = window.pickUpDate.split('-').map(Number);
    return new Date(Date.UTC(y - years, m - 1, d)).toISOString().slice(0, 10);
  };
  const heldOn = async (bikeId: string) =>
    (await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.bikeId, bikeId))).length;

  /** A customer whose licence row is set directly (the rules read the row, whatever its source). */
  async function riderWith(values: Partial<typeof licences.$inferInsert> | null) {
    const rider = await signedInUser(t);
    if (values) {
      await t.db.insert(licences).values({
        userId: rider.user.id,
        number: 'MH12 20110012345',
        dob: '1995-05-10',
        classes: ['MCWOG', 'MCWG'],
        validUntil: '2099-01-01',
        status: 'approved',
        ...values,
      });
    }
    return rider;
  }

  it.each([
    ['an MCWOG licence on a geared bike', { classes: ['MCWOG'] }, {}, msg.licenceClassRefused],
    ['a licence expiring the day before the drop', { validUntil: 'dropMinus1' }, {}, msg.licenceExpiryRefused],
    ['a rider 18 the day after pick-up', { dob: 'short18' }, {}, msg.licenceAgeRefused(18)],
    ['a rider 21 the day after pick-up on a 650 cc', { dob: 'short21' }, { engineCC: 650 }, msg.licenceAgeRefused(21)],
    [
      'a rejected licence',
      { status: 'rejected', reason: 'Not a licence' },
      { transmission: 'gearless', category: 'Scooters' },
      msg.licenceRejectedRefused('Not a licence'),
    ],
    [
      'a pending licence that does not cover the bike',
      { classes: ['MCWOG'], status: 'pending' },
      {},
      msg.licenceClassRefused,
    ],
  ] as const)('refuses %s with a 409 and holds nothing', async (_name, licence, bike, message) => {
    const [y = 0, m = 1, d = 1] = window.dropDate.split('-').map(Number);
    const values = {
      ...licence,
      ...('validUntil' in licence
        ? { validUntil: new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10) }
        : {}),
      ...('dob' in licence ? { dob: dobOneDayShortOf(licence.dob === 'short18' ? 18 : 21) } : {}),
      classes: 'classes' in licence ? [...licence.classes] : ['MCWOG', 'MCWG'],
    };
    const { headers } = await riderWith(values);
    const fixture = await listedBike(t, { bike });
    const res = await api.bookbike(headers, bookBody(fixture, window));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(message);
    expect(await heldOn(fixture.bike.id)).toBe(0);
  });

  it('lets an MCWOG rider book a scooter, a rider 18 on the day book a 350 cc, 21 a 650 cc', async () => {
    const scooterRider = await riderWith({ classes: ['MCWOG'] });
    const scooter = await listedBike(t, { bike: { category: 'Scooters', transmission: 'gearless', engineCC: 110 } });
    expect((await api.bookbike(scooterRider.headers, bookBody(scooter, window))).statusCode).toBe(200);

    const eighteen = await riderWith({ dob: dobAged(18) });
    const classic = await listedBike(t);
    expect((await api.bookbike(eighteen.headers, bookBody(classic, window))).statusCode).toBe(200);

    const twentyOne = await riderWith({ dob: dobAged(21) });
    const big = await listedBike(t, { bike: { engineCC: 650 } });
    expect((await api.bookbike(twentyOne.headers, bookBody(big, window))).statusCode).toBe(200);
  });

  it('lets a customer without a licence, or with a pending one that fits, book (approval comes before pick-up)', async () => {
    const none = await riderWith(null);
    const a = await listedBike(t);
    expect((await api.bookbike(none.headers, bookBody(a, window))).statusCode).toBe(200);
    const pending = await riderWith({ status: 'pending' });
    const b = await listedBike(t);
    expect((await api.bookbike(pending.headers, bookBody(b, window))).statusCode).toBe(200);
  });
});
