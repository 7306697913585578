import { eq } from 'drizzle-orm';
import type { BankAccountBody, BankAccountView } from '#shared/api/bank-account.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { partners } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { bankAccountOf } from '#server/lib/bank-account-view.ts';

/**
 * PUT /api/partner/bankAccount (issue #34, D80): the signed-in partner's own bank account for payouts,
 * validated by bankAccountBody (the route's schema); it replaces the one before. Answers it masked.
 */
export async function saveBankAccount(db: DbOrTx, partnerId: string, body: BankAccountBody): Promise<BankAccountView> {
  const [row] = await db
    .update(partners)
    .set({ bankHolder: body.holder, bankAccount: body.account, bankIfsc: body.ifsc })
    .where(eq(partners.id, partnerId))
    .returning({ holder: partners.bankHolder, account: partners.bankAccount, ifsc: partners.bankIfsc });
  const view = row && bankAccountOf(row);
  if (!view) throw new AppError('NOT_FOUND', msg.partnerNotFound);
  return view;
}
