import { eq, not, sql } from 'drizzle-orm';
import type { AdminUserRow } from '#shared/api/admin.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { adminUserColumns, toAdminUserRow } from './admin-user-row.ts';

/**
 * Block/Unblock a customer (changeUserStatus?id), in one statement. Blocking also revokes every
 * token issued so far (token version + 1): they are refused as blocked on their next call (the guard
 * checks the account's live state, D3) and stay dead after an unblock, which only lets the user log in
 * again. Bookings already made are not touched.
 */
export async function toggleUserStatus(db: DbOrTx, userId: string): Promise<AdminUserRow> {
  const [row] = await db
    .update(users)
    // the right-hand side reads the row before the update: status true means "being blocked now"
    .set({
      status: not(users.status),
      tokenVersion: sql`${users.tokenVersion} + (case when ${users.status} then 1 else 0 end)`,
    })
    .where(eq(users.id, userId))
    .returning(adminUserColumns);
  if (!row) throw new AppError('NOT_FOUND', msg.userNotFound);
  return toAdminUserRow(row);
}
