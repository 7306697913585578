import { eq, or } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { bikes, bookings, chatMessages, files } from '#server/db/schema/index.ts';
import { bearer, createPartner, createUser, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bookBody, listedBike } from '#server/test/kits/booking-test-kit.ts';
import { sendSample } from './authz-callers.ts';
import { MULTIPART_FORMS } from './hostile-routes.ts';
import { identifyingValues, snapshotAll, snapshotOwned } from './ownership-snapshot.ts';
import { bookingOf } from './route-samples-fixtures.ts';
import { routeSamples, type SampleOwners } from './route-samples.ts';

/*
 * Ownership: the records of one customer or partner are never readable or changeable by another. Each
 * route that names an owned record by id is replayed by another account of the same role with the
 * owner's request; the database must be exactly as before and the answer must say nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type OwnerArea = 'customer' | 'partner';

/** A customer and a partner who own records, and another account of each role. */
async function twoOfEach() {
  const owners: SampleOwners = { customer: await createUser(t.db), partner: await createPartner(t.db) };
  const others: SampleOwners = { customer: await createUser(t.db), partner: await createPartner(t.db) };
  const headers = async (of: SampleOwners) => ({
    customer: bearer(await tokenFor(t.app, 'user', of.customer)),
    partner: bearer(await tokenFor(t.app, 'partner', of.partner)),
  });
  return { owners, others, ownerHeaders: await headers(owners), otherHeaders: await headers(others) };
}

const expect2xx = (res: LightMyRequestResponse, label: string) => {
  expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(200);
  expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(300);
};

const ownerScoped = Object.entries(routeSamples).filter(
  (entry): entry is [string, (typeof entry)[1] & { area: OwnerArea }] =>
    entry[1].area === 'customer' || entry[1].area === 'partner',
);
const byId = ownerScoped.filter(([, sample]) => sample.owned);

/** The keys of an object schema, nested ones as `a.b` (zod 4 keeps its definition under `_zod.def`). */
function schemaKeys(schema: unknown, prefix = ''): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return [];
  if (def.type === 'object') {
    return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) => [
      `${prefix}${key}`,
      ...schemaKeys(value, `${prefix}${key}.`),
    ]);
  }
  // a preprocessed form (completeRideForm: its numbers typed as text) is a pipe into the object
  if (def.type === 'pipe') return [...new Set([...schemaKeys(def.in, prefix), ...schemaKeys(def.out, prefix)])];
  const inner = def.innerType ?? def.schema;
  return inner ? schemaKeys(inner, prefix) : [];
}
// `id`, `order`, `bookingId`, `orderId`, `razorpay_order_id`…: anything that names a record
// `week` too: a partner's payout (its commission invoice, issue #34) is named by its week
const ID_KEY = /(^|\.)(id|order|week|\w*Id|\w*_id)$/;

describe('which routes name an owned record', () => {
  it('every customer or partner route whose schema takes an id has an ownership row, and its sample names the record', async () => {
    const { owners } = await twoOfEach();
    const named: string[] = [];
    for (const route of t.app.routeTable) {
      const key = `${route.method} ${route.url}`;
      const sample = routeSamples[key];
      if (!sample || (sample.area !== 'customer' && sample.area !== 'partner')) continue;
      const schema = route.schema;
      // a multipart route's text fields are not in its schema: their form is
      const idKeys = [
        ...schemaKeys(schema?.querystring),
        ...schemaKeys(schema?.body),
        ...schemaKeys(MULTIPART_FORMS[key]?.form),
      ].filter((k) => ID_KEY.test(k));
      if (idKeys.length === 0) continue;
      named.push(key);
      expect(sample.owned, `${key} takes ${idKeys.join(', ')}: say which owned record it names`).toBeDefined();
      expect((await sample.build(t, owners)).ownedId, key).toEqual(expect.any(String));
    }
    expect(named.sort()).toEqual(byId.map(([key]) => key).sort());
  });
});

describe("another owner replaying the owner's request", () => {
  it.each(byId.map(([key, sample]) => [key, sample.owned, sample] as const))(
    '%s (%s): 404, nothing changed, nothing told; the owner succeeds',
    async (key, kind, sample) => {
      const { owners, ownerHeaders, otherHeaders } = await twoOfEach();
      const request = await sample.build(t, owners);
      if (!request.ownedId || !kind) throw new Error(`${key}: the sample names no record`);
      const identifying = await identifyingValues(t, kind, request.ownedId);

      const before = await snapshotAll(t);
      const res = await sendSample(t, request, otherHeaders[sample.area]);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
      for (const value of identifying) expect(res.body).not.toContain(value);
      expect(await snapshotAll(t)).toEqual(before);

      // the same request from its owner works: the refusal above was about ownership, not the request
      expect2xx(await sendSample(t, request, ownerHeaders[sample.area]), key);
    },
  );
});

