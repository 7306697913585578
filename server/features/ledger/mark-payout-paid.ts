import { and, eq, sql } from 'drizzle-orm';
import type { MarkPayoutPaidBody, PartnerWeek } from '#shared/api/ledger.ts';
import { istDate, istInstant } from '#shared/domain/time.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { ledgerEntries, partners, payouts } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { queueMail, type MailOutbox } from '#server/features/mail/outbox.ts';
import { payoutPaidMail } from '#server/features/mail/templates.ts';
import { UNIQUE_VIOLATION, hasSqlState } from '#server/lib/sql-state.ts';
import { issueCommissionInvoice } from '#server/features/invoices/issue-commission-invoice.ts';
import { postPayout } from '#server/features/journal/post-cash-events.ts';
import { lockPartnerLedger } from './insert-entry.ts';
import { payoutWeekRows, unpaidUpTo } from './list-payouts.ts';
import { recipientLanguage } from '#server/features/mail/recipient-language.ts';

export interface MarkPayoutPaidDeps {
  db: Db;
  outbox: Pick<MailOutbox, 'kick'>;
  log: { error(obj: object, message: string): void };
  now: () => Date;
}

/**
 * POST /api/admin/markPayoutPaid: in one transaction, with the day the transfer was made (`paidOn`, from
 * the week's Monday to today, default today; else a 400), under the partner's ledger lock, writes the
 * payout (reference, the net it paid; one per partner and week: a second is a 409) and marks paid
 * every entry of that partner not paid yet up to the end of that week (`unpaidUpTo`, issue #28): an
 * earlier week whose net was ≤ ₹0 nets into this one, so the sum of payouts never exceeds the ledger.
 * Refused, with nothing changed: an unknown partner (404), a week not started (400), nothing unpaid up
 * to that week, or a net not above ₹0 (409: it stays unpaid and carries into the next week, D68). The partner's
 * mail is queued in the payout's transaction and delivered after it (issue #30).
 */
export async function markPayoutPaid(
  deps: MarkPayoutPaidDeps,
  adminId: string,
  body: MarkPayoutPaidBody,
): Promise<PartnerWeek> {
  if (istInstant(body.week).getTime() > deps.now().getTime()) {
    throw new AppError('VALIDATION', msg.payoutWeekFuture, { errors: { week: msg.payoutWeekFuture } });
  }
  // the day of the transfer (issue #34): from the week's Monday to today, India time; today when not given
  const today = istDate(deps.now());
  const paidOn = body.paidOn ?? today;
  if (paidOn > today || paidOn < body.week) {
    throw new AppError('VALIDATION', msg.payoutPaidOnInvalid, { errors: { paidOn: msg.payoutPaidOnInvalid } });
  }
  const [partner] = await deps.db
    .select({ email: partners.email, fname: partners.fname, language: recipientLanguage(partners.language) })
    .from(partners)
    .where(eq(partners.id, body.partnerId));
  if (!partner) throw new AppError('NOT_FOUND', msg.payoutPartnerNotFound);

  try {
    await deps.db.transaction(async (tx) => {
      await lockPartnerLedger(tx, body.partnerId);
      const [already] = await tx
        .select({ id: payouts.id })
        .from(payouts)
        .where(and(eq(payouts.partnerId, body.partnerId), eq(payouts.week, body.week)));
      if (already) throw new AppError('CONFLICT', msg.payoutAlreadyPaid);
      const ofWeek = unpaidUpTo(body.partnerId, body.week);
      const [sum] = await tx
        .select({ n: sql<number>`count(*)::int`, net: sql<number>`coalesce(sum(${ledgerEntries.net}), 0)::int` })
        .from(ledgerEntries)
        .where(ofWeek);
      if (!sum || Number(sum.n) === 0) throw new AppError('CONFLICT', msg.payoutNothingToPay);
      const total = Number(sum.net);
      if (total <= 0) throw new AppError('CONFLICT', msg.payoutNotPositive);
      const [payout] = await tx
        .insert(payouts)
        .values({
          partnerId: body.partnerId,
          week: body.week,
          reference: body.reference,
          net: total,
          paidBy: adminId,
          paidOn,
          paidAt: deps.now(),
        })
        .returning({ id: payouts.id });
      if (!payout) throw new AppError('INTERNAL');
      await tx.update(ledgerEntries).set({ payoutId: payout.id }).where(ofWeek);
      await postPayout(tx, {
        id: payout.id,
        partnerId: body.partnerId,
        net: total,
        week: body.week,
        reference: body.reference,
      });
      // the partner's mail is queued with the payout (issue #30)
      await queueMail(tx, {
        kind: 'payout',
        key: `payout:${payout.id}`,
        to: partner.email,
        ...payoutPaidMail({
          fname: partner.fname,
          week: body.week,
          net: total,
          reference: body.reference,
          language: partner.language,
        }),
      });
      // the platform's commission invoice for what this payout settled, numbered in this transaction (D75)
      await issueCommissionInvoice(tx, payout.id);
      return total;
    });
  } catch (error) {
    // two admins paying the same week at once: the unique (partner, week) decides
    if (hasSqlState(error, UNIQUE_VIOLATION)) throw new AppError('CONFLICT', msg.payoutAlreadyPaid);
    throw error;
  }

  await deps.outbox.kick();
  const [answer] = await payoutWeekRows(deps.db, body.week, body.partnerId);
  if (!answer) throw new AppError('INTERNAL');
  return answer;
}
