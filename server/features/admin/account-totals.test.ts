import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDashboardTotals } from '#server/features/admin/admin-dashboard-totals.ts';
import { createUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { accountTotals, users } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The kept count and the real one, side by side. */
async function keptAndCounted(): Promise<{ kept: number; counted: number }> {
  const [row] = await t.db.select({ users: accountTotals.users }).from(accountTotals);
  return { kept: row?.users ?? -1, counted: await t.db.$count(users) };
}

describe('account_totals (kept by triggers on users)', () => {
  it('follows single registrations, a multi-row insert, deletes of one and of many', async () => {
    const first = await createUser(t.db);
    await createUser(t.db);
    let now = await keptAndCounted();
    expect(now.kept).toBe(now.counted);

    // one statement inserting three rows (copies of an existing row with new ids and e-mails)
    await t.db.execute(sql`
      insert into users (fname, lname, email, mobile, password_hash)
      select fname, lname, 'copy' || n || '-' || email, mobile, password_hash
      from users, generate_series(1, 3) as n where id = ${first.id}`);
    now = await keptAndCounted();
    expect(now.kept).toBe(now.counted);

    await t.db.delete(users).where(eq(users.id, first.id));
    now = await keptAndCounted();
    expect(now.kept).toBe(now.counted);

    const copies = await t.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} like 'copy%'`);
    await t.db.delete(users).where(
      inArray(
        users.id,
        copies.map((c) => c.id),
      ),
    );
    now = await keptAndCounted();
    expect(now.kept).toBe(now.counted);
  });

  it('is what the admin dashboard shows as Users', async () => {
    await createUser(t.db);
    const { counted } = await keptAndCounted();
    expect((await adminDashboardTotals(t.db)).totalUsers).toBe(counted);
  });
});
