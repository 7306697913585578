import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/admin/partnerRequests`: accept or reject partner requests; built by the admin issue. */
export function AdminPartnerRequestsPage() {
  return <PageTitle title={text.adminPartnerRequestsTitle} />;
}
