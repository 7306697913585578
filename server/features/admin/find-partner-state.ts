import { eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { partners, type PartnerVerification } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';

/**
 * The verification state of the partner with this (normalised) e-mail, to explain why a conditional
 * update changed nothing. An unknown address is a 404 'Partner not found'.
 */
export async function findPartnerState(
  db: DbOrTx,
  email: string,
): Promise<{ id: string; isVerifed: PartnerVerification }> {
  const [row] = await db
    .select({ id: partners.id, isVerifed: partners.isVerifed })
    .from(partners)
    .where(eq(partners.email, email));
  if (!row) throw new AppError('NOT_FOUND', msg.partnerNotFound);
  return row;
}
