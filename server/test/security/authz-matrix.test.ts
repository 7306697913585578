import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/test-app.ts';
import { areaOfUrl, createCallers, sendSample, type Caller } from './authz-callers.ts';
import { checkUnguardedRoute } from './authz-unguarded.ts';
import { routeSamples, unguardedRoutes, type SampleOwners } from './route-samples.ts';

/*
 * The authorization matrix: every route of the server's own route table (read here, at test time) ×
 * every kind of caller. A route without a row in route-samples.ts fails, so a new route cannot ship
 * without its expected answers.
 */

// The route table exists only once the app is built; the tests below are generated from it.
const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

let owners: SampleOwners;
let callers: Caller[];
beforeAll(async () => {
  ({ owners, callers } = await createCallers(t));
});

const keys = t.app.routeTable.map((route) => `${route.method} ${route.url}`);
const tally = {
  guardedRoutes: 0,
  matrixRequests: 0,
  publicRoutes: 0,
  unguardedRoutes: 0,
  requests: 0,
  fiveXx: [] as string[],
};

function count(key: string, caller: string, status: number) {
  tally.requests += 1;
  if (status >= 500) tally.fiveXx.push(`${key} as ${caller}: ${status}`);
  expect(status, `${key} as ${caller}`).toBeLessThan(500);
}

describe('the route table and the samples agree', () => {
  it('lists each route once and every route has a row (a sample, or a reason it is not guarded)', () => {
    expect(new Set(keys).size).toBe(keys.length);
    const missing = keys.filter((key) => !(key in routeSamples) && !(key in unguardedRoutes));
    expect(missing, 'routes without a row in server/test/security/route-samples.ts').toEqual([]);
  });

  it('has no row for a route that no longer exists', () => {
    const stale = [...Object.keys(routeSamples), ...Object.keys(unguardedRoutes)].filter((key) => !keys.includes(key));
    expect(stale).toEqual([]);
  });

  it('marks public exactly the routes the app marks public, and puts each guarded route in its URL area', () => {
    for (const route of t.app.routeTable) {
      const key = `${route.method} ${route.url}`;
      const sample = routeSamples[key];
      if (!sample) continue;
      expect(route.isPublic, key).toBe(sample.area === 'public');
      if (sample.area !== 'public') expect(sample.area, key).toBe(areaOfUrl(route.url));
    }
  });
});

describe('every route × every caller', () => {
  for (const key of keys) {
    const sample = routeSamples[key];
    if (!sample) {
      if (key in unguardedRoutes) {
        it(`${key}: not guarded by role (${unguardedRoutes[key]})`, async () => {
          tally.unguardedRoutes += 1;
          for (const { what, status } of await checkUnguardedRoute(t, key, owners)) count(key, what, status);
        });
      }
      continue;
    }

    if (sample.area === 'public') {
      it(`${key}: open, answers without a token and despite a stale one`, async () => {
        tally.publicRoutes += 1;
        for (const [caller, headers] of [
          ['no token', {}],
          ['malformed token', { authorization: 'Bearer not.a.jwt' }],
        ] as const) {
          const res = await sendSample(t, await sample.build(t, owners), headers);
          count(key, caller, res.statusCode);
          expect(res.statusCode, `${key} (${caller}): ${res.body}`).toBeGreaterThanOrEqual(200);
          expect(res.statusCode, `${key} (${caller}): ${res.body}`).toBeLessThan(300);
        }
      });
      continue;
    }

    const area = sample.area;
    it(`${key} (${area}; touches ${sample.touches})`, async () => {
      tally.guardedRoutes += 1;
      // A refused request never reaches the handler, so the refusals share one built request.
      const shared = await sample.build(t, owners);
      for (const caller of callers) {
        const outcome = caller.outcome(area);
        const request = typeof outcome === 'object' ? shared : await sample.build(t, owners);
        const res = await sendSample(t, request, await caller.headers(area));
        tally.matrixRequests += 1;
        count(key, caller.name, res.statusCode);
        const label = `${key} as ${caller.name}: ${res.body}`;
        if (typeof outcome === 'object') {
          expect(res.statusCode, label).toBe(outcome.status);
          expect(res.json(), label).toMatchObject({ success: false, message: outcome.message });
        } else if (outcome === 'other owner' && sample.owned) {
          // the other owner names the owner's record: nothing is found (ownership.test.ts checks the data)
          expect(res.statusCode, label).toBe(404);
        } else {
          expect(res.statusCode, label).toBeGreaterThanOrEqual(200);
          expect(res.statusCode, label).toBeLessThan(300);
        }
      }
    });
  }
});

describe('summary', () => {
  it('no request of the matrix answered 5xx', () => {
    const m = callers.length;
    console.log(
      `authz matrix: ${tally.guardedRoutes} routes × ${m} callers = ${tally.matrixRequests} requests, 5xx: ${tally.fiveXx.length}`,
    );
    console.log(
      `authz matrix: + ${tally.publicRoutes} public routes × 2 and ${tally.unguardedRoutes} unguarded routes; ${tally.requests} requests in all, 5xx: ${tally.fiveXx.length}`,
    );
    expect(tally.fiveXx).toEqual([]);
    expect(tally.guardedRoutes * m).toBe(tally.matrixRequests);
  });
});
