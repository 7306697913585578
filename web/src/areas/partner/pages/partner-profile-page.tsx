import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/partner/profile`: profile, ID proofs and points; built by the partner issue. */
export function PartnerProfilePage() {
  return <PageTitle title={text.partnerProfileTitle} />;
}
