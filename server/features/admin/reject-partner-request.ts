import { and, eq, notExists } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { bikes, partners } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { deleteFile } from '#server/features/files/delete-file.ts';
import { queueMail, type MailOutbox } from '#server/features/mail/outbox.ts';
import { findPartnerState } from './find-partner-state.ts';
import { partnerRequest } from './list-admin-partners.ts';
import { partnerRejectedMail } from './partner-rejected-mail.ts';
import type { FileStore } from '#server/features/files/file-store.ts';
import { recipientLanguage } from '#server/features/mail/recipient-language.ts';

export interface RejectPartnerDeps {
  db: Db;
  store: FileStore;
  outbox: Pick<MailOutbox, 'kick'>;
}

/**
 * Reject (rejectPartner): removes a request that is not verified ('false' or 'mailSented') and has
 * no bike (not even a deleted one: bikes keep their bookings), with its points (cascade) and its
 * uploaded photo and ID proofs, and tells the person by e-mail (queued with the removal, issue #30;
 * delivered after it, retried while SMTP is down). A verified partner is a 409 (block them instead),
 * as is a request with bikes.
 */
export async function rejectPartnerRequest(deps: RejectPartnerDeps, email: string): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const gone = await deleteRequest(tx, email);
    if (gone) {
      await queueMail(tx, {
        kind: 'partner-rejected',
        to: gone.email,
        ...partnerRejectedMail({ fname: gone.fname, language: gone.language }),
      });
    }
    return gone;
  });
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

  await deps.outbox.kick();
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
        language: recipientLanguage(partners.language),
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
