import { eq } from 'drizzle-orm';
import type { Role } from '#shared/api/auth.ts';
import { msg } from '#shared/messages.ts';
import type { Language } from '#shared/messages/language.ts';
import type { DbOrTx } from '../../db/client.ts';
import { admins, partners, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { resetLockLadder } from '../otp/lock-ladder.ts';
import { hashPassword, verifyPassword } from '#server/lib/password.ts';
import { issueToken } from './tokens.ts';

export interface Session {
  token: string;
  username: string;
  name: string;
  id: string;
  /** customers and partners: the account's language (issue #33; null: never chosen), so the site follows it */
  language?: Language | null;
}

interface Credentials {
  id: string;
  name: string;
  passwordHash: string;
  tokenVersion: number;
  active: boolean;
  isVerifed?: string;
  language?: Language | null;
}

// A real argon2id hash to verify against when the e-mail is unknown, so timing does not tell
// an attacker which addresses have accounts.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-9X'));

async function findCredentials(db: DbOrTx, role: Role, email: string): Promise<Credentials | undefined> {
  if (role === 'user') {
    const [row] = await db
      .select({
        id: users.id,
        fname: users.fname,
        lname: users.lname,
        passwordHash: users.passwordHash,
        tv: users.tokenVersion,
        status: users.status,
        language: users.language,
      })
      .from(users)
      .where(eq(users.email, email));
    return (
      row && {
        id: row.id,
        name: `${row.fname} ${row.lname}`,
        passwordHash: row.passwordHash,
        tokenVersion: row.tv,
        active: row.status,
        language: row.language,
      }
    );
  }
  if (role === 'partner') {
    const [row] = await db
      .select({
        id: partners.id,
        fname: partners.fname,
        lname: partners.lname,
        passwordHash: partners.passwordHash,
        tv: partners.tokenVersion,
        status: partners.status,
        isVerifed: partners.isVerifed,
        language: partners.language,
      })
      .from(partners)
      .where(eq(partners.email, email));
    return (
      row && {
        id: row.id,
        name: `${row.fname} ${row.lname}`,
        passwordHash: row.passwordHash,
        tokenVersion: row.tv,
        active: row.status,
        isVerifed: row.isVerifed,
        language: row.language,
      }
    );
  }
  const [row] = await db
    .select({ id: admins.id, name: admins.name, passwordHash: admins.passwordHash, tv: admins.tokenVersion })
    .from(admins)
    .where(eq(admins.email, email));
  return row && { id: row.id, name: row.name, passwordHash: row.passwordHash, tokenVersion: row.tv, active: true };
}

// The OTP purpose whose lock ladder a sign-in of the role resets (admins have no reset by code).
const RESET_PURPOSE = { user: 'user-reset', partner: 'partner-reset' } as const;

/**
 * Checks e-mail and password for a role and issues a session token. The password is checked before
 * the account state, so a blocked or unapproved state is only revealed to the account's owner. A
 * sign-in proves the password, so it starts the lock ladder of the role's password reset again
 * (server/features/otp/lock-ladder.ts): an owner is not kept locked out of a reset by a guesser.
 */
export async function logIn(
  db: DbOrTx,
  key: Uint8Array,
  role: Role,
  email: string,
  password: string,
): Promise<Session> {
  const account = await findCredentials(db, role, email);
  const valid = await verifyPassword(account?.passwordHash ?? (await getDummyHash()), password);
  if (!account || !valid) throw new AppError('UNAUTHORIZED', msg.invalidCredentials);
  if (!account.active) throw new AppError('BLOCKED');
  if (role === 'partner' && account.isVerifed === 'false') throw new AppError('NOT_VERIFIED');
  if (role !== 'admin') await resetLockLadder(db, { purpose: RESET_PURPOSE[role], email });
  return sessionFor(key, role, account);
}

/** A fresh session for an account already known to be valid (checkIfUser and friends). */
export async function sessionFor(
  key: Uint8Array,
  role: Role,
  account: { id: string; name: string; tokenVersion: number; language?: Language | null },
): Promise<Session> {
  const token = await issueToken(key, { sub: account.id, role, tv: account.tokenVersion });
  const session: Session = { token, username: account.name, name: account.name, id: account.id };
  return account.language === undefined ? session : { ...session, language: account.language };
}
