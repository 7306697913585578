import { eq, sql } from 'drizzle-orm';
import type { Role } from '#shared/api/auth.ts';
import type { DbOrTx } from '../../db/client.ts';
import { admins, partners, users } from '../../db/schema/index.ts';
import type { PartnerVerification } from '../../db/schema/index.ts';
import { preparedPerDb } from '../../lib/prepared-per-db.ts';
import { cachedJson, defineCachedRead } from '../../lib/read-cache/cached-read.ts';
import type { ReadCache } from '../../lib/read-cache/read-cache.ts';

/** What a guard needs to know about the caller on every request: never the password hash. */
export interface AccountState {
  id: string;
  role: Role;
  name: string;
  active: boolean;
  tokenVersion: number;
  isVerifed?: PartnerVerification;
}

const accountId = sql.placeholder('id');

// NOTE: prepared once per database (every authenticated request asks one of these when the account
// cache has no answer; with READ_CACHE_SECONDS=0, on every request).
const userState = preparedPerDb((db) =>
  db
    .select({ id: users.id, fname: users.fname, lname: users.lname, status: users.status, tv: users.tokenVersion })
    .from(users)
    .where(eq(users.id, accountId))
    .prepare('account_state_user'),
);
const partnerState = preparedPerDb((db) =>
  db
    .select({
      id: partners.id,
      fname: partners.fname,
      lname: partners.lname,
      status: partners.status,
      tv: partners.tokenVersion,
      isVerifed: partners.isVerifed,
    })
    .from(partners)
    .where(eq(partners.id, accountId))
    .prepare('account_state_partner'),
);
const adminState = preparedPerDb((db) =>
  db
    .select({ id: admins.id, name: admins.name, tv: admins.tokenVersion })
    .from(admins)
    .where(eq(admins.id, accountId))
    .prepare('account_state_admin'),
);

/** Loads the live state of an account by role and id (undefined when it no longer exists). */
export async function findAccountState(db: DbOrTx, role: Role, id: string): Promise<AccountState | undefined> {
  if (role === 'user') {
    const [row] = await userState(db).execute({ id });
    return row && { id: row.id, role, name: `${row.fname} ${row.lname}`, active: row.status, tokenVersion: row.tv };
  }
  if (role === 'partner') {
    const [row] = await partnerState(db).execute({ id });
    return (
      row && {
        id: row.id,
        role,
        name: `${row.fname} ${row.lname}`,
        active: row.status,
        tokenVersion: row.tv,
        isVerifed: row.isVerifed,
      }
    );
  }
  const [row] = await adminState(db).execute({ id });
  return row && { id: row.id, role, name: row.name, active: true, tokenVersion: row.tv };
}

/** A guard's question: which account, of which role. */
interface AccountKey {
  role: Role;
  id: string;
}

const ACCOUNT_TABLES = { user: [users], partner: [partners], admin: [admins] } as const;

/** findAccountState, kept per role and id: it reads the role's own table alone. */
const cachedAccountState = defineCachedRead({
  name: 'accountState',
  reads: ({ role }: AccountKey) => ACCOUNT_TABLES[role],
  run: (db, { role, id }: AccountKey) => findAccountState(db, role, id),
});

/**
 * findAccountState through `cache` (its own, apart from the answers'): every authenticated request
 * needs it, and it changes only by a write to the account's table, which drops it at once (a block,
 * a password change, a logout everywhere, an approval; decisions D3, D46). `undefined` is kept too: a
 * removed account's id never comes back.
 */
export async function liveAccountState(
  db: DbOrTx,
  cache: ReadCache,
  role: Role,
  id: string,
): Promise<AccountState | undefined> {
  const json = await cachedJson(cache, db, cachedAccountState, { role, id }, (state) =>
    Buffer.from(JSON.stringify(state ?? null)),
  );
  return (JSON.parse(json.toString()) as AccountState | null) ?? undefined;
}
