import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { useAdminCoupons } from '#web/features/admin/api/use-admin-coupons.ts';
import { AddCouponModal } from '#web/features/admin/components/add-coupon-modal.tsx';
import { CouponsTable } from '#web/features/admin/components/coupons-table.tsx';
import { useCouponActions } from '#web/features/admin/use-coupon-actions.ts';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { PlusIcon } from '#web/features/partner/components/partner-icons.tsx';
import { showSuccess } from '#web/lib/toast.ts';

/**
 * `/admin/coupons` ('COUPONS'): every coupon with Activate/Deactivate and delete (X), and 'ADD NEW
 * COUPON', which opens the 'Add Coupon' modal; a saved coupon closes the modal and reloads the list.
 */
export function AdminCouponsPage() {
  const coupons = useAdminCoupons();
  const actions = useCouponActions();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);

  const addButton = (
    <Button variant="primary" onClick={() => setAdding(true)}>
      <PlusIcon className="size-5" />
      {text.addNewCoupon}
    </Button>
  );

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageTitle title={text.coupons} />
        {addButton}
      </div>
      <CouponsTable
        coupons={coupons.data}
        loading={coupons.isPending}
        actions={actions}
        error={
          coupons.isError && (
            <ErrorState
              title={text.couldntFetchCoupons}
              retrying={coupons.isFetching}
              onRetry={() => void coupons.refetch()}
            />
          )
        }
        empty={<EmptyState title={text.adminCouponsEmptyTitle} hint={text.adminCouponsEmptyHint} />}
      />
      {adding && (
        <AddCouponModal
          onClose={() => setAdding(false)}
          onSaved={(answer) => {
            setAdding(false);
            showSuccess(answer.message);
            void queryClient.invalidateQueries({ queryKey: adminKeys.coupons });
          }}
        />
      )}
    </>
  );
}
