import { and, eq, notExists } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, partners } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { deleteFile } from '#server/features/files/delete-file.ts';
import type { MailLog, Mailer } from '#server/features/mail/mailer.ts';
import { findPartnerState } from './find-partner-state.ts';
import { partnerRequest } from './list-admin-partners.ts';
import { partnerRejectedMail } from './partner-rejected-mail.ts';
import type { FileStore } from '#server/features/files/file-store.ts';

export interface RejectPartnerDeps {
  db: DbOrTx;
  store: FileStore;
  mailer: Mailer;
  log: MailLog;
}

/**
 * Reject (rejectPartner): removes a request that is not verified ('false' or 'mailSented') and has
 * no bike (not even a deleted one: bikes keep their bookings), with its points (cascade) and its
 * uploaded photo and ID proofs, then tells the person by e-mail. A verified partner is a 409 (block
 * them instead), as is a request with bikes. Answers whether the mail went out: the removal stands
 * even when the mailer fails (the outbox records the failure).
 */
export async function rejectPartnerRequest(deps: RejectPartnerDeps, email: string): Promise<{ mailed: boolean }> {
  const removed = await deleteRequest(deps.db, email);
  if (!removed) {
    const partner = await findPartnerState(deps.db, email);
    throw new AppError(
      'CONFLICT',
      partner.isVerifed === 'true' ? msg.partnerVerifiedCannotReject : msg.partnerHasBikes,
    );
  }

  if (removed.image) await deleteFile(deps, { url: removed.image });
  if (removed.aadhaar) await deleteFile(deps, { id: removed.aadhaar });
  if (removed.pan) await deleteFile(deps, { id: removed.pan });

  try {
    await deps.mailer.send({ to: removed.email, ...partnerRejectedMail({ fname: removed.fname }) });
    return { mailed: true };
  } catch (error) {
    deps.log.error({ err: error, partnerId: removed.id }, 'partner rejection mail not sent');
    return { mailed: false };
  }
}

/** Deletes the request in one conditional statement; undefined when it is not a deletable request. */
async function deleteRequest(db: DbOrTx, email: string) {
  const withoutBikes = notExists(db.select({ id: bikes.id }).from(bikes).where(eq(bikes.partnerId, partners.id)));
  try {
    const [removed] = await db
      .delete(partners)
      .where(and(eq(partners.email, email), partnerRequest, withoutBikes))
      .returning({
        id: partners.id,
        fname: partners.fname,
        email: partners.email,
        image: partners.image,
        aadhaar: partners.aadhaar,
        pan: partners.pan,
      });
    return removed;
  } catch (error) {
    // A bike added between the check and the delete: the foreign key refuses the delete.
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', msg.partnerHasBikes);
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
