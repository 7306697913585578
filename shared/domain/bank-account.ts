/**
 * A partner's bank account for payouts (issue #34, D80). The number is stored whole and shown masked:
 * every digit but the last four as X (`XXXXXX1234`). IFSC: 4 letters, a 0, 6 letters or digits.
 */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

export function maskAccountNumber(account: string): string {
  return `${'X'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`;
}
