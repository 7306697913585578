import { desc, eq, sql } from 'drizzle-orm';
import { CHAT_CONVERSATIONS_LIMIT, type ChatConversation } from '#shared/api/chat.ts';
import { SENDER_ADMIN, SENDER_USER } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { chatMessages, users } from '#server/db/schema/index.ts';

/**
 * The admin's conversation list in one query: each customer who has a conversation, with its latest
 * message (DISTINCT ON over the (user_id, created_at) index), most recently active first, and `unread`:
 * the customer's messages written after the latest admin message of that conversation (all of them
 * when no admin has written yet). There is no per-admin read marker: the Chats page is one shared
 * support inbox, and a conversation stops being unread when any admin answers it (decision D41).
 */
export async function listConversations(
  db: DbOrTx,
  limit: number = CHAT_CONVERSATIONS_LIMIT,
): Promise<ChatConversation[]> {
  const latest = db
    .selectDistinctOn([chatMessages.userId], {
      userId: chatMessages.userId,
      text: chatMessages.text,
      sender: chatMessages.sender,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .orderBy(chatMessages.userId, desc(chatMessages.createdAt), desc(chatMessages.id))
    .as('latest');

  // Correlated on the conversation: both subqueries are range scans of the (user_id, created_at) index.
  const unread = sql<number>`(
    select count(*)::int from chat_messages m
    where m.user_id = ${latest.userId} and m.sender = ${SENDER_USER}
      and m.created_at > coalesce(
        (select max(a.created_at) from chat_messages a where a.user_id = ${latest.userId} and a.sender = ${SENDER_ADMIN}),
        '-infinity'::timestamptz
      )
  )`;

  const rows = await db
    .select({
      userId: latest.userId,
      text: latest.text,
      sender: latest.sender,
      createdAt: latest.createdAt,
      fname: users.fname,
      lname: users.lname,
      image: users.image,
      unread,
    })
    .from(latest)
    .innerJoin(users, eq(users.id, latest.userId))
    .orderBy(desc(latest.createdAt), desc(latest.userId))
    .limit(limit);

  return rows.map((row) => ({
    userDetails: { _id: row.userId, image: row.image, fname: row.fname, lname: row.lname },
    time: row.createdAt.toISOString(),
    text: row.text,
    sender: row.sender,
    unread: Number(row.unread),
  }));
}
