import type { AdminUserRow } from '#shared/api/admin.ts';
import { users } from '#server/db/schema/index.ts';
import { accountColumns, accountFields } from '#server/lib/account-fields.ts';

/** The columns of a customer row in User Management: never the password hash nor the licence files. */
export const adminUserColumns = { ...accountColumns(users), createdAt: users.createdAt };

type AdminUserRecord = Omit<AdminUserRow, '_id' | 'createdAt'> & { id: string; createdAt: Date };

/** A selected row as the admin calls answer it (`_id`, ISO dates). */
export function toAdminUserRow(row: AdminUserRecord): AdminUserRow {
  return { ...accountFields(row), createdAt: row.createdAt.toISOString() };
}
