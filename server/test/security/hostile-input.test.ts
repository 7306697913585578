import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, expect, test } from 'vitest';
import { clientIp } from '#server/test/kits/account-test-kit.ts';
import { bearer } from '#server/test/factories.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { answerProblems, type Answer } from './hostile-answer.ts';
import { dbFingerprint, fingerprintChanges } from './hostile-db-fingerprint.ts';
import { encodePart, formOf, parsedQuery, toFormFields, toQueryString, transportCases } from './hostile-requests.ts';
import { isWalkedRoute, planFor, plausibleValues, type RoutePlan } from './hostile-routes.ts';
import {
  allNodes,
  applyMutations,
  carriesNul,
  describeMutations,
  fieldTree,
  isIdField,
  isPoisonedJson,
  mutationArb,
  perFieldExamples,
  sampleOf,
  short,
} from './hostile-schema.ts';
import { checkProperty } from './hostile-property.ts';
import { bigString, malformedId, nastyString } from './hostile-values.ts';
import { hostileWorld } from './hostile-world.ts';

/**
 * Every API route of `app.routeTable`, called with a valid token of its area and with inputs derived
 * from its zod schema and damaged on purpose (fast-check, fixed seed), plus transport-level abuse.
 * Every answer must be a 4xx (reads may answer 2xx to an input their schema accepts), never a 5xx,
 * with the JSON envelope and no server internals; the database must be exactly as it was.
 */

/** schema-derived runs per route and input part; sized so the file stays well under a minute */
const RUNS = 20;
const RUNS_WITHOUT_SCHEMA = 6;
const RUNS_UNKNOWN_REFERENCES = 4;

/** the ids of the per-field examples (the generated runs draw their own) */
const FIXED_IDS = [1, 2, 3, 4].map((n) => `00000000-0000-4000-8000-00000000000${n}`);

// backups off: Back up now (no input) is then answered at once instead of writing an archive per request
const t = await createTestApp({ env: { BACKUP_DIR: 'off' } });
const world = await hostileWorld(t);
const plans = t.app.routeTable.filter(isWalkedRoute).map(planFor);
const stats = { routes: 0, inputs: 0, serverErrors: 0, notSent: 0 };

afterAll(async () => {
  console.log(
    `hostile input: ${stats.routes} routes, ${stats.inputs} inputs tried, 5xx seen: ${stats.serverErrors}` +
      ` (${stats.notSent} generated inputs not sent: accepted by the schema of a route that writes)`,
  );
  await t.close();
});

async function send(plan: RoutePlan | undefined, options: InjectOptions): Promise<Answer> {
  const res = await t.app.inject({
    ...options,
    headers: {
      'x-forwarded-for': clientIp(),
      ...(plan ? bearer(world.tokens[plan.role]) : {}),
      ...(options.headers ?? {}),
    },
  });
  stats.inputs++;
  if (res.statusCode >= 500) stats.serverErrors++;
  return { statusCode: res.statusCode, body: res.body, headers: res.headers };
}

const hasBody = (method: string) => method !== 'GET';

