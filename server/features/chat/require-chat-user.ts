import { eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';

/** Throws NOT_FOUND ('User not found') unless a customer account with this id exists. */
export async function requireChatUser(db: DbOrTx, userId: string): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND', msg.userNotFound);
}
