import { eq } from 'drizzle-orm';
import type { Licence, ReviewLicenceBody } from '#shared/api/licences.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { licences, users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { queueMail, type MailOutbox } from '#server/features/mail/outbox.ts';
import { licenceColumns, toLicence } from './licence-answer.ts';
import { licenceRejectedMail } from './licence-rejected-mail.ts';
import { recipientLanguage } from '#server/features/mail/recipient-language.ts';

export interface ReviewLicenceDeps {
  db: Db;
  outbox: Pick<MailOutbox, 'kick'>;
  now: () => Date;
}

/**
 * POST /api/admin/reviewLicence (issue #32): approve the customer's licence, or reject it with a
 * reason the customer reads on the profile and in a mail (queued with the change, issue #30).
 * NOTE: any state may be reviewed again (an admin may revoke an approval that turns out wrong).
 */
export async function reviewLicence(
  deps: ReviewLicenceDeps,
  adminId: string,
  body: ReviewLicenceBody,
): Promise<Licence> {
  const rejected = body.decision === 'reject';
  const licence = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(licences)
      .set({
        status: rejected ? 'rejected' : 'approved',
        reason: rejected ? body.reason : null,
        reviewedBy: adminId,
        updatedAt: deps.now(),
      })
      .where(eq(licences.userId, body.userId))
      .returning(licenceColumns);
    if (!row) throw new AppError('NOT_FOUND', msg.licenceNotFound);
    if (rejected) {
      const [user] = await tx
        .select({ email: users.email, fname: users.fname, language: recipientLanguage(users.language) })
        .from(users)
        .where(eq(users.id, body.userId));
      if (user) {
        await queueMail(tx, {
          kind: 'licence-rejected',
          to: user.email,
          ...licenceRejectedMail({ fname: user.fname, reason: body.reason, language: user.language }),
        });
      }
    }
    return toLicence(row);
  });
  if (rejected) await deps.outbox.kick();
  return licence;
}
