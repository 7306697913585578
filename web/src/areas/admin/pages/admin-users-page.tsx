import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/admin/users`: block or unblock users; built by the admin issue. */
export function AdminUsersPage() {
  return <PageTitle title={text.adminUsersTitle} />;
}
