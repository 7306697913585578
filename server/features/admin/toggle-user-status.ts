import { eq, not } from 'drizzle-orm';
import type { AdminUserRow } from '#shared/api/admin.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { adminUserColumns, toAdminUserRow } from './admin-user-row.ts';

/**
 * Block/Unblock a customer (changeUserStatus?id), in one statement. A blocked user's tokens stop
 * working on their next call (the guard reloads the account every time) and they cannot log in;
 * unblocking restores access. Bookings already made are not touched.
 */
export async function toggleUserStatus(db: DbOrTx, userId: string): Promise<AdminUserRow> {
  const [row] = await db
    .update(users)
    .set({ status: not(users.status) })
    .where(eq(users.id, userId))
    .returning(adminUserColumns);
  if (!row) throw new AppError('NOT_FOUND', msg.userNotFound);
  return toAdminUserRow(row);
}
