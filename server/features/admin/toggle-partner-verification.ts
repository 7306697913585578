import { and, eq, inArray, sql } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { partners, type PartnerVerification } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { findPartnerState } from './find-partner-state.ts';

/**
 * Verify Partner / unverify (verifyPartner?email), one conditional UPDATE: an accepted partner
 * ('mailSented') becomes verified ('true': their visible bikes are listed to customers); a verified
 * one goes back to 'mailSented'. NOTE: unverify does not return to 'false', which means "a request
 * that cannot log in": the partner keeps their session and set-up, only their bikes leave the
 * customer lists (decision D24). A request not yet accepted ('false') is a 409: accept it first.
 */
export async function togglePartnerVerification(
  db: DbOrTx,
  email: string,
): Promise<{ id: string; isVerifed: PartnerVerification }> {
  const [row] = await db
    .update(partners)
    .set({
      isVerifed: sql`CASE WHEN ${partners.isVerifed} = 'true' THEN 'mailSented' ELSE 'true' END`,
    })
    .where(and(eq(partners.email, email), inArray(partners.isVerifed, ['mailSented', 'true'])))
    .returning({ id: partners.id, isVerifed: partners.isVerifed });
  if (row) return row;
  await findPartnerState(db, email); // 404 when unknown
  throw new AppError('CONFLICT', msg.partnerNotAccepted);
}
