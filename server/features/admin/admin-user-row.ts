import type { AdminUserRow } from '#shared/api/admin.ts';
import { users } from '#server/db/schema/index.ts';

/** The columns of a customer row in User Management: never the password hash nor the licence files. */
export const adminUserColumns = {
  id: users.id,
  fname: users.fname,
  lname: users.lname,
  email: users.email,
  mobile: users.mobile,
  image: users.image,
  status: users.status,
  createdAt: users.createdAt,
};

type AdminUserRecord = Omit<AdminUserRow, '_id' | 'createdAt'> & { id: string; createdAt: Date };

/** A selected row as the admin calls answer it (`_id`, ISO dates). */
export function toAdminUserRow(row: AdminUserRecord): AdminUserRow {
  return {
    _id: row.id,
    fname: row.fname,
    lname: row.lname,
    email: row.email,
    mobile: row.mobile,
    image: row.image,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
