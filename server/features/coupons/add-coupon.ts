import { eq, sql } from 'drizzle-orm';
import type { AddCouponForm, AdminCoupon } from '#shared/api/coupons.ts';
import { msg } from '#shared/messages.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { coupons } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { isUniqueViolation } from '#server/lib/unique-violation.ts';
import { deleteFile } from '#server/features/files/delete-file.ts';
import { saveImage } from '#server/features/files/save-image.ts';
import { adminCouponColumns, toAdminCoupon } from './admin-coupon-answer.ts';
import type { FileStore } from '#server/features/files/file-store.ts';

export interface AddCouponDeps {
  db: Db;
  store: FileStore;
}

/** True when a coupon has this code, whatever its letter case (the unique index is on upper(code)). */
async function codeTaken(db: DbOrTx, couponCode: string): Promise<boolean> {
  const rows = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`upper(${coupons.couponCode}) = upper(${couponCode})`)
    .limit(1);
  return rows.length > 0;
}

const codeConflict = () =>
  new AppError('CONFLICT', msg.couponCodeTaken, { errors: { couponCode: msg.couponCodeTaken } });

/**
 * Add Coupon: the fields arrive validated (shared addCouponForm: code upper-cased, discount 1–100 %,
 * expiry not in the past, India time). The image is required ('select image'); the code is checked
 * before the image is stored (and again by the unique index, for a race). The image is sniffed and
 * stored as a public file; if it is refused (415) nothing is kept, and if the insert fails the stored
 * image is deleted. A new coupon is active.
 */
export async function addCoupon(
  deps: AddCouponDeps,
  adminId: string,
  input: { fields: AddCouponForm; image: Buffer | undefined },
): Promise<AdminCoupon> {
  if (!input.image) throw new AppError('VALIDATION', msg.selectImage, { errors: { image: msg.selectImage } });
  if (await codeTaken(deps.db, input.fields.couponCode)) throw codeConflict();

  const saved = await saveImage(deps, { bytes: input.image, kind: 'coupon', ownerRole: 'admin', ownerId: adminId });
  let created: { id: string } | undefined;
  try {
    if (saved.visibility !== 'public') throw new Error('a coupon image was stored as a private file');
    [created] = await deps.db
      .insert(coupons)
      .values({ ...input.fields, image: saved.url })
      .returning({ id: coupons.id });
  } catch (error) {
    await deleteFile(deps, { id: saved.id });
    if (isUniqueViolation(error)) throw codeConflict();
    throw error;
  }
  if (!created) throw new Error('coupon insert returned no row');
  const [row] = await deps.db.select(adminCouponColumns).from(coupons).where(eq(coupons.id, created.id));
  if (!row) throw new AppError('NOT_FOUND', msg.couponNotFound);
  return toAdminCoupon(row);
}