/** Reads without an id: they must answer the caller's own records only. */
const reads: Record<OwnerArea, string[]> = {
  customer: ['POST /api/userProfile', 'GET /api/fetchIndividualChat', 'POST /api/userRides'],
  partner: [
    'GET /api/partner/viewBikes',
    'GET /api/partner/findBookings',
    'POST /api/partner/partnerProfile',
    'GET /api/partner/fetchBookingBikesRevenu',
    'GET /api/partner/monthlySalesRatio',
  ],
};

describe('calls without an id act on the caller only', () => {
  it("another account's reads show nothing of the owner's, and its writes leave the owner's records as they were", async () => {
    const { owners, others, ownerHeaders, otherHeaders } = await twoOfEach();
    const readAll = async () => {
      const answers: Record<string, unknown> = {};
      for (const area of ['customer', 'partner'] as const) {
        for (const key of reads[area]) {
          const sample = routeSamples[key];
          if (!sample) throw new Error(`${key} has no sample`);
          const res = await sendSample(t, await sample.build(t, others), otherHeaders[area]);
          expect2xx(res, key);
          answers[key] = res.json();
        }
      }
      return answers;
    };
    const othersSawBefore = await readAll();

    // The owners fill their records through every call of their areas (each must succeed for them)…
    for (const [key, sample] of ownerScoped) {
      expect2xx(await sendSample(t, await sample.build(t, owners), ownerHeaders[sample.area]), key);
    }
    await bookingOf(t, owners.customer.id, { partnerId: owners.partner.id, startsIn: 96 });
    await t.db.insert(chatMessages).values({ userId: owners.customer.id, sender: 'User', text: 'Mine only' });

    // …and the others' reads are exactly what they were, naming none of the owners' records.
    const othersSawAfter = await readAll();
    expect(othersSawAfter).toEqual(othersSawBefore);
    const ownerIds = [
      owners.customer.id,
      owners.customer.email,
      owners.partner.id,
      owners.partner.email,
      ...(await t.db.select({ id: bikes.id }).from(bikes).where(eq(bikes.partnerId, owners.partner.id))).map(
        (r) => r.id,
      ),
      ...(
        await t.db
          .select({ id: bookings.id })
          .from(bookings)
          .where(or(eq(bookings.userId, owners.customer.id), eq(bookings.partnerId, owners.partner.id)))
      ).map((r) => r.id),
      ...(
        await t.db
          .select({ id: files.id })
          .from(files)
          .where(or(eq(files.ownerId, owners.customer.id), eq(files.ownerId, owners.partner.id)))
      ).map((r) => r.id),
    ];
    expect(ownerIds.length).toBeGreaterThan(10);
    const seen = JSON.stringify(othersSawAfter);
    for (const value of ownerIds) expect(seen).not.toContain(value);

    // The others' writes without an id (profile, proofs, points, bikes, checkout) touch only their own rows.
    const ownersBefore = await snapshotOwned(t, { userId: owners.customer.id, partnerId: owners.partner.id });
    for (const [key, sample] of ownerScoped.filter(([, s]) => !s.owned)) {
      expect2xx(await sendSample(t, await sample.build(t, others), otherHeaders[sample.area]), key);
    }
    expect(await snapshotOwned(t, { userId: owners.customer.id, partnerId: owners.partner.id })).toEqual(ownersBefore);
  });

  it("a customer cannot book one partner's bike with another partner's pick-up point", async () => {
    const { ownerHeaders } = await twoOfEach();
    const bike = await listedBike(t);
    const elsewhere = await listedBike(t);
    const before = await snapshotAll(t);
    for (const points of [{ pickUpPoint: elsewhere.pickUp.id }, { dropPoint: elsewhere.drop.id }]) {
      const res = await sendSample(
        t,
        { method: 'POST', url: '/api/bookbike', payload: bookBody(bike, undefined, points) },
        ownerHeaders.customer,
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(msg.pointNotOfBike);
    }
    expect(await snapshotAll(t)).toEqual(before);
  });
});
