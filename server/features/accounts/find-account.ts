import { eq } from 'drizzle-orm';
import type { Role } from '#shared/api/auth.ts';
import type { DbOrTx } from '../../db/client.ts';
import { admins, partners, users } from '../../db/schema/index.ts';
import type { PartnerVerification } from '../../db/schema/index.ts';

/** What a guard needs to know about the caller on every request: never the password hash. */
export interface AccountState {
  id: string;
  role: Role;
  name: string;
  active: boolean;
  tokenVersion: number;
  isVerifed?: PartnerVerification;
}

/** Loads the live state of an account by role and id (undefined when it no longer exists). */
export async function findAccountState(db: DbOrTx, role: Role, id: string): Promise<AccountState | undefined> {
  if (role === 'user') {
    const [row] = await db
      .select({ id: users.id, fname: users.fname, lname: users.lname, status: users.status, tv: users.tokenVersion })
      .from(users)
      .where(eq(users.id, id));
    return row && { id: row.id, role, name: `${row.fname} ${row.lname}`, active: row.status, tokenVersion: row.tv };
  }
  if (role === 'partner') {
    const [row] = await db
      .select({
        id: partners.id,
        fname: partners.fname,
        lname: partners.lname,
        status: partners.status,
        tv: partners.tokenVersion,
        isVerifed: partners.isVerifed,
      })
      .from(partners)
      .where(eq(partners.id, id));
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
  const [row] = await db
    .select({ id: admins.id, name: admins.name, tv: admins.tokenVersion })
    .from(admins)
    .where(eq(admins.id, id));
  return row && { id: row.id, role, name: row.name, active: true, tokenVersion: row.tv };
}
