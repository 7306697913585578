import { eq } from 'drizzle-orm';
import type { LedgerEntry, PayoutAdjustmentBody } from '#shared/api/ledger.ts';
import { adjustmentEntry } from '#shared/domain/ledger.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { partners } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { postPartnerAdjustment } from '#server/features/journal/post-cash-events.ts';
import { toLedgerEntry } from './entry-answer.ts';
import { insertEntry } from './insert-entry.ts';

/**
 * POST /api/admin/payoutAdjustment: an entry of kind 'adjustment' whose net is the amount (positive or
 * negative) and nothing else, with the admin's note and name, in the partner's current unpaid week.
 * An unknown partner is a 404 and writes nothing.
 */
export async function payoutAdjustment(db: Db, adminId: string, body: PayoutAdjustmentBody): Promise<LedgerEntry> {
  return db.transaction(async (tx) => {
    const [partner] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, body.partnerId));
    if (!partner) throw new AppError('NOT_FOUND', msg.payoutPartnerNotFound);
    const row = await insertEntry(tx, {
      partnerId: body.partnerId,
      bookingId: null,
      kind: 'adjustment',
      amounts: adjustmentEntry(body.amount),
      note: body.note,
      adminId,
    });
    if (!row) throw new AppError('INTERNAL');
    await postPartnerAdjustment(tx, row);
    return toLedgerEntry({ ...row, reference: null, payoutWeek: null });
  });
}
