import { sql } from 'drizzle-orm';
import type { TrialBalance, TrialBalanceQuery } from '#shared/api/finance.ts';
import { ACCOUNTS, accountCodes, normalBalance, type AccountCode } from '#shared/domain/journal.ts';
import { istInstant } from '#shared/domain/time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { selectRows } from '#server/lib/select-rows.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The trial balance of the India days `from`..`to` (both included): every account with the debits and
 * credits posted in those days and its closing balance at the end of `to`. An account with nothing ever
 * posted is left out. Since every posting balances, the totals' debit equals their credit.
 */
export async function trialBalance(db: DbOrTx, query: TrialBalanceQuery): Promise<TrialBalance> {
  const start = istInstant(query.from);
  const end = new Date(istInstant(query.to).getTime() + DAY_MS);
  const result = await selectRows(db, sql`
    SELECT account,
      coalesce(sum(debit) FILTER (WHERE posted_at >= ${start.toISOString()}::timestamptz), 0) AS debit,
      coalesce(sum(credit) FILTER (WHERE posted_at >= ${start.toISOString()}::timestamptz), 0) AS credit,
      coalesce(sum(debit), 0) AS closing_debit,
      coalesce(sum(credit), 0) AS closing_credit
    FROM journal_lines
    WHERE posted_at < ${end.toISOString()}::timestamptz
    GROUP BY account
  `);
  const byAccount = new Map(
    result.map((r) => [String(r.account), r] as const),
  );
  const accounts = accountCodes
    .filter((code) => byAccount.has(code))
    .map((code: AccountCode) => {
      const r = byAccount.get(code) ?? {};
      return {
        account: code,
        name: ACCOUNTS[code].name,
        debit: Number(r.debit ?? 0),
        credit: Number(r.credit ?? 0),
        balance: normalBalance(code, Number(r.closing_debit ?? 0), Number(r.closing_credit ?? 0)),
      };
    });
  const totals = accounts.reduce((t, a) => ({ debit: t.debit + a.debit, credit: t.credit + a.credit }), {
    debit: 0,
    credit: 0,
  });
  return { from: query.from, to: query.to, accounts, totals };
}
