import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_WRONG_CODES_BEFORE_LOCK } from '#shared/domain/limits.ts';
import { msg } from '#shared/messages.ts';
import { otpChallenges, otpLadders, type OtpPurpose } from '#server/db/schema/messaging.ts';
import { hashPassword } from '#server/lib/password.ts';
import {
  clientIp,
  latestOtp,
  mailsTo,
  newEmail,
  otherCode,
  registerValues,
} from '#server/test/kits/account-test-kit.ts';
import { createPartner, createUser, TEST_PASSWORD } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/*
 * The OTP lock ladder through the real app (the counting itself, doubling and parallel guesses are in
 * server/features/otp/lock-ladder.test.ts): 10 wrong codes for one address and purpose, from any
 * client address and over several codes, lock it; the owner is mailed once per ladder; a sign-in or a
 * successful verification starts the ladder again. Where a test needs a ladder nine codes up, it
 * writes the count (the nine wrong codes themselves are the first test's).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Call {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
}
const send = (call: Call, ip = clientIp()) =>
  t.app.inject({ method: call.method, url: call.url, payload: call.payload, headers: { 'x-forwarded-for': ip } });

type ResetRole = 'user' | 'partner';
const PASSWORD = 'Fresh@Pass42';
const RESET = {
  user: {
    purpose: 'user-reset',
    forget: '/api/forgetpassword',
    verify: '/api/verifyForgotOtp',
    resend: '/api/forgetPassResendOtp',
    login: '/api/login',
    create: (email?: string) => createUser(t.db, email ? { email } : {}),
  },
  partner: {
    purpose: 'partner-reset',
    forget: '/api/partner/forgetpassword',
    verify: '/api/partner/verifyForgotOtp',
    resend: '/api/partner/resendOtp',
    login: '/api/partner/login',
    create: (email?: string) => createPartner(t.db, email ? { email } : {}),
  },
} as const;
const forget = (role: ResetRole, email: string): Call => ({
  method: 'POST',
  url: RESET[role].forget,
  payload: { email, password: PASSWORD, confirmPassword: PASSWORD },
});
const verify = (role: ResetRole, email: string, otp: string): Call => ({
  method: 'POST',
  url: RESET[role].verify,
  payload: { data: { email }, otp },
});
const resend = (role: ResetRole, email: string): Call => ({
  method: 'POST',
  url: RESET[role].resend,
  payload: { email },
});
const login = (role: ResetRole, email: string, password = TEST_PASSWORD): Call => ({
  method: 'POST',
  url: RESET[role].login,
  payload: { email, password },
});

function expectLocked(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ success: false, message: msg.otpLocked });
}

const alertsTo = (email: string) => mailsTo(t, email).filter((m) => /trying codes/.test(m.subject));

const ladderOf = (purpose: OtpPurpose, email: string) =>
  and(eq(otpLadders.purpose, purpose), eq(otpLadders.email, email));

async function ladder(purpose: OtpPurpose, email: string) {
  const [row] = await t.db
    .select({
      locks: otpLadders.locks,
      lockHours: sql<number | null>`round(extract(epoch from ${otpLadders.lockedUntil} - now()) / 3600)::int`,
    })
    .from(otpLadders)
    .where(ladderOf(purpose, email));
  return row;
}

/** Brings the ladder to one code before its next lock, ending any current lock (time moved on). */
async function nineWrongCodesSoFar(purpose: OtpPurpose, email: string) {
  const codesChecked = OTP_WRONG_CODES_BEFORE_LOCK - 1;
  await t.db
    .insert(otpLadders)
    .values({ purpose, email, codesChecked })
    .onConflictDoUpdate({ target: [otpLadders.purpose, otpLadders.email], set: { codesChecked, lockedUntil: null } });
}

