import { and, desc, eq, inArray, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { PartnerBike } from '#shared/api/bikes.ts';
import { PAGE_SIZE_PARTNER_BIKES } from '#shared/domain/limits.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes } from '#server/db/schema/index.ts';
import { pageWindow } from '#server/lib/page-window.ts';
import { preparedPerDb } from '#server/lib/prepared-per-db.ts';
import { partnerBikeColumns, toPartnerBike } from './partner-bike-answer.ts';

const PAGE = PAGE_SIZE_PARTNER_BIKES;
/** the page size written into the statement (a literal: the planner knows how few rows it reads) */
const pageSize = sql.raw(String(PAGE));

const partnerOwns = (partnerId: Placeholder) => and(eq(bikes.partnerId, partnerId), isNull(bikes.deletedAt));

/**
 * The page and the count of the partner's bikes in one statement, prepared once per database; the
 * asked offset is brought back to the last page in SQL, from the same count (one snapshot).
 */
const pageStatement = preparedPerDb((db) => {
  const partnerId = sql.placeholder('partnerId');
  const total = sql<number>`(select count(*)::int from ${bikes} where ${partnerOwns(partnerId)})`;
  const pageIds = sql`(select ${bikes.id} from ${bikes} where ${partnerOwns(partnerId)}
    order by ${bikes.createdAt} desc, ${bikes.id} desc
    limit ${pageSize} offset least(${sql.placeholder('offset')}::int, greatest(${total} - 1, 0) / ${pageSize} * ${pageSize}))`;
  return db
    .select({ ...partnerBikeColumns, total })
    .from(bikes)
    .where(inArray(bikes.id, pageIds))
    .orderBy(desc(bikes.createdAt), desc(bikes.id))
    .prepare('partner_view_bikes');
});

/**
 * viewBikes: one page (6) of the partner's bikes that are not deleted, hidden ones included, newest
 * first (id breaks ties so pages never overlap). A page past the end answers the last page.
 */
export async function listPartnerBikes(
  db: DbOrTx,
  partnerId: string,
  requestedPage: number,
): Promise<{ bikes: PartnerBike[]; page: number; totalPages: number }> {
  const rows = await pageStatement(db).execute({ partnerId, offset: (requestedPage - 1) * PAGE });
  // NOTE: no row means no bike: the count and the page are one snapshot.
  const { page, totalPages } = pageWindow(rows[0]?.total ?? 0, PAGE, requestedPage);
  return { bikes: rows.map(toPartnerBike), page, totalPages };
}
