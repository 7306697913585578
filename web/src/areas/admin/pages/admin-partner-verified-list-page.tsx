import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/admin/partnerVerifiedList`: accepted partners; built by the admin issue. */
export function AdminPartnerVerifiedListPage() {
  return <PageTitle title={text.adminPartnersTitle} />;
}
