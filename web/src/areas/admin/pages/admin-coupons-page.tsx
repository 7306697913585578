import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/admin/coupons`: the coupon table and form; built by the coupons issue. */
export function AdminCouponsPage() {
  return <PageTitle title={text.coupons} />;
}
