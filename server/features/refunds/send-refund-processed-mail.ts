import { eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, users } from '#server/db/schema/index.ts';
import type { Mailer } from '#server/features/mail/mailer.ts';
import { refundProcessedMail } from '#server/features/mail/templates.ts';
import type { RefundRow } from './record-refund.ts';

/**
 * Tells the customer a refund reached the provider: the amount, its reference and when to expect it.
 * Sent after the refund's commit; a mail that fails is logged and never undoes the refund.
 */
export async function sendRefundProcessedMail(
  deps: { db: DbOrTx; mailer: Mailer; log: { error(object: unknown, message?: string): void } },
  refund: RefundRow,
): Promise<void> {
  try {
    const [customer] = await deps.db
      .select({ email: users.email, fname: users.fname })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(eq(bookings.id, refund.bookingId));
    if (!customer || !refund.providerRefundId) return;
    await deps.mailer.send({
      to: customer.email,
      ...refundProcessedMail({
        fname: customer.fname,
        orderId: refund.bookingId,
        amount: refund.amount,
        providerRefundId: refund.providerRefundId,
        refundTiming: refund.provider === 'razorpay' ? msg.refundTimingRazorpay : msg.refundTimingSandbox,
        kind: refund.kind,
      }),
    });
  } catch (error) {
    deps.log.error({ err: error, refund: refund.id }, 'refund mail not sent');
  }
}
