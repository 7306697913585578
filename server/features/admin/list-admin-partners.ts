import { count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AdminPartnerRow } from '#shared/api/admin.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { partners } from '#server/db/schema/index.ts';
import { adminSlice, pagingOf } from './admin-page.ts';
import { adminPartnerColumns, toAdminPartnerRow } from './admin-partner-row.ts';

export interface AdminPartnerList {
  data: AdminPartnerRow[];
  page?: number;
  totalPages?: number;
}

/** Requests not yet verified: new ones ('false') and accepted ones ('mailSented'). */
export const partnerRequest = inArray(partners.isVerifed, ['false', 'mailSented']);
/** Verified partners ('true'), blocked ones included: the Partners page. */
export const verifiedPartner = eq(partners.isVerifed, 'true');

/**
 * One admin list of partners, newest first (id breaks ties so pages never overlap): every row, or
 * one page when `page` is given.
 */
export async function listAdminPartners(db: DbOrTx, which: SQL, page?: number): Promise<AdminPartnerList> {
  const total = page === undefined ? 0 : ((await db.select({ n: count() }).from(partners).where(which))[0]?.n ?? 0);
  const slice = adminSlice(total, page);
  const query = db
    .select(adminPartnerColumns)
    .from(partners)
    .where(which)
    .orderBy(desc(partners.createdAt), desc(partners.id))
    .$dynamic();
  const rows = await (slice.limit === undefined ? query : query.limit(slice.limit).offset(slice.offset));
  return { data: rows.map(toAdminPartnerRow), ...pagingOf(slice) };
}