function valueAt(payload: unknown, path: string): unknown {
  let current = payload;
  for (const step of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

type Part = 'body' | 'query' | 'form';

/** The parts of a route a hostile client can fill; a route without any gets junk in its natural place. */
function partsOf(plan: RoutePlan): Part[] {
  const parts: Part[] = [];
  if (plan.body) parts.push('body');
  if (plan.query) parts.push('query');
  if (plan.multipart) parts.push('form');
  if (parts.length === 0) parts.push(hasBody(plan.route.method) ? 'body' : 'query');
  return parts;
}

/** A payload for one part as a request, and whether the server must refuse it. */
function requestFor(plan: RoutePlan, part: Part, payload: unknown) {
  const { method, url } = plan.route;
  if (part === 'query') {
    const query = toQueryString(payload);
    const accepted = plan.query ? plan.query.safeParse(parsedQuery(query)).success : true;
    // a route that needs a body (or a file) refuses a request that has none
    const bodyMissing = Boolean(plan.body ?? plan.multipart);
    return {
      options: { method, url: `${url}?${query}` } as InjectOptions,
      accepted: accepted && !bodyMissing,
      poisoned: false,
    };
  }
  if (part === 'form') {
    const fields = toFormFields(payload);
    const seen: Record<string, string> = {};
    for (const [name, value] of fields) seen[name] = value.trim();
    const form = plan.multipart?.form;
    const accepted = (form ? form.safeParse(seen).success : true) && !plan.multipart?.needsFile;
    const poisoned = fields.some(([name]) => name in Object.prototype);
    return { options: { method, url, payload: formOf(fields) } as InjectOptions, accepted, poisoned };
  }
  const json = JSON.stringify(payload) ?? 'null';
  const accepted = plan.body ? plan.body.safeParse(JSON.parse(json)).success : !plan.multipart;
  return {
    options: { method, url, payload: json, headers: { 'content-type': 'application/json' } } as InjectOptions,
    accepted,
    poisoned: isPoisonedJson(json),
  };
}

/** Schema-derived damage: a plausible sample with 1–3 mutations. */
async function damagedInputs(plan: RoutePlan, part: Part) {
  const schema = part === 'body' ? plan.body : part === 'query' ? plan.query : plan.multipart?.form;
  const nodes = schema ? fieldTree(schema) : [];
  const plausible = plausibleValues();
  // ids in the sample are random, so a required id field that survives the mutations names nothing
  const lookups = [
    ...allNodes(nodes)
      .filter((n) => isIdField(n) && n.required)
      .map((n) => n.path.join('.')),
    ...plan.lookups,
  ];
  const mutationsArb = fc.array(mutationArb(nodes, { wholePayload: part === 'body' }), { minLength: 1, maxLength: 3 });
  const idsArb = fc.array(fc.uuid({ version: 4 }), { minLength: 4, maxLength: 4 });

  await checkProperty(
    fc.tuple(idsArb, mutationsArb),
    async ([ids, mutations]) => {
      const payload = applyMutations(sampleOf(nodes, plausible, ids), mutations);
      const { options, accepted, poisoned } = requestFor(plan, part, payload);
      const namesNothing = lookups.some((path) => valueAt(payload, path) !== undefined);
      const mustRefuse = !accepted || poisoned || namesNothing || carriesNul(payload);
      if (!mustRefuse && !plan.readOnly) {
        stats.notSent++;
        return;
      }
      const answer = await send(plan, options);
      const problems = answerProblems(answer, { mustRefuse });
      if (problems.length > 0) {
        throw new Error(
          `${plan.key} ${part}: ${describeMutations(mutations)} → ${problems.join(', ')}; answer ${answer.body.slice(0, 300)}`,
        );
      }
    },
    nodes.length > 0 ? RUNS : RUNS_WITHOUT_SCHEMA,
    perFieldExamples(nodes).map((mutations) => [FIXED_IDS, mutations] as [string[], typeof mutations]),
  );
}

/** The valid sample itself with random ids and unknown references: found nowhere, so refused. */
async function unknownReferences(plan: RoutePlan, part: Part) {
  const schema = part === 'body' ? plan.body : plan.query;
  if (!schema) return;
  const nodes = fieldTree(schema);
  if (!allNodes(nodes).some(isIdField) && plan.lookups.length === 0) return;
  const plausible = plausibleValues();
  await checkProperty(
    fc.array(fc.uuid({ version: 4 }), { minLength: 4, maxLength: 4 }),
    async (ids) => {
      const payload = sampleOf(nodes, plausible, ids);
      const { options, accepted } = requestFor(plan, part, payload);
      if (!accepted) throw new Error(`${plan.key}: the plausible sample ${short(payload)} fails its own schema`);
      const answer = await send(plan, options);
      const problems = answerProblems(answer, { mustRefuse: true });
      if (problems.length > 0)
        throw new Error(
          `${plan.key} unknown reference ${short(payload)} → ${problems.join(', ')}; answer ${answer.body.slice(0, 300)}`,
        );
    },
    RUNS_UNKNOWN_REFERENCES,
  );
}

/** Malformed JSON, wrong content types, empty and oversized bodies; junk query strings. */
async function transportAbuse(plan: RoutePlan): Promise<string[]> {
  const problems: string[] = [];
  const { method, url } = plan.route;
  const routeRefusesAnyBody = Boolean(plan.body ?? plan.multipart) || !plan.readOnly;
  if (hasBody(method)) {
    for (const c of transportCases(!plan.multipart)) {
      const headers = c.contentType ? { 'content-type': c.contentType } : {};
      const answer = await send(plan, {
        method,
        url,
        headers,
        ...(c.payload === undefined ? {} : { payload: c.payload }),
      });
      const found = answerProblems(answer, { mustRefuse: c.parserRefuses || routeRefusesAnyBody, status: c.status });
      if (found.length > 0) problems.push(`${c.name}: ${found.join(', ')} (${answer.body.slice(0, 200)})`);
    }
  }
  const junkQueries = [
    '%',
    '%E0%A4%A',
    'id=%ED%A0%80',
    'page=1&page=2&id=a&id=b',
    Array.from({ length: 1000 }, (_, i) => `k${i}=${i}`).join('&'),
    `a[b][c][d]=1&__proto__[isAdmin]=true&constructor[prototype][polluted]=yes`,
  ];
  for (const query of junkQueries) {
    const accepted = plan.query ? plan.query.safeParse(parsedQuery(query)).success : true;
    const mustRefuse = !accepted || Boolean(plan.body ?? plan.multipart) || !plan.readOnly;
    const answer = await send(plan, { method, url: `${url}?${query}` });
    const found = answerProblems(answer, { mustRefuse });
    if (found.length > 0)
      problems.push(`query ${query.slice(0, 40)}: ${found.join(', ')} (${answer.body.slice(0, 200)})`);
  }
  return problems;
}

test('the walk covers every API route, and each schema has a valid sample to damage', () => {
  const keys = plans.map((p) => p.key);
  expect(keys.length).toBeGreaterThan(50);
  for (const area of ['/api/partner/', '/api/admin/']) expect(keys.some((k) => k.includes(area))).toBe(true);
  const plausible = plausibleValues();
  const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  for (const plan of plans) {
    for (const schema of [plan.body, plan.query, plan.multipart?.form]) {
      if (!schema) continue;
      const sample = sampleOf(fieldTree(schema), plausible, ids);
      const input = schema === plan.query ? parsedQuery(toQueryString(sample)) : sample;
      expect(schema.safeParse(input).success, `${plan.key}: sample ${short(sample)}`).toBe(true);
    }
  }
});

test.each(plans.map((plan) => [plan.key, plan] as const))(
  '%s refuses hostile input and changes nothing',
  async (_key, plan) => {
    const before = await dbFingerprint(t.db);
    for (const part of partsOf(plan)) {
      await damagedInputs(plan, part);
      if (part !== 'form') await unknownReferences(plan, part);
    }
    const transportProblems = await transportAbuse(plan);
    const after = await dbFingerprint(t.db);
    stats.routes++;
    expect(transportProblems).toEqual([]);
    expect(fingerprintChanges(before, after)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  },
);

test('the file routes refuse hostile names and signatures', async () => {
  const before = await dbFingerprint(t.db);
  const id = randomUUID();
  const sig = 'a'.repeat(64);
  const fixed = [
    '/uploads/..%2F..%2Fetc%2Fpasswd',
    '/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd.png',
    '/uploads/..%5C..%5Cwindows%5Cwin.ini',
    '/uploads/../../etc/passwd',
    `/uploads/${id}.png`,
    `/uploads/${id.toUpperCase()}.PNG`,
    `/uploads/${id}.png%00.html`,
    `/uploads/${id}.svg`,
    `/uploads/${'a'.repeat(100_000)}.png`,
    '/uploads/%E0%A4%A.png',
    '/api/files/%E0%A4%A?exp=1&sig=2',
    `/api/files/${id}`,
    `/api/files/${id}?exp=1e308&sig=${sig}`,
    `/api/files/${id}?exp=-1&sig=${sig}`,
    `/api/files/${id}?exp=NaN&sig=${sig}`,
    `/api/files/${id}?exp=99999999999&sig=${sig}`,
    `/api/files/${id}?exp=99999999999&sig=${sig}&sig=${sig}`,
    `/api/files/${id}?exp[]=1&sig[]=2`,
    `/api/files/${id}?exp=99999999999&sig=${'a'.repeat(100_000)}`,
    `/api/files/..%2F..%2Fetc%2Fpasswd?exp=99999999999&sig=${sig}`,
    `/api/files/not-a-uuid?exp=99999999999&sig=${sig}`,
  ];
  const problems: string[] = [];
  for (const url of fixed) {
    const found = answerProblems(await send(undefined, { method: 'GET', url }), { mustRefuse: true });
    if (found.length > 0) problems.push(`${url.slice(0, 80)}: ${found.join(', ')}`);
  }
  const name = fc.oneof(nastyString, bigString, malformedId, fc.string({ maxLength: 40 }));
  await checkProperty(
    fc.tuple(name, name),
    async ([fileName, signature]) => {
      for (const url of [
        `/uploads/${encodePart(fileName)}`,
        `/api/files/${encodePart(fileName)}?exp=99999999999&sig=${encodePart(signature)}`,
      ]) {
        const found = answerProblems(await send(undefined, { method: 'GET', url }), { mustRefuse: true });
        if (found.length > 0) throw new Error(`${url.slice(0, 80)}: ${found.join(', ')}`);
      }
    },
    40,
  );
  stats.routes += 2;
  expect(problems).toEqual([]);
  expect(fingerprintChanges(before, await dbFingerprint(t.db))).toEqual([]);
});
