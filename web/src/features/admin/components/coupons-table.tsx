import type { ReactNode } from 'react';
import type { AdminCoupon } from '#shared/api/coupons.ts';
import { istDate } from '#shared/domain/time.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { UploadedImage } from '#web/components/uploaded-image.tsx';
import { DataTable, type DataTableColumn } from '#web/components/data-table.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import type { CouponActions } from '../use-coupon-actions.ts';
import { CloseIcon } from './admin-icons.tsx';
import { StatusBadge } from './status-badge.tsx';

function Thumbnail({ coupon }: { coupon: AdminCoupon }) {
  return (
    <UploadedImage
      src={coupon.image}
      alt={text.couponImageAlt(coupon.couponName)}
      width={64}
      height={40}
      sizes="64px"
      className="block h-10 w-16 max-w-none shrink-0 rounded-lg bg-stone-100 object-cover ring-1 ring-black/5"
    />
  );
}

/** Active, Inactive, or Expired (past its day, India time, whatever its flag). */
function StateBadge({ coupon, today }: { coupon: AdminCoupon; today: string }) {
  if (coupon.expireDate < today) return <StatusBadge label={text.couponExpired} tone="stone" />;
  return coupon.status ? (
    <StatusBadge label={text.statusActive} tone="green" />
  ) : (
    <StatusBadge label={text.couponInactive} tone="amber" />
  );
}

/** A value that never wraps (amounts, dates), while its column's heading may. */
const Nowrap = ({ children }: { children: ReactNode }) => (
  <span className="whitespace-nowrap tabular-nums">{children}</span>
);

function columns(actions: CouponActions, today: string): DataTableColumn<AdminCoupon>[] {
  return [
    { header: text.colImage, cell: (c) => <Thumbnail coupon={c} />, className: 'lg:w-20' },
    { header: text.colCouponName, cell: (c) => <span className="font-semibold">{c.couponName}</span> },
    {
      header: text.colCouponCode,
      cell: (c) => <span className="font-mono text-xs whitespace-nowrap">{c.couponCode}</span>,
    },
    { header: text.colDiscountValue, cell: (c) => <Nowrap>{text.discountPercent(c.discountValue)}</Nowrap> },
    { header: text.colMinPurchase, cell: (c) => <Nowrap>{formatMoney(c.minPurchase)}</Nowrap> },
    { header: text.colMaxDiscount, cell: (c) => <Nowrap>{formatMoney(c.maxDiscount)}</Nowrap> },
    { header: text.colExpireDate, cell: (c) => <Nowrap>{formatDate(c.expireDate)}</Nowrap> },
    {
      header: text.colLimit,
      cell: (c) => (
        <span className="flex flex-col">
          <Nowrap>{c.limit}</Nowrap>
          <span className="text-xs whitespace-nowrap text-stone-600">{text.couponUses(c.redeemed, c.limit)}</span>
        </span>
      ),
    },
    {
      header: text.colStatus,
      cell: (c) => (
        <span className="flex flex-col items-start gap-1.5">
          <StateBadge coupon={c} today={today} />
          <Button
            variant={c.status ? 'outline' : 'dark'}
            disabled={actions.busyId === c._id}
            onClick={() => void actions.toggle(c)}
            className="min-w-28"
          >
            {c.status ? text.deactivate : text.activate}
          </Button>
        </span>
      ),
    },
    {
      header: text.colDelete,
      cell: (c) => (
        <button
          type="button"
          disabled={actions.busyId === c._id}
          aria-label={text.deleteCouponLabel(c.couponCode)}
          onClick={() => void actions.remove(c)}
          className="inline-flex size-11 items-center justify-center rounded-lg text-danger hover:bg-red-50 disabled:opacity-50"
        >
          {actions.busyId === c._id ? <Spinner size="sm" /> : <CloseIcon className="size-5" />}
        </button>
      ),
    },
  ];
}

export interface CouponsTableProps {
  coupons: readonly AdminCoupon[] | undefined;
  loading: boolean;
  actions: CouponActions;
  error?: ReactNode;
  empty?: ReactNode;
}

/**
 * COUPONS (spec section 2): Image, C.Name, C.Code, Discount value, Min Purchase, Max Discount, Expire
 * Date, Limit, Status (with Activate or Deactivate), Delete (X).
 */
export function CouponsTable({ coupons, loading, actions, error, empty }: CouponsTableProps) {
  const today = istDate(new Date());
  return (
    <DataTable
      label={text.adminCouponsLabel}
      columns={columns(actions, today)}
      rows={coupons}
      getRowKey={(c) => c._id}
      loading={loading}
      error={error}
      empty={empty}
    />
  );
}
