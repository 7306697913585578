import { and, eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { partners } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import type { Mailer } from '#server/features/mail/mailer.ts';
import { partnerAcceptedMail } from '#server/features/mail/templates.ts';
import { findPartnerState } from './find-partner-state.ts';

export interface AcceptPartnerDeps {
  db: DbOrTx;
  mailer: Mailer;
}

/**
 * Accept (sendMailToPartner): a request ('false') becomes 'mailSented' and the partner is told by
 * e-mail that they may log in. Idempotent: a request already accepted changes nothing and is not
 * mailed again (answers `{ alreadyAccepted: true }`); a verified partner is a 409.
 *
 * NOTE: the state changes first (one conditional UPDATE, so two clicks cannot both mail), then the
 * mail goes out; if the mailer fails, the state goes back to 'false' and the error reaches the admin,
 * so 'mailSented' always means a mail was handed over and Accept can simply be retried. (A transaction
 * around the mail would hold a lock for the SMTP round trip, and PGlite runs one statement at a time.)
 */
export async function acceptPartnerRequest(
  deps: AcceptPartnerDeps,
  email: string,
): Promise<{ alreadyAccepted: boolean }> {
  const [accepted] = await deps.db
    .update(partners)
    .set({ isVerifed: 'mailSented' })
    .where(and(eq(partners.email, email), eq(partners.isVerifed, 'false')))
    .returning({ id: partners.id, fname: partners.fname, email: partners.email });
  if (!accepted) {
    const partner = await findPartnerState(deps.db, email);
    if (partner.isVerifed === 'true') throw new AppError('CONFLICT', msg.partnerAlreadyVerified);
    return { alreadyAccepted: true };
  }
  try {
    await deps.mailer.send({ to: accepted.email, ...partnerAcceptedMail({ fname: accepted.fname }) });
  } catch (error) {
    await deps.db
      .update(partners)
      .set({ isVerifed: 'false' })
      .where(and(eq(partners.id, accepted.id), eq(partners.isVerifed, 'mailSented')));
    throw error;
  }
  return { alreadyAccepted: false };
}
