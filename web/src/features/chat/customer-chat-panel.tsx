import { msg, SENDER_USER, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { ChatThread } from './components/chat-thread.tsx';
import { connectionStatusText } from './connection-status.ts';
import { useChat } from './use-chat.ts';

/**
 * The signed-in customer's 'CHAT WITH US' panel: their conversation with support, live. Mounted only
 * while open, so the socket (and socket.io-client itself) loads when the customer first opens it.
 */
export function CustomerChatPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const chat = useChat();
  const status = connectionStatusText(chat.connection);

  let thread;
  if (chat.loading) {
    thread = (
      <p role="status" className="m-auto flex items-center gap-2 text-sm text-stone-600">
        <Spinner size="sm" />
        {text.chatLoading}
      </p>
    );
  } else if (chat.failed && chat.messages.length === 0) {
    thread = (
      <div className="m-auto flex flex-col items-center gap-3 p-4 text-center">
        <p className="text-sm text-stone-700">{msg.failedFetchChat}</p>
        <Button variant="outline" onClick={chat.retry}>
          {text.retry}
        </Button>
      </div>
    );
  } else {
    thread = (
      <ChatThread
        messages={chat.messages}
        own={SENDER_USER}
        ownLabel={text.chatYou}
        otherLabel={text.chatSupport}
        empty={<p className="m-auto max-w-60 py-10 text-center text-sm text-stone-600">{text.chatWelcome}</p>}
        className="flex flex-1 flex-col p-4"
      />
    );
  }

  return (
    <ChatPanel
      id={id}
      onClose={onClose}
      thread={thread}
      onSend={chat.send}
      status={status}
      canSend={chat.connection.state === 'connected'}
    />
  );
}
