import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { PartnerBike } from '#shared/api/bikes.ts';
import { PAGE_SIZE_PARTNER_BIKES } from '#shared/domain/limits.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes } from '#server/db/schema/index.ts';
import { pageWindow } from '#server/lib/page-window.ts';
import { partnerBikeColumns, toPartnerBike } from './partner-bike-answer.ts';

/**
 * viewBikes: one page (6) of the partner's bikes that are not deleted, hidden ones included, newest
 * first (id breaks ties so pages never overlap). A page past the end answers the last page.
 */
export async function listPartnerBikes(
  db: DbOrTx,
  partnerId: string,
  requestedPage: number,
): Promise<{ bikes: PartnerBike[]; page: number; totalPages: number }> {
  const mine = and(eq(bikes.partnerId, partnerId), isNull(bikes.deletedAt));
  const [total] = await db.select({ n: count() }).from(bikes).where(mine);
  const { page, totalPages, offset } = pageWindow(total?.n ?? 0, PAGE_SIZE_PARTNER_BIKES, requestedPage);
  const rows = await db
    .select(partnerBikeColumns)
    .from(bikes)
    .where(mine)
    .orderBy(desc(bikes.createdAt), desc(bikes.id))
    .limit(PAGE_SIZE_PARTNER_BIKES)
    .offset(offset);
  return { bikes: rows.map(toPartnerBike), page, totalPages };
}
