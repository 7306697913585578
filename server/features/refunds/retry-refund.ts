import { eq, sql } from 'drizzle-orm';
import type { AdminRefund } from '#shared/api/cancellations.ts';
import { msg } from '#shared/messages.ts';
import type { Database } from '#server/db/client.ts';
import { refunds } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { selectAdminRefunds, toAdminRefund } from './admin-refund-row.ts';
import { applyRefundTransition } from './apply-refund-transition.ts';

/**
 * The admin's Retry of a failed refund: pending again and due now, its attempts and last error kept
 * (the admin sees the history; an attempt after a retry reconciles with the provider first). Only a
 * failed refund (409 otherwise; 404 unknown). The refund jobs are told at once.
 */
export async function retryRefund(database: Pick<Database, 'db' | 'changes'>, id: string): Promise<AdminRefund> {
  const queued = await applyRefundTransition(database.db, 'retry', {
    refundId: id,
    by: { role: 'admin' },
    values: { nextAttemptAt: sql`now()` },
  });
  const [row] = await selectAdminRefunds(database.db).where(eq(refunds.id, id));
  if (!row) throw new AppError('NOT_FOUND', msg.refundNotFound);
  if (!queued.ok) throw new AppError('CONFLICT', msg.refundNotRetryable);
  // NOTE: PGlite's change feed hears only the tables with a notify trigger, and refunds has none
  // (PostgreSQL's in-process feed already told it): tell the jobs of the committed row here.
  database.changes.emit('refunds');
  return toAdminRefund(row);
}
