import { useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon } from '#shared/api/coupons.ts';
import { msg } from '#shared/messages.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { adminKeys } from './api/admin-keys.ts';
import { changeCouponStatus } from './api/change-coupon-status.ts';
import { deleteCoupon } from './api/delete-coupon.ts';
import { useRowAction } from './use-row-action.ts';

export interface CouponActions {
  busyId: string | null;
  /** Activate or Deactivate (one toggle call), then the list reloads (spec section 4). */
  toggle: (coupon: AdminCoupon) => Promise<void>;
  /** Delete after confirmation, then the list reloads; a used coupon is refused with the server's reason. */
  remove: (coupon: AdminCoupon) => Promise<void>;
}

/** The row actions of the COUPONS table. */
export function useCouponActions(): CouponActions {
  const queryClient = useQueryClient();
  const { busyId, run } = useRowAction();
  const reload = () => queryClient.invalidateQueries({ queryKey: adminKeys.coupons });

  const toggle = (coupon: AdminCoupon) =>
    run(coupon._id, null, async () => {
      const { message } = await changeCouponStatus(coupon._id);
      await reload();
      showSuccess(message);
    });

  const remove = (coupon: AdminCoupon) =>
    run(coupon._id, msg.confirmDelete, async () => {
      const message = await deleteCoupon(coupon._id);
      await reload();
      showSuccess(message);
    });

  return { busyId, toggle, remove };
}
