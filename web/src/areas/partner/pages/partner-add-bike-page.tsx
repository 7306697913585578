import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/partner/addBikes`: the add-bike form; built by the partner issue. */
export function PartnerAddBikePage() {
  return <PageTitle title={text.addBikeTitle} />;
}
