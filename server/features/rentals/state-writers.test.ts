import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The states as data (issue #30, decision D76): a booking's, a settlement's and a refund's state change
 * only through their transition tables. This test reads the app's source (server/ and scripts/, tests and
 * test kits aside) and fails when any file but the three appliers writes `bookings.status`,
 * `settlements.status` (or its stamps `due_paid_at`, `disputed_at`, `dispute_resolved_at` and the decision) or `refunds.status`: in a Drizzle
 * `.update(<table>).set(…)` (a spread in that `set` counts too, as it may carry the state), or in raw SQL
 * `update <table> set …`. The INSERTs that create a row in its first state (the tables' `from: null`
 * steps) are not moves and are not looked at.
 */

const APPLIERS = [
  'server/features/rentals/apply-transition.ts',
  'server/features/rentals/return/apply-settlement-transition.ts',
  'server/features/refunds/apply-refund-transition.ts',
];

/** files whose `.set(<variable>)` on these tables was read and sets no owned column, and what it sets */
const READ_AND_CLEARED: Record<string, string> = {
  'server/features/reminders/sweep-reminders.ts': "a reminder's stamp (pickupRemindedAt or returnRemindedAt)",
};

/** the columns each table's moves own: the state, and the settlement's stamps */
const OWNED: Record<string, { drizzle: string[]; sql: string[] }> = {
  bookings: { drizzle: ['status'], sql: ['status'] },
  settlements: {
    drizzle: ['status', 'duePaidAt', 'disputedAt', 'disputeResolvedAt', 'disputeDecision'],
    sql: ['status', 'due_paid_at', 'disputed_at', 'dispute_resolved_at', 'dispute_decision'],
  },
  refunds: { drizzle: ['status'], sql: ['status'] },
};

const root = join(import.meta.dirname, '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || path === 'server/test' ? [] : sourceFiles(path);
    return /\.(ts|mts|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of a call's argument list starting at `open` (the index of its '('), brackets balanced. */
function argumentsAt(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    if (source[i] === '(') depth += 1;
    else if (source[i] === ')') {
      depth -= 1;
      if (depth === 0) return source.slice(open + 1, i);
    }
  }
  return source.slice(open + 1);
}

/** Where a source writes an owned column outside the appliers: one line per write found. */
export function stateWrites(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\.update\(\s*(bookings|settlements|refunds)\s*\)/g)) {
    const table = match[1] as keyof typeof OWNED;
    // the chain after .update(…): up to its .where( / .returning( or the end of the statement
    const rest = source.slice(match.index + match[0].length);
    const set = /^\s*\.set\(/.exec(rest);
    if (!set) continue;
    const values = argumentsAt(rest, set[0].length - 1);
    const columns = OWNED[table]?.drizzle ?? [];
    const owned = columns.find((column) =>
      new RegExp(`(^|[\\s{,])${column}\\s*[:,}]|(^|[\\s{,])${column}\\s*$`).test(values),
    );
    if (owned) found.push(`${table}.${owned}`);
    else if (values.includes('...') || !values.trimStart().startsWith('{'))
      found.push(`${table}: a set whose columns are not written out`);
  }
  for (const match of source.matchAll(/update\s+"?(bookings|settlements|refunds)"?\s+set\s+([^;`]*)/gi)) {
    const table = (match[1] ?? '').toLowerCase();
    const columns = OWNED[table]?.sql ?? [];
    const owned = columns.find((column) => new RegExp(`(^|[\\s,"])${column}"?\\s*=`, 'i').test(match[2] ?? ''));
    if (owned) found.push(`${table}.${owned} (SQL)`);
  }
  return found;
}

describe('who writes the states', () => {
  it('only the transition appliers write bookings.status, settlements.status (and its stamps) and refunds.status', () => {
    const files = [...sourceFiles('server'), ...sourceFiles('scripts')];
    expect(files.length).toBeGreaterThan(100);
    for (const applier of APPLIERS) expect(files).toContain(applier);
    const writers = files
      .filter((file) => !APPLIERS.includes(file))
      .flatMap((file) =>
        stateWrites(readFileSync(join(root, file), 'utf8'))
          .filter((write) => !(file in READ_AND_CLEARED && write.endsWith('a set whose columns are not written out')))
          .map((write) => `${relative('.', file)}: ${write}`),
      );
    expect(writers).toEqual([]);
  });

  it('the appliers themselves are found writing (the scan sees what it looks for)', () => {
    for (const applier of APPLIERS) expect(stateWrites(readFileSync(join(root, applier), 'utf8'))).not.toEqual([]);
  });

  it('finds each way of writing a state, and lets other columns through', () => {
    expect(stateWrites("await tx.update(bookings).set({ status: 'cancelled' }).where(x);")).toEqual([
      'bookings.status',
    ]);
    expect(stateWrites('db.update(refunds)\n  .set({\n    lastError,\n    status,\n  })')).toEqual(['refunds.status']);
    expect(stateWrites('tx.update(settlements).set({ duePaidAt: new Date() })')).toEqual(['settlements.duePaidAt']);
    expect(stateWrites('tx.update(settlements).set({ disputedAt: now })')).toEqual(['settlements.disputedAt']);
    expect(stateWrites('tx.update(refunds).set({ ...values })')).toEqual([
      'refunds: a set whose columns are not written out',
    ]);
    expect(stateWrites('tx.update(bookings).set(stamp)')).toEqual([
      'bookings: a set whose columns are not written out',
    ]);
    expect(stateWrites("db.execute(`update settlements set due_paid_at = now() where booking_id = '1'`)")).toEqual([
      'settlements.due_paid_at (SQL)',
    ]);
    expect(stateWrites('sql`UPDATE "refunds" SET "status" = \'failed\'`')).toEqual(['refunds.status (SQL)']);
    expect(stateWrites("tx.update(bookings).set({ cancellationPolicyId: 1, paymentStatus: 'paid' })")).toEqual([]);
    expect(stateWrites('db.execute(`update bookings set hold_expires_at = now()`)')).toEqual([]);
  });
});
