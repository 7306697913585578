import { eq } from 'drizzle-orm';
import type { PartnerJoinBody } from '#shared/api/partner-join.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { partners } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { hashPassword } from '#server/lib/password.ts';
import { isUniqueViolation } from '#server/lib/unique-violation.ts';

/**
 * join-us: records a partner request (`isVerifed` 'false': it cannot log in until an admin accepts
 * it). An address that already has a partner account or request is a 409 (checked first, and again by
 * the unique index for a race). The password is stored only as its argon2id hash.
 */
export async function registerPartner(db: DbOrTx, body: PartnerJoinBody): Promise<{ id: string }> {
  const existing = await db.select({ id: partners.id }).from(partners).where(eq(partners.email, body.email)).limit(1);
  if (existing.length > 0) throw emailTaken();
  try {
    const [row] = await db
      .insert(partners)
      .values({
        fname: body.fname,
        lname: body.lname,
        email: body.email,
        passwordHash: await hashPassword(body.password),
        isVerifed: 'false',
      })
      .returning({ id: partners.id });
    if (!row) throw new Error('partner insert returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

const emailTaken = () => new AppError('CONFLICT', msg.emailTaken, { errors: { email: msg.emailTaken } });
