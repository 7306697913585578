import { useSearchParams } from 'react-router';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { ConversationList } from '#web/features/chat/admin/conversation-list.tsx';
import { ConversationPane } from '#web/features/chat/admin/conversation-pane.tsx';
import { useAdminChat } from '#web/features/chat/admin/use-admin-chat.ts';
import { connectionStatusText } from '#web/features/chat/connection-status.ts';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';

/** The open conversation is in the URL (`?user=<id>`): a refresh or the back button keeps the admin's place. */
const USER_PARAM = 'user';

/**
 * `/admin/chats` (spec section 2): the conversations on the left, newest first; the open one on the
 * right. New messages arrive live: the open pane grows and the conversation moves to the top. On a
 * phone the list and the pane take turns (the pane has a back button).
 */
export function AdminChatsPage() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(USER_PARAM);
  const chat = useAdminChat(selectedId);
  const { conversations, messages } = chat;
  const select = (userId: string | null) => setParams(userId ? { [USER_PARAM]: userId } : {}, { replace: false });

  const rows = conversations.data ?? [];
  const selected = rows.find((row) => row.userDetails._id === selectedId);

  let content;
  if (conversations.isPending) {
    content = <ListSkeleton />;
  } else if (conversations.isError) {
    content = (
      <ErrorState
        title={msg.failedFetchChat}
        retrying={conversations.isFetching}
        onRetry={() => void conversations.refetch()}
      />
    );
  } else if (rows.length === 0 && !selectedId) {
    content = <EmptyState title={text.adminChatsEmptyTitle} hint={text.adminChatsEmptyHint} />;
  } else {
    content = (
      <div className="grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 md:grid-cols-[minmax(16rem,22rem)_1fr]">
        <section
          aria-label={text.chatConversations}
          className={`${selectedId ? 'hidden md:block' : ''} max-h-[70dvh] overflow-y-auto border-stone-200 md:max-h-[calc(27rem+8.5rem)] md:border-r`}
        >
          <ConversationList conversations={rows} selectedId={selectedId} onSelect={select} />
        </section>
        {selectedId ? (
          <ConversationPane
            key={selectedId}
            conversation={selected}
            messages={messages.data ?? []}
            loading={messages.isPending}
            error={
              messages.isError && (
                <div className="m-auto flex flex-col items-center gap-3 p-4 text-center">
                  <p className="text-sm text-stone-700">{msg.failedFetchChat}</p>
                  <Button variant="outline" busy={messages.isFetching} onClick={() => void messages.refetch()}>
                    {text.retry}
                  </Button>
                </div>
              )
            }
            status={connectionStatusText(chat.connection)}
            canSend={chat.connection.state === 'connected'}
            onSend={chat.send}
            onBack={() => select(null)}
          />
        ) : (
          <p className="hidden min-h-[calc(27rem+8.5rem)] items-center justify-center p-6 text-center text-stone-600 md:flex">
            {text.chatPickConversation}
          </p>
        )}
      </div>
    );
  }

  return (
    <>
      <PageTitle title={text.adminChatsTitle} />
      {content}
    </>
  );
}

function ListSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5">
      <span className="sr-only">{text.loading}</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} aria-hidden="true" className="flex animate-pulse items-center gap-3">
          <span className="size-11 rounded-full bg-stone-200" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-3 w-1/3 rounded bg-stone-200" />
            <span className="h-3 w-2/3 rounded bg-stone-100" />
          </span>
        </div>
      ))}
    </div>
  );
}
