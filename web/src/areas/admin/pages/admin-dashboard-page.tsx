import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/admin/`: tiles and charts; built by the admin issue. */
export function AdminDashboardPage() {
  return <PageTitle title={text.menuDashboard} />;
}
