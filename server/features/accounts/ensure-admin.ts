import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { admins } from '#server/db/schema/index.ts';
import { hashPassword, verifyPassword } from '#server/lib/password.ts';

export interface AdminAccount {
  email: string;
  password: string;
  name: string;
}

export type EnsureAdminOutcome = 'created' | 'updated' | 'unchanged';

/**
 * Makes sure the configured admin (ADMIN_EMAIL/ADMIN_PASSWORD, or the demo admin) can log in:
 * creates the account when the e-mail is unknown; when the password changed, stores the new hash and
 * bumps the token version so sessions opened with the old password end. The stored hash is verified
 * first, so an unchanged password costs one verification per start, not a new hash.
 */
export async function ensureAdmin(db: DbOrTx, account: AdminAccount): Promise<EnsureAdminOutcome> {
  const email = account.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: admins.id, name: admins.name, passwordHash: admins.passwordHash })
    .from(admins)
    .where(eq(admins.email, email));
  if (!existing) {
    const inserted = await db
      .insert(admins)
      .values({ name: account.name, email, passwordHash: await hashPassword(account.password) })
      .onConflictDoNothing()
      .returning({ id: admins.id });
    // another instance created it at the same moment: fall through to the password check next start
    return inserted.length > 0 ? 'created' : 'unchanged';
  }
  if (await verifyPassword(existing.passwordHash, account.password)) return 'unchanged';
  await db
    .update(admins)
    .set({ passwordHash: await hashPassword(account.password), tokenVersion: sql`${admins.tokenVersion} + 1` })
    .where(eq(admins.id, existing.id));
  return 'updated';
}
