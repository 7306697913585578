import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { admins, partners, users } from '#server/db/schema/index.ts';
import { bearer, createAdmin, createPartner, createUser, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// The guards keep each account's state (blocked? token version? verified?) until its table changes
// (decisions D3, D46). A block, a revocation or an approval written anywhere must count on the very next
// request, whether the app or the database itself made the change.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const profile = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/userProfile', headers });

describe('the kept account states of the guards', () => {
  it('reads an account once for many requests', async () => {
    const user = await createUser(t.db);
    const headers = bearer(await tokenFor(t.app, 'user', user));
    expect((await profile(headers)).statusCode).toBe(200);
    const hits = t.app.deps.accountCache.hits;
    expect((await profile(headers)).statusCode).toBe(200);
    expect((await profile(headers)).statusCode).toBe(200);
    expect(t.app.deps.accountCache.hits).toBe(hits + 2);
  });

  it('refuses a customer blocked behind the app\u2019s back on the next request, and lets them in once unblocked', async () => {
    const user = await createUser(t.db);
    const headers = bearer(await tokenFor(t.app, 'user', user));
    expect((await profile(headers)).statusCode).toBe(200);
    await t.db.update(users).set({ status: false }).where(eq(users.id, user.id));
    const blocked = await profile(headers);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ success: false, message: msg.accountBlocked });
    await t.db.update(users).set({ status: true }).where(eq(users.id, user.id));
    expect((await profile(headers)).statusCode).toBe(200);
  });

  it('refuses a revoked token on the next request', async () => {
    const user = await createUser(t.db);
    const headers = bearer(await tokenFor(t.app, 'user', user));
    expect((await profile(headers)).statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    expect((await profile(headers)).statusCode).toBe(401);
  });

  it('refuses a deleted account, and an admin or partner changed behind the app\u2019s back', async () => {
    const user = await createUser(t.db);
    const userHeaders = bearer(await tokenFor(t.app, 'user', user));
    expect((await profile(userHeaders)).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, user.id));
    expect((await profile(userHeaders)).statusCode).toBe(401);

    const admin = await createAdmin(t.db);
    const adminHeaders = bearer(await tokenFor(t.app, 'admin', admin));
    const dashboard = () => t.app.inject({ method: 'GET', url: '/api/admin/monthlySalesRatio', headers: adminHeaders });
    expect((await dashboard()).statusCode).toBe(200);
    await t.db
      .update(admins)
      .set({ tokenVersion: sql`${admins.tokenVersion} + 1` })
      .where(eq(admins.id, admin.id));
    expect((await dashboard()).statusCode).toBe(401);

    const partner = await createPartner(t.db);
    const partnerHeaders = bearer(await tokenFor(t.app, 'partner', partner));
    const bikesPage = () =>
      t.app.inject({ method: 'GET', url: '/api/partner/viewBikes?page=1', headers: partnerHeaders });
    expect((await bikesPage()).statusCode).toBe(200);
    await t.db.update(partners).set({ status: false }).where(eq(partners.id, partner.id));
    expect((await bikesPage()).statusCode).toBe(403);
  });
});
