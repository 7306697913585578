import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '#shared/api/auth.ts';
import { msg } from '#shared/messages.ts';
import { issueToken, signingKey } from '#server/features/accounts/tokens.ts';
import { bearer, createAdmin, createPartner, createUser, tokenFor } from '#server/test/factories.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { clientIp } from '#server/test/kits/account-test-kit.ts';
import type { SampleOwners, SampleRequest } from './route-samples.ts';

/** The callers of the authorization matrix and what each must get from each guarded area. */

export type GuardedArea = 'customer' | 'partner' | 'admin';
export const roleOfArea: Record<GuardedArea, Role> = { customer: 'user', partner: 'partner', admin: 'admin' };

export interface Refusal {
  status: 401 | 403;
  message: string;
}
/** `owner`: the account whose records the sample names → 2xx. `other owner`: same role, not the owner. */
export type Outcome = Refusal | 'owner' | 'other owner';

export interface Caller {
  name: string;
  headers: (area: GuardedArea) => Promise<Record<string, string>>;
  outcome: (area: GuardedArea) => Outcome;
}

const unauthorized: Refusal = { status: 401, message: msg.unauthorized };
const expired: Refusal = { status: 401, message: msg.sessionExpired };
// auth.ts checks the role claim before loading the account: any other area's token is FORBIDDEN,
// whatever the state of its account (blocked, unverified).
const forbidden: Refusal = { status: 403, message: msg.forbidden };
const blocked: Refusal = { status: 403, message: msg.accountBlocked };
const notVerified: Refusal = { status: 403, message: msg.partnerAwaitingApproval };

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token that says `alg: none` (no signature at all), with claims that would otherwise be valid. */
function unsignedToken(sub: string, role: Role, tv: number): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub, role, tv, iss: 'rev-on-rentals', exp })}.`;
}

/** Creates the accounts of the matrix and its callers. `owners` are the customer and partner the samples act for. */
export async function createCallers(t: TestApp): Promise<{ owners: SampleOwners; callers: Caller[] }> {
  const owners: SampleOwners = { customer: await createUser(t.db), partner: await createPartner(t.db) };
  const admin = await createAdmin(t.db);
  const ownerOf = { customer: owners.customer, partner: owners.partner, admin };
  const otherKey = signingKey('another-secret-another-secret-another-secret');

  const account = async (role: Role, make: () => Promise<{ id: string; tokenVersion: number }>) => {
    const row = await make();
    return bearer(await tokenFor(t.app, role, row));
  };
  const otherCustomer = await account('user', () => createUser(t.db));
  const blockedCustomer = await account('user', () => createUser(t.db, { status: false }));
  const otherPartner = await account('partner', () => createPartner(t.db));
  const unverifiedPartner = await account('partner', () => createPartner(t.db, { isVerifed: 'false' }));
  const blockedPartner = await account('partner', () => createPartner(t.db, { status: false }));
  const headersOf = {
    customer: bearer(await tokenFor(t.app, 'user', owners.customer)),
    partner: bearer(await tokenFor(t.app, 'partner', owners.partner)),
    admin: bearer(await tokenFor(t.app, 'admin', admin)),
  };

  // The bad tokens name the area's own role and a live account, so only the flaw itself is refused.
  const claimsOf = (area: GuardedArea) => {
    const row = ownerOf[area];
    return { sub: row.id, role: roleOfArea[area], tv: row.tokenVersion };
  };
  const sameArea = (area: GuardedArea, mine: GuardedArea, ok: Outcome): Outcome => (area === mine ? ok : forbidden);

  const callers: Caller[] = [
    { name: 'no token', headers: async () => ({}), outcome: () => unauthorized },
    {
      name: 'expired token',
      headers: async (area) => bearer(await tokenFor(t.app, roleOfArea[area], ownerOf[area], -10)),
      outcome: () => expired,
    },
    {
      name: 'token signed with another key',
      headers: async (area) => bearer(await issueToken(otherKey, claimsOf(area))),
      outcome: () => unauthorized,
    },
    { name: 'malformed token', headers: async () => bearer('not.a.jwt'), outcome: () => unauthorized },
    {
      name: 'unsigned token (alg none)',
      headers: async (area) => {
        const { sub, role, tv } = claimsOf(area);
        return bearer(unsignedToken(sub, role, tv));
      },
      outcome: () => unauthorized,
    },
    { name: 'customer', headers: async () => headersOf.customer, outcome: (a) => sameArea(a, 'customer', 'owner') },
    {
      name: 'another customer',
      headers: async () => otherCustomer,
      outcome: (a) => sameArea(a, 'customer', 'other owner'),
    },
    {
      name: 'blocked customer',
      headers: async () => blockedCustomer,
      outcome: (a) => sameArea(a, 'customer', blocked),
    },
    { name: 'partner', headers: async () => headersOf.partner, outcome: (a) => sameArea(a, 'partner', 'owner') },
    {
      name: 'another partner',
      headers: async () => otherPartner,
      outcome: (a) => sameArea(a, 'partner', 'other owner'),
    },
    {
      name: 'unverified partner',
      headers: async () => unverifiedPartner,
      outcome: (a) => sameArea(a, 'partner', notVerified),
    },
    { name: 'blocked partner', headers: async () => blockedPartner, outcome: (a) => sameArea(a, 'partner', blocked) },
    { name: 'admin', headers: async () => headersOf.admin, outcome: (a) => sameArea(a, 'admin', 'owner') },
  ];
  return { owners, callers };
}

/** Sends a sample request with `headers`, from a client address of its own (rate limits count per address). */
export function sendSample(
  t: TestApp,
  request: SampleRequest,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method: request.method,
    url: request.url,
    headers: { 'x-forwarded-for': clientIp(), ...request.headers, ...headers },
  };
  if (request.payload !== undefined) options.payload = request.payload;
  return t.app.inject(options);
}

/** The area a URL belongs to, by its prefix (the guards are registered per prefix). */
export function areaOfUrl(url: string): GuardedArea {
  if (url.startsWith('/api/admin/')) return 'admin';
  if (url.startsWith('/api/partner/')) return 'partner';
  return 'customer';
}
