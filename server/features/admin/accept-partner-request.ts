import { and, eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { partners } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { queueMail, type MailOutbox } from '#server/features/mail/outbox.ts';
import { partnerAcceptedMail } from '#server/features/mail/templates.ts';
import { findPartnerState } from './find-partner-state.ts';
import { recipientLanguage } from '#server/features/mail/recipient-language.ts';

export interface AcceptPartnerDeps {
  db: Db;
  outbox: Pick<MailOutbox, 'kick'>;
}

/**
 * Accept (sendMailToPartner): a request ('false') becomes 'mailSented' and the partner is told by
 * e-mail that they may log in. Idempotent: a request already accepted changes nothing and is not
 * mailed again (answers `{ alreadyAccepted: true }`); a verified partner is a 409.
 *
 * The state change and the mail are one transaction (issue #30): one conditional UPDATE, so two clicks
 * cannot both mail, and the mail queued with it is delivered after the commit, retried while SMTP is
 * down: 'mailSented' means the mail is on its way.
 */
export async function acceptPartnerRequest(
  deps: AcceptPartnerDeps,
  email: string,
): Promise<{ alreadyAccepted: boolean }> {
  const accepted = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(partners)
      .set({ isVerifed: 'mailSented' })
      .where(and(eq(partners.email, email), eq(partners.isVerifed, 'false')))
      .returning({
        id: partners.id,
        fname: partners.fname,
        email: partners.email,
        language: recipientLanguage(partners.language),
      });
    if (row) {
      await queueMail(tx, {
        kind: 'partner-accepted',
        to: row.email,
        ...partnerAcceptedMail({ fname: row.fname, language: row.language }),
      });
    }
    return row;
  });
  if (!accepted) {
    const partner = await findPartnerState(deps.db, email);
    if (partner.isVerifed === 'true') throw new AppError('CONFLICT', msg.partnerAlreadyVerified);
    return { alreadyAccepted: true };
  }
  await deps.outbox.kick();
  return { alreadyAccepted: false };
}
