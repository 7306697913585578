import { and, eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikeBlocks } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';

/**
 * unblockBike: removes one of the partner's blocks; the time is free at once. Another partner's block
 * or an unknown id is a 404 (blockNotFound).
 */
export async function unblockBike(db: DbOrTx, partnerId: string, blockId: string): Promise<{ _id: string }> {
  const [row] = await db
    .delete(bikeBlocks)
    .where(and(eq(bikeBlocks.id, blockId), eq(bikeBlocks.partnerId, partnerId)))
    .returning({ id: bikeBlocks.id });
  if (!row) throw new AppError('NOT_FOUND', msg.blockNotFound);
  return { _id: row.id };
}
