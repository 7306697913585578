import { and, asc, count, eq } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '#shared/api/admin.ts';
import type { AdminLicence, AdminLicencesQuery } from '#shared/api/licences.ts';
import type { LicenceClass } from '#shared/domain/licence-rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { licences, users } from '#server/db/schema/index.ts';
import { signFileUrl } from '#server/features/files/signed-url.ts';
import { pageWindow } from '#server/lib/page-window.ts';

/**
 * The admin's Licences queue (GET /api/admin/licences): the licences of one status, the longest
 * waiting first, a page at a time, each with the photo's signed URL (a private file) beside the typed
 * fields and what the provider said.
 */
export async function listAdminLicences(
  deps: { db: DbOrTx; fileSecret: string },
  query: AdminLicencesQuery,
): Promise<{ licences: AdminLicence[]; page: number; totalPages: number }> {
  const where = eq(licences.status, query.status);
  const [total] = await deps.db.select({ n: count() }).from(licences).where(where);
  const { page, totalPages, offset } = pageWindow(total?.n ?? 0, ADMIN_PAGE_SIZE, query.page ?? 1);
  const rows = await deps.db
    .select({
      userId: licences.userId,
      fname: users.fname,
      lname: users.lname,
      email: users.email,
      number: licences.number,
      dob: licences.dob,
      classes: licences.classes,
      validUntil: licences.validUntil,
      status: licences.status,
      provider: licences.provider,
      proof: users.licenseFrontSide,
    })
    .from(licences)
    .innerJoin(users, and(eq(users.id, licences.userId)))
    .where(where)
    .orderBy(asc(licences.updatedAt), asc(licences.userId))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return {
    licences: rows.map((row) => ({
      userId: row.userId,
      name: `${row.fname} ${row.lname}`,
      email: row.email,
      number: row.number,
      dob: row.dob,
      classes: row.classes as LicenceClass[],
      validUntil: row.validUntil,
      status: row.status,
      provider: row.provider ?? null,
      proofUrl: row.proof ? signFileUrl(deps.fileSecret, row.proof) : null,
    })),
    page,
    totalPages,
  };
}