describe('the OTP lock through the API', () => {
  it('customer reset: 10 wrong codes over three codes and two client addresses lock the address, alert the owner once; a sign-in unlocks', async () => {
    const user = await RESET.user.create();
    const email = user.email;
    const [a, b] = [clientIp(), clientIp()];
    expect((await send(forget('user', email), a)).statusCode).toBe(200);

    const wrongFrom = async (ip: string) => send(verify('user', email, otherCode(latestOtp(t, email))), ip);
    const answers: number[] = [];
    for (const [ip, n] of [
      [a, 4],
      [b, 4],
      [a, 1],
    ] as const) {
      if (answers.length > 0) expect((await send(resend('user', email), ip)).statusCode).toBe(200);
      for (let i = 0; i < n; i++) answers.push((await wrongFrom(ip)).statusCode);
    }
    expect(answers).toEqual(Array.from({ length: OTP_WRONG_CODES_BEFORE_LOCK - 1 }, () => 400));
    const code = latestOtp(t, email);
    expect(alertsTo(email)).toHaveLength(0);
    expectLocked(await send(verify('user', email, otherCode(code)), b));
    expect(await ladder('user-reset', email)).toEqual({ locks: 1, lockHours: 24 });

    const [alert, ...more] = alertsTo(email);
    expect(more).toHaveLength(0);
    expect(alert?.text).toContain('10 wrong codes were entered to reset the password of your account');
    expect(alert?.text).toContain('24 hours');

    // the right code, a new code, a new reset: the same answer, and no mail
    const mailsBefore = mailsTo(t, email).length;
    expectLocked(await send(verify('user', email, code), a));
    expectLocked(await send(resend('user', email), a));
    expectLocked(await send(forget('user', email), b));
    expect(mailsTo(t, email)).toHaveLength(mailsBefore);
    expect((await send(login('user', email, PASSWORD))).statusCode).toBe(401);

    // the owner signs in with the password: the ladder starts again
    expect((await send(login('user', email))).statusCode).toBe(200);
    expect(await ladder('user-reset', email)).toBeUndefined();
    expect((await send(forget('user', email), a)).statusCode).toBe(200);
  });

  it('an unknown address locks and answers the same way, and nobody is mailed', async () => {
    const known = (await RESET.user.create()).email;
    const unknown = newEmail('nobody');
    const bodies: string[][] = [];
    for (const email of [known, unknown]) {
      expect((await send(forget('user', email))).statusCode).toBe(200);
      // the unknown address's code is never mailed: give its challenge a known one
      await t.db
        .update(otpChallenges)
        .set({ codeHash: await hashPassword('1111') })
        .where(eq(otpChallenges.email, email));
      await nineWrongCodesSoFar('user-reset', email);
      const answers = [
        await send(verify('user', email, '0000')),
        await send(verify('user', email, '1111')),
        await send(forget('user', email)),
        await send(resend('user', email)),
      ];
      answers.forEach(expectLocked);
      bodies.push(answers.map((r) => r.body));
    }
    expect(bodies[1]).toEqual(bodies[0]);
    expect(alertsTo(known)).toHaveLength(1);
    expect(mailsTo(t, unknown)).toHaveLength(0);
  });

  it.each(['user', 'partner'] as const)(
    '%s: the owner is mailed once per ladder; a further lock doubles; a sign-in starts a new ladder',
    async (role) => {
      const { purpose } = RESET[role];
      const email = (await RESET[role].create()).email;
      expect((await send(forget(role, email))).statusCode).toBe(200);

      await nineWrongCodesSoFar(purpose, email);
      expectLocked(await send(verify(role, email, otherCode(latestOtp(t, email)))));
      expect(await ladder(purpose, email)).toEqual({ locks: 1, lockHours: 24 });
      expect(alertsTo(email)).toHaveLength(1);
      if (role === 'partner') expect(alertsTo(email)[0]?.text).toContain('your partner account');

      await nineWrongCodesSoFar(purpose, email);
      expect((await send(resend(role, email))).statusCode).toBe(200);
      expectLocked(await send(verify(role, email, otherCode(latestOtp(t, email)))));
      expect(await ladder(purpose, email)).toEqual({ locks: 2, lockHours: 48 });
      expect(alertsTo(email)).toHaveLength(1);

      expect((await send(login(role, email))).statusCode).toBe(200);
      expect(await ladder(purpose, email)).toBeUndefined();
      expect((await send(forget(role, email))).statusCode).toBe(200);
      await nineWrongCodesSoFar(purpose, email);
      expectLocked(await send(verify(role, email, otherCode(latestOtp(t, email)))));
      expect(await ladder(purpose, email)).toEqual({ locks: 1, lockHours: 24 });
      expect(alertsTo(email)).toHaveLength(2);
    },
  );

  it('a successful reset starts the ladder again', async () => {
    const email = (await RESET.partner.create()).email;
    expect((await send(forget('partner', email))).statusCode).toBe(200);
    await nineWrongCodesSoFar('partner-reset', email);
    expect((await send(verify('partner', email, latestOtp(t, email)))).statusCode).toBe(200);
    expect(await ladder('partner-reset', email)).toBeUndefined();
  });

  it('registration: the same ladder per address; no code is sent while locked; no alert (no account yet)', async () => {
    const form = registerValues();
    const email = form.email;
    const checkEmail: Call = { method: 'GET', url: `/api/checkEmail?email=${encodeURIComponent(email)}` };
    const verifyOtp = (otp: string): Call => ({ method: 'POST', url: '/api/verifyOtp', payload: { data: form, otp } });
    expect((await send(checkEmail)).statusCode).toBe(200);
    const code = latestOtp(t, email);
    await nineWrongCodesSoFar('register', email);
    expectLocked(await send(verifyOtp(otherCode(code))));
    expectLocked(await send(verifyOtp(code)));
    expectLocked(await send(checkEmail));
    expectLocked(await send({ method: 'POST', url: '/api/resendOtp', payload: { email } }));
    expect(mailsTo(t, email)).toHaveLength(1);

    // the lock over, the code still open: the registration completes and the ladder is gone
    await t.db
      .update(otpLadders)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(ladderOf('register', email));
    expect((await send(verifyOtp(code))).statusCode).toBe(200);
    expect(await ladder('register', email)).toBeUndefined();
  });
});
