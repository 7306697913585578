import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePartnerStatusResponse,
  partnerDetailsResponse,
  partnerRequestsResponse,
  partnerVerifiedListResponse,
  sendMailToPartnerResponse,
  verifyPartnerResponse,
} from '#shared/api/admin.ts';
import { partnerProfileResponse, type PartnerVerificationState } from '#shared/api/partner.ts';
import type { PartnerVerification } from '#server/db/schema/index.ts';
import { solidPng } from '#server/test/test-images.ts';
import { bearer, createPartner, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { adminApi, multipart, signedInAdmin } from '../test/kits/admin-test-kit.ts';

/**
 * The contract of `isVerifed` (decision D47): every answer that carries it sends `false` (a request),
 * "mailSented" (accepted) or `true` (verified), the two ends as JSON booleans, never the strings
 * "false"/"true". Each answer is parsed with its shared schema (zod keeps the values as sent), and
 * every raw body of the file is searched for the string forms at the end.
 */

/** Stored text → what every answer must carry. */
const STATES: readonly [PartnerVerification, PartnerVerificationState][] = [
  ['false', false],
  ['mailSented', 'mailSented'],
  ['true', true],
];
/** The states a partner can log in with (a request cannot: 403 awaiting approval). */
const SIGNED_IN_STATES = STATES.filter(([stored]) => stored !== 'false');

/** The calls whose 200 answer carries isVerifed, each covered below; the OpenAPI test keeps the list whole. */
const CARRIERS = [
  'GET /api/admin/partnerRequests',
  'GET /api/admin/sendMailToPartner',
  'GET /api/admin/partnerVerifiedList',
  'PUT /api/admin/changeStatus',
  'GET /api/admin/partnerDetails',
  'GET /api/admin/verifyPartner',
  'POST /api/partner/partnerProfile',
  'POST /api/partner/editPartnerProfile',
  'POST /api/partner/uploadProof',
];

let t: TestApp;
let api: ReturnType<typeof adminApi>;
let admin: Record<string, string>;
let png: Buffer;
const checked = new Set<string>();
beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t);
  admin = (await signedInAdmin(t)).headers;
  png = await solidPng(40, 30);
});
afterAll(async () => {
  await t.close();
  for (const body of api.bodies) expect(body).not.toMatch(/"isVerifed":\s*"(true|false)"/);
});

/** Exactly the expected value; `typeof` spelt out for the two ends, the point of the contract. */
function expectVerification(value: unknown, expected: PartnerVerificationState) {
  expect(value).toBe(expected);
  expect(typeof value).toBe(expected === 'mailSented' ? 'string' : 'boolean');
}

