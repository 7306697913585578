import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/admin/partnerSingleView?id=…`: one partner's details; built by the admin issue. */
export function AdminPartnerSingleViewPage() {
  return <PageTitle title={text.adminPartnerTitle} />;
}
