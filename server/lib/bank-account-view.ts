import type { BankAccountView } from '#shared/api/bank-account.ts';
import { maskAccountNumber } from '#shared/domain/bank-account.ts';

/**
 * A partner's stored bank account → the masked view every answer carries (issue #34), null when the
 * partner has none. Below the features: the profile and the payouts both read it.
 */
export function bankAccountOf(row: {
  holder: string | null;
  account: string | null;
  ifsc: string | null;
}): BankAccountView | null {
  if (row.holder === null || row.account === null || row.ifsc === null) return null;
  return { holder: row.holder, accountMasked: maskAccountNumber(row.account), ifsc: row.ifsc };
}