/** Calls (as the admin unless told), checks the 200, records the call as checked, parses the answer. */
async function call<S extends z.ZodType>(
  schema: S,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers = admin,
  payload?: FormData,
): Promise<z.infer<S>> {
  const res = await api.call({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  checked.add(`${method} ${url.split('?')[0]}`);
  return schema.parse(res.json());
}

const q = encodeURIComponent;
const rowOf = (rows: { _id: string; isVerifed: unknown }[], id: string) =>
  rows.find((row) => row._id === id)?.isVerifed;

describe('isVerifed in the admin answers', () => {
  it('partnerRequests: a request false, an accepted request "mailSented"', async () => {
    const request = await createPartner(t.db, { isVerifed: 'false' });
    const accepted = await createPartner(t.db, { isVerifed: 'mailSented' });
    const body = await call(partnerRequestsResponse, 'GET', '/api/admin/partnerRequests');
    expectVerification(rowOf(body.data, request.id), false);
    expectVerification(rowOf(body.data, accepted.id), 'mailSented');
  });

  it('sendMailToPartner: the accepted row "mailSented", a request still waiting false', async () => {
    const waiting = await createPartner(t.db, { isVerifed: 'false' });
    const accepting = await createPartner(t.db, { isVerifed: 'false' });
    const body = await call(
      sendMailToPartnerResponse,
      'GET',
      `/api/admin/sendMailToPartner?email=${q(accepting.email)}`,
    );
    expectVerification(rowOf(body.data, accepting.id), 'mailSented');
    expectVerification(rowOf(body.data, waiting.id), false);
  });

  it('partnerVerifiedList: true', async () => {
    const verified = await createPartner(t.db, { isVerifed: 'true' });
    const body = await call(partnerVerifiedListResponse, 'GET', '/api/admin/partnerVerifiedList');
    expectVerification(rowOf(body.data, verified.id), true);
    for (const row of body.data) expectVerification(row.isVerifed, true);
  });

  it.each(STATES)('changeStatus (block, unblock) of a partner stored %s: %s', async (stored, expected) => {
    const partner = await createPartner(t.db, { isVerifed: stored });
    for (const status of [false, true]) {
      const body = await call(changePartnerStatusResponse, 'PUT', `/api/admin/changeStatus?id=${partner.id}`);
      expect(body.updatedrequest.status).toBe(status);
      expectVerification(body.updatedrequest.isVerifed, expected);
    }
  });

  it.each(STATES)('partnerDetails (the single page) of a partner stored %s: %s', async (stored, expected) => {
    const partner = await createPartner(t.db, { isVerifed: stored });
    const body = await call(partnerDetailsResponse, 'GET', `/api/admin/partnerDetails?id=${partner.id}`);
    expectVerification(body.data.isVerifed, expected);
  });

  it('verifyPartner: "mailSented" → true → "mailSented"', async () => {
    const partner = await createPartner(t.db, { isVerifed: 'mailSented' });
    for (const expected of [true, 'mailSented'] as const) {
      const body = await call(verifyPartnerResponse, 'GET', `/api/admin/verifyPartner?email=${q(partner.email)}`);
      expectVerification(body.data.isVerifed, expected);
    }
  });
});

describe('isVerifed in the partner’s own answers', () => {
  it.each(SIGNED_IN_STATES)(
    'partnerProfile, editPartnerProfile, uploadProof of a partner stored %s: %s',
    async (stored, expected) => {
      const partner = await createPartner(t.db, { isVerifed: stored });
      const headers = bearer(await tokenFor(t.app, 'partner', partner));
      const fields = { fname: 'Ravi', lname: 'Kumar', mobile: '9876543210', city: 'Mysuru', gstNo: '29AAPFU0939F1ZR' };
      const answers = [
        await call(partnerProfileResponse, 'POST', '/api/partner/partnerProfile', headers),
        await call(partnerProfileResponse, 'POST', '/api/partner/editPartnerProfile', headers, multipart(fields)),
        await call(
          partnerProfileResponse,
          'POST',
          '/api/partner/uploadProof',
          headers,
          multipart({}, [
            ['aadhaar', png],
            ['pan', png],
          ]),
        ),
      ];
      for (const body of answers) expectVerification(body.data.isVerifed, expected);
    },
  );
});

/** Every `isVerifed` property schema found anywhere inside an OpenAPI fragment. */
function isVerifedSchemas(node: unknown): unknown[] {
  if (typeof node !== 'object' || node === null) return [];
  const own = 'isVerifed' in node ? [node.isVerifed] : [];
  return [...own, ...Object.values(node).flatMap(isVerifedSchemas)];
}

describe('every answer that carries isVerifed', () => {
  it('is one of the calls above, and the API documentation says false | "mailSented" | true', async () => {
    type OpenApi = { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>();
    const carriers: string[] = [];
    for (const [path, operations] of Object.entries(docs.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schemas = isVerifedSchemas(operation.responses?.['200']);
        if (schemas.length === 0) continue;
        carriers.push(`${method.toUpperCase()} ${path}`);
        for (const schema of schemas) {
          expect(schema, `${method} ${path}`).toEqual({
            anyOf: [
              { type: 'boolean', enum: [false] },
              { type: 'string', enum: ['mailSented'] },
              { type: 'boolean', enum: [true] },
            ],
          });
        }
      }
    }
    expect(carriers.sort()).toEqual([...CARRIERS].sort());
  });

  it('each of them was checked in this file', () => {
    // Runs after the tests above (Vitest keeps the order of a file's tests).
    expect([...checked].sort()).toEqual([...CARRIERS].sort());
  });
});
