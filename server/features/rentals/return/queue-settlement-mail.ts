import { eq } from 'drizzle-orm';
import { settlementKmLine, settlementLines, settlementOutcome } from '#shared/domain/settlement-lines.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, settlements } from '#server/db/schema/index.ts';
import { queueMail } from '#server/features/mail/outbox.ts';
import { mailDate, mailRupees, mailTexts, mailTime, settlementMail } from '#server/features/mail/templates.ts';
import { rideSettlementColumns, settlementAnswer } from './settlement-answer.ts';
import { optedInMobileOfBooking, queueTextMessage } from '#server/features/text-messages/queue-text-message.ts';
import { customerColumns, rideBikeColumns, joinRide } from '#server/features/mail/ride-recipients.ts';

/**
 * Queues the customer's itemised settlement of their returned ride (issue #17): each charge, the
 * deposit, and what comes back or is due. Written by the completion's transaction (settleRide), so it
 * exists exactly when the settlement does (issue #30); keyed on the booking.
 */
export async function queueSettlementMail(tx: DbOrTx, bookingId: string): Promise<void> {
  {
    const [row] = await joinRide(
      tx
        .select({ ...customerColumns, ...rideBikeColumns, ...rideSettlementColumns })
        .from(bookings)
        .$dynamic(),
    )
      .innerJoin(settlements, eq(settlements.bookingId, bookings.id))
      .where(eq(bookings.id, bookingId));
    const settlement = row ? settlementAnswer(row.settlementRow, row) : null;
    if (!row || !settlement) return;
    const returnedAt = new Date(settlement.returnedAt);
    const outcome = settlementOutcome(settlement);
    const text = mailTexts(row.language);
    const lines: [string, string][] = [
      [text.settlementTitle, settlementKmLine(settlement, text)],
      ...settlementLines(settlement, text).map((line): [string, string] => [line.label, mailRupees(line.amount)]),
    ];
    if (settlement.damage > 0 && settlement.damageNote) lines.push([text.damageNoteLabel, settlement.damageNote]);
    if (outcome.kind === 'refund') lines.push([text.settlementDepositRefund, mailRupees(outcome.amount)]);
    if (outcome.kind === 'due') lines.push([text.settlementBalanceDueLabel, mailRupees(outcome.amount)]);
    const closing =
      outcome.kind === 'refund'
        ? text.settlementMailRefund(mailRupees(outcome.amount))
        : outcome.kind === 'due'
          ? text.settlementMailDue(mailRupees(outcome.amount))
          : settlement.deposit > 0
            ? text.settlementMailEven
            : text.settlementMailNothing;
    await queueMail(tx, {
      kind: 'settlement',
      key: `settlement:${bookingId}`,
      to: row.email,
      ...settlementMail({
        fname: row.fname,
        orderId: bookingId,
        bike: `${row.bikeBrand} ${row.bikeName}`,
        returned: `${mailDate(returnedAt, row.language)} ${mailTime(returnedAt, row.language)}`,
        language: row.language,
        lines,
        outcome: closing,
      }),
    });
    await queueTextMessage(tx, {
      kind: 'settlement',
      key: `settlement:${bookingId}`,
      recipient: 'customer',
      to: await optedInMobileOfBooking(tx, bookingId),
      language: row.language,
      params: [row.fname, `${row.bikeBrand} ${row.bikeName}`, bookingId, closing],
    });
  }
}
