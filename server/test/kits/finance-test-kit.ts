import { expect } from 'vitest';
import type { AuditProblem } from '#shared/api/finance.ts';
import { auditMoney } from '#server/features/journal/audit-money.ts';
import type { TestApp } from '#server/test/test-app.ts';

/** Helpers for the money tests (issue #28): every money test ends with the audit finding nothing. */

/** The audit's problems, printed one a line when there are any (a failing test then says what does not add up). */
export async function auditProblems(t: TestApp): Promise<AuditProblem[]> {
  return (await auditMoney(t.db)).problems;
}

/** Asserts that the audit finds nothing in the whole test database. */
export async function expectBooksClean(t: TestApp): Promise<void> {
  const problems = await auditProblems(t);
  expect(problems.map((p) => `${p.kind} ${p.bookingId ?? p.partnerId ?? ''}: expected ${p.expected}, got ${p.actual} (${p.message})`)).toEqual([]);
}
