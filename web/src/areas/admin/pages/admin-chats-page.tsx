import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/admin/chats`: conversations with users; built by the chat issue. */
export function AdminChatsPage() {
  return <PageTitle title={text.adminChatsTitle} />;
}
