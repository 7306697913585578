import { and, eq, inArray, notExists, or } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, couponRedemptions, coupons } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { holdsTheBike } from '#server/lib/live-booking.ts';
import { deleteFile } from '#server/features/files/delete-file.ts';
import type { FileStore } from '#server/features/files/file-store.ts';

export interface DeleteCouponDeps {
  db: DbOrTx;
  store: FileStore;
}

/**
 * Delete (deleteCoupon?id): removes a coupon nobody has used, with its image, in one conditional
 * DELETE. A coupon that was redeemed, or that a booking carries (paid, finished, or a live payment
 * hold), is a 409 'deactivate it instead': deleting it would erase the redemptions that enforce its
 * limit and once-per-user rule, and unlink the bookings' invoices from it. Unknown id → 404.
 */
export async function deleteCoupon(deps: DeleteCouponDeps, couponId: string): Promise<void> {
  const notRedeemed = notExists(
    deps.db
      .select({ id: couponRedemptions.id })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupons.id)),
  );
  const notOnABooking = notExists(
    deps.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(eq(bookings.couponId, coupons.id), or(inArray(bookings.status, ['cancelled', 'completed']), holdsTheBike)),
      ),
  );
  const [removed] = await deps.db
    .delete(coupons)
    .where(and(eq(coupons.id, couponId), notRedeemed, notOnABooking))
    .returning({ image: coupons.image });
  if (!removed) {
    const [exists] = await deps.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId));
    throw exists ? new AppError('CONFLICT', msg.couponInUse) : new AppError('NOT_FOUND', msg.couponNotFound);
  }
  // A seeded image (not one of our uploads) is simply left alone by deleteFile.
  await deleteFile(deps, { url: removed.image });
}
