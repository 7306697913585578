import type { MoneyAudit } from '#shared/api/finance.ts';
import type { Db } from '#server/db/client.ts';
import { auditMoney } from './audit-money.ts';

/** The audit over one consistent snapshot of the books (a read-only repeatable-read transaction). */
export function auditMoneySnapshot(db: Db): Promise<MoneyAudit> {
  return db.transaction((tx) => auditMoney(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
