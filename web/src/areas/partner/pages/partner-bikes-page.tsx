import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/partner/bikes`: the partner's bikes table; built by the partner issue. */
export function PartnerBikesPage() {
  return <PageTitle title={text.partnerBikesTitle} />;
}
