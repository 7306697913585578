import { count, desc, eq } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '#shared/api/admin.ts';
import type { AdminRefund, AdminRefundsQuery } from '#shared/api/cancellations.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { refunds } from '#server/db/schema/index.ts';
import { pageWindow } from '#server/lib/page-window.ts';
import { selectAdminRefunds, toAdminRefund } from './admin-refund-row.ts';

/**
 * The admin's Refunds screen: every refund, or those of one status, newest first (id breaks ties so
 * pages never overlap), ADMIN_PAGE_SIZE a page (a page past the end answers the last one).
 */
export async function listAdminRefunds(
  db: DbOrTx,
  query: AdminRefundsQuery,
): Promise<{ refunds: AdminRefund[]; page: number; totalPages: number }> {
  const where = query.status ? eq(refunds.status, query.status) : undefined;
  const [total] = await db.select({ n: count() }).from(refunds).where(where);
  const { page, totalPages, offset } = pageWindow(total?.n ?? 0, ADMIN_PAGE_SIZE, query.page);
  const rows = await selectAdminRefunds(db)
    .where(where)
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return { refunds: rows.map(toAdminRefund), page: Math.max(page, 1), totalPages };
}
