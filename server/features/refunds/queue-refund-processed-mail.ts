import type { DbOrTx } from '#server/db/client.ts';
import { queueMail } from '#server/features/mail/outbox.ts';
import { mailTexts, refundProcessedMail } from '#server/features/mail/templates.ts';
import { formatMoney } from '#shared/format/money.ts';
import { optedInMobileOfBooking, queueTextMessage } from '#server/features/text-messages/queue-text-message.ts';
import type { RefundRow } from './record-refund.ts';
import { customerOfBooking } from '#server/features/mail/ride-recipients.ts';

/**
 * Queues the customer's mail that a refund reached the provider (the amount, its reference and when
 * to expect it) in the transaction that marks the refund processed (issue #30); keyed on the refund,
 * so whichever reports it first (the job, the provider's webhook) queues it once.
 */
export async function queueRefundProcessedMail(tx: DbOrTx, refund: RefundRow): Promise<void> {
  const customer = await customerOfBooking(tx, refund.bookingId);
  if (!customer || !refund.providerRefundId) return;
  const text = mailTexts(customer.language);
  await queueMail(tx, {
    kind: 'refund-processed',
    key: `refund-processed:${refund.id}`,
    to: customer.email,
    ...refundProcessedMail({
      fname: customer.fname,
      orderId: refund.bookingId,
      amount: refund.amount,
      providerRefundId: refund.providerRefundId,
      refundTiming: refund.provider === 'razorpay' ? text.refundTimingRazorpay : text.refundTimingSandbox,
      kind: refund.kind,
      language: customer.language,
    }),
  });
  await queueTextMessage(tx, {
    kind: 'refund-processed',
    key: `refund-processed:${refund.id}`,
    recipient: 'customer',
    to: await optedInMobileOfBooking(tx, refund.bookingId),
    language: customer.language,
    params: [customer.fname, formatMoney(refund.amount), refund.bookingId, refund.providerRefundId],
  });
}
