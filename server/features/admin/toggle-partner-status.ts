import { eq, not, sql } from 'drizzle-orm';
import type { AdminPartnerRow } from '#shared/api/admin.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { partners } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { adminPartnerColumns, toAdminPartnerRow } from './admin-partner-row.ts';

/**
 * Block/Unblock a partner (changeStatus?id), in one statement. Blocking also revokes every token
 * issued so far (token version + 1): refused as blocked on their next call, dead after an unblock.
 * A blocked partner cannot log in and their bikes leave the customer lists; existing bookings are
 * not touched.
 */
export async function togglePartnerStatus(db: DbOrTx, partnerId: string): Promise<AdminPartnerRow> {
  const [row] = await db
    .update(partners)
    // the right-hand side reads the row before the update: status true means "being blocked now"
    .set({
      status: not(partners.status),
      tokenVersion: sql`${partners.tokenVersion} + (case when ${partners.status} then 1 else 0 end)`,
    })
    .where(eq(partners.id, partnerId))
    .returning(adminPartnerColumns);
  if (!row) throw new AppError('NOT_FOUND', msg.partnerNotFound);
  return toAdminPartnerRow(row);
}
