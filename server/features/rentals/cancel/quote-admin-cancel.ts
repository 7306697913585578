import { eq } from 'drizzle-orm';
import type { AdminCancelQuote } from '#shared/api/admin-cancel-quote.ts';
import { amountToPay } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/index.ts';
import { refundBasisColumns } from '#server/features/cancellations/refund-split.ts';
import { AppError } from '#server/errors.ts';
import { ruleRefund } from './rule-refund.ts';

/**
 * GET /api/admin/cancelQuote: each refund choice of the admin's cancel dialog for this booking at `now`
 * (full: rent + deposit; the policy's: its fee and refund; none: the rent kept, the deposit back), from
 * ruleRefund, the function cancelWithRefund refunds by. A payment hold or an unknown id: 404; a ride
 * not booked (any more): 409.
 */
export async function quoteAdminCancel(db: DbOrTx, bookingId: string, now: Date): Promise<AdminCancelQuote> {
  const [basis] = await db
    .select(refundBasisColumns)
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!basis || basis.status === 'pending' || basis.status === 'expired')
    throw new AppError('NOT_FOUND', msg.bookingNotFound);
  if (basis.status !== 'booked') throw new AppError('CONFLICT', msg.bookingNotCancellable);
  const amountPaid = amountToPay(basis.grandTotal, basis.deposit);
  const quote = async (rule: 'full' | 'policy' | 'none') => {
    const { amount } = await ruleRefund(db, { basis, rule, role: 'admin', at: now });
    return { refund: amount, kept: amountPaid - amount };
  };
  return {
    bookingId,
    amountPaid,
    rent: basis.grandTotal,
    deposit: basis.deposit,
    started: basis.pickupAt.getTime() <= now.getTime(),
    full: await quote('full'),
    policy: await quote('policy'),
    none: await quote('none'),
  };
}
