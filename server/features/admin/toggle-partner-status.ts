import { eq, not } from 'drizzle-orm';
import type { AdminPartnerRow } from '#shared/api/admin.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { partners } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { adminPartnerColumns, toAdminPartnerRow } from './admin-partner-row.ts';

/**
 * Block/Unblock a partner (changeStatus?id), in one statement. A blocked partner's tokens stop
 * working on their next call (the guard reloads the account every time), they cannot log in, and
 * their bikes leave the customer lists; existing bookings are not touched.
 */
export async function togglePartnerStatus(db: DbOrTx, partnerId: string): Promise<AdminPartnerRow> {
  const [row] = await db
    .update(partners)
    .set({ status: not(partners.status) })
    .where(eq(partners.id, partnerId))
    .returning(adminPartnerColumns);
  if (!row) throw new AppError('NOT_FOUND', msg.partnerNotFound);
  return toAdminPartnerRow(row);
}
