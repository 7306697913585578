import type { OfferCoupon } from '#shared/api/catalog.ts';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { UploadedImage } from '#web/components/uploaded-image.tsx';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { COUPON_ART } from '../card-images.ts';
import { copyToClipboard } from '../copy-to-clipboard.ts';

const cardClass = 'flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5';

/** '20% off up to ₹500.00 on ₹1,000.00+' (no minimum part when the coupon has none). */
export function couponSummary(coupon: Pick<OfferCoupon, 'discountValue' | 'maxDiscount' | 'minPurchase'>): string {
  const minimum = coupon.minPurchase > 0 ? formatMoney(coupon.minPurchase) : '';
  return text.couponSummary(coupon.discountValue, formatMoney(coupon.maxDiscount), minimum);
}

/**
 * A coupon on /offers (spec section 2): name, artwork, what it gives, expiry, and COPY CODE.
 * `priority`: the first card, whose artwork is the page's largest element, fetches it first instead of lazily.
 */
export function CouponCard({ coupon, priority = false }: { coupon: OfferCoupon; priority?: boolean }) {
  const copy = async () => {
    if (await copyToClipboard(coupon.couponCode)) showSuccess(msg.codeCopied);
    else showError(msg.copyFailed);
  };

  return (
    <article className={cardClass}>
      <div className="aspect-[2/1] bg-stone-100">
        <UploadedImage
          src={coupon.image}
          alt={coupon.couponName}
          width={COUPON_ART.width}
          height={COUPON_ART.height}
          sizes={COUPON_ART.sizes}
          priority={priority}
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          <h2 className="truncate text-lg leading-7 font-bold text-ink" title={coupon.couponName}>
            {coupon.couponName}
          </h2>
          <p className="text-sm leading-5 font-medium text-ink-muted">{couponSummary(coupon)}</p>
          <p className="text-xs leading-4 text-stone-500">{text.couponValidTill(formatDate(coupon.expireDate))}</p>
        </div>
        <div className="mt-auto flex items-center gap-2 rounded-xl border-2 border-dashed border-stone-300 bg-stone-50 py-1.5 pr-1.5 pl-3">
          <span className="sr-only">{text.couponCodeLabel}</span>
          <code className="min-w-0 flex-1 truncate font-mono text-base font-bold tracking-widest text-ink">
            {coupon.couponCode}
          </code>
          <Button onClick={() => void copy()}>{text.copyCode}</Button>
        </div>
      </div>
    </article>
  );
}

/** A placeholder of exactly the coupon card's size, shown while loading. */
export function CouponCardSkeleton() {
  const bar = 'rounded bg-stone-200';
  return (
    <div data-skeleton className={cardClass}>
      <div className="aspect-[2/1] animate-pulse bg-stone-200" />
      <div className="flex flex-1 animate-pulse flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          <div className="flex h-7 items-center">
            <div className={`h-5 w-3/5 ${bar}`} />
          </div>
          <div className={`h-5 w-4/5 ${bar}`} />
          <div className={`h-4 w-2/5 ${bar}`} />
        </div>
        <div className="mt-auto h-[3.75rem] rounded-xl bg-stone-200" />
      </div>
    </div>
  );
}
