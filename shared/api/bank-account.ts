import { z } from 'zod';
import { ACCOUNT_NUMBER_PATTERN, IFSC_PATTERN } from '../domain/bank-account.ts';
import { msg } from '../messages.ts';
import { envelope } from './fields.ts';

/*
 * The partner's bank account for payouts (issue #34, D80): PUT /api/partner/bankAccount saves it; the
 * profile and the admin's payouts carry it masked, never the whole number.
 */

/** PUT /api/partner/bankAccount { holder, account, ifsc }: spaces in the number are dropped, the IFSC upper-cased. */
export const bankAccountBody = z.object({
  holder: z
    .string({ error: msg.bankHolderInvalid })
    .trim()
    .min(2, msg.bankHolderInvalid)
    .max(100, msg.bankHolderInvalid),
  account: z
    .string({ error: msg.bankAccountInvalid })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(ACCOUNT_NUMBER_PATTERN, msg.bankAccountInvalid)),
  ifsc: z
    .string({ error: msg.bankIfscInvalid })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(IFSC_PATTERN, msg.bankIfscInvalid)),
});
export type BankAccountBody = z.infer<typeof bankAccountBody>;
export type BankAccountInput = z.input<typeof bankAccountBody>;

/** The account as screens show it: the number masked (`XXXXXX1234`). */
export const bankAccountView = z.object({ holder: z.string(), accountMasked: z.string(), ifsc: z.string() });
export type BankAccountView = z.infer<typeof bankAccountView>;

export const bankAccountResponse = envelope.extend({ data: bankAccountView });
export type BankAccountResponse = z.infer<typeof bankAccountResponse>;
