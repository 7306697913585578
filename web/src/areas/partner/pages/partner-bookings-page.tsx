import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/partner/bookings`: the partner's bookings; built by the partner issue. */
export function PartnerBookingsPage() {
  return <PageTitle title={text.bookingsTitle} />;
}
