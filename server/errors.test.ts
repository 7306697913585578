import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '#shared/domain/limits.ts';
import { msg } from '#shared/messages.ts';
import { users } from './db/schema/index.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A registration's OTP check whose first name is `length` characters long. */
function verifyOtpWithName(length: number) {
  const payload = JSON.stringify({ data: { fname: 'x'.repeat(length), email: 'big@example.com' }, otp: '1234' });
  return t.app.inject({ method: 'POST', url: '/api/verifyOtp', headers: { 'content-type': 'application/json' }, payload });
}

describe('a body over the limit', () => {
  it('is a 413 that speaks of the request, not of a file, and registers nobody', async () => {
    const before = await t.db.$count(users);
    const res = await verifyOtpWithName(MAX_JSON_BODY_BYTES + 10);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: msg.requestTooLarge });
    expect(await t.db.$count(users)).toBe(before);
  });

  it('just under the limit is read and judged by the schema (400, not 413)', async () => {
    const res = await verifyOtpWithName(MAX_JSON_BODY_BYTES - 200);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});
