import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { partners, users } from '#server/db/schema/index.ts';
import { bearer, createPartner, createUser, TEST_PASSWORD, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// Issue #33 (D83): the language switch of a signed-in account, and login answering it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const put = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url, payload: body as object, headers });

describe('PUT /api/language and /api/partner/language', () => {
  it('saves the caller’s own language, and login answers it', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const res = await put('/api/language', { language: 'hi' }, bearer(await tokenFor(t.app, 'user', user)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: msg.languageSaved, data: { language: 'hi' } });
    const rows = await t.db.select({ id: users.id, language: users.language }).from(users).where(eq(users.id, user.id));
    expect(rows[0]?.language).toBe('hi');
    const [untouched] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, other.id));
    expect(untouched?.language).toBeNull();

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.language).toBe('hi');
    const never = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: other.email, password: TEST_PASSWORD },
    });
    expect(never.json().data.language).toBeNull();
  });

  it('a partner saves theirs on /api/partner/language', async () => {
    const partner = await createPartner(t.db, { isVerifed: 'true' });
    const res = await put(
      '/api/partner/language',
      { language: 'hi' },
      bearer(await tokenFor(t.app, 'partner', partner)),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select({ language: partners.language }).from(partners).where(eq(partners.id, partner.id));
    expect(row?.language).toBe('hi');
  });

  it('refuses a language we do not have, with the message, changing nothing', async () => {
    const user = await createUser(t.db);
    const headers = bearer(await tokenFor(t.app, 'user', user));
    for (const body of [
      { language: 'fr' },
      { language: '' },
      {},
      { language: 'हिन्दी' },
      { language: 'hi'.repeat(5000) },
    ]) {
      const res = await put('/api/language', body, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(msg.languageInvalid);
    }
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row?.language).toBeNull();
  });

  it('needs a token of the area’s role, of an account that is not blocked', async () => {
    const user = await createUser(t.db);
    const partner = await createPartner(t.db, { isVerifed: 'true' });
    expect((await put('/api/language', { language: 'hi' })).statusCode).toBe(401);
    expect((await put('/api/partner/language', { language: 'hi' })).statusCode).toBe(401);
    const partnerToken = bearer(await tokenFor(t.app, 'partner', partner));
    expect((await put('/api/language', { language: 'hi' }, partnerToken)).statusCode).toBe(403);
    const userToken = bearer(await tokenFor(t.app, 'user', user));
    expect((await put('/api/partner/language', { language: 'hi' }, userToken)).statusCode).toBe(403);
    const blocked = await createUser(t.db, { status: false });
    expect(
      (await put('/api/language', { language: 'hi' }, bearer(await tokenFor(t.app, 'user', blocked)))).statusCode,
    ).toBe(403);
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, blocked.id));
    expect(row?.language).toBeNull();
  });
});
