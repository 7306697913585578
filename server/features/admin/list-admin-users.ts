import { count, desc } from 'drizzle-orm';
import type { AdminUserRow } from '#shared/api/admin.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { adminSlice, pagingOf } from './admin-page.ts';
import { adminUserColumns, toAdminUserRow } from './admin-user-row.ts';

/**
 * User Management: every customer, blocked ones included, newest first (id breaks ties so pages never
 * overlap); one page when `page` is given. Only the listed columns are read (10,000 rows stay small).
 */
export async function listAdminUsers(
  db: DbOrTx,
  page?: number,
): Promise<{ user: AdminUserRow[]; page?: number; totalPages?: number }> {
  const total = page === undefined ? 0 : ((await db.select({ n: count() }).from(users))[0]?.n ?? 0);
  const slice = adminSlice(total, page);
  const query = db.select(adminUserColumns).from(users).orderBy(desc(users.createdAt), desc(users.id)).$dynamic();
  const rows = await (slice.limit === undefined ? query : query.limit(slice.limit).offset(slice.offset));
  return { user: rows.map(toAdminUserRow), ...pagingOf(slice) };
}
