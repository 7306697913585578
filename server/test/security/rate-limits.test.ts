import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/api/auth.ts';
import { OTP_MAX_ATTEMPTS, OTP_MAX_SENDS_PER_HOUR } from '#shared/domain/limits.ts';
import { msg } from '#shared/messages.ts';
import { LOGIN_LIMITS } from '#server/routes/login-rate-limit.ts';
import { OTP_LIMITS } from '#server/routes/otp-rate-limit.ts';
import { createAdmin, createPartner, createUser, TEST_PASSWORD } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { clientIp, latestOtp, newEmail, otherCode, registerValues } from '#server/test/kits/account-test-kit.ts';

/*
 * Every rate-limited route, through the real app: the (max+1)th call from one client address gets 429
 * with the envelope and msg.tooManyRequests, another address is not affected; and the per-e-mail
 * limits hold whatever the client address (login failures, OTP sends and attempts, OTP verifies a day).
 * The sharing of the counters between instances through Redis is in rate-limits-redis.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const WRONG_PASSWORD = 'Wrong@Pass123';

interface Call {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
}

const send = (call: Call, ip: string) =>
  t.app.inject({ method: call.method, url: call.url, payload: call.payload, headers: { 'x-forwarded-for': ip } });

function expectTooMany(res: LightMyRequestResponse, message: string = msg.tooManyRequests) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ success: false, message });
}

/** Sends `calls` from one address in order, and returns the status codes. */
async function statusesOf(calls: Call[], ip: string): Promise<number[]> {
  const statuses: number[] = [];
  for (const call of calls) statuses.push((await send(call, ip)).statusCode);
  return statuses;
}

const repeat = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

const LOGIN: Record<Role, { url: string; create: (email: string) => Promise<unknown> }> = {
  user: { url: '/api/login', create: (email) => createUser(t.db, { email }) },
  partner: { url: '/api/partner/login', create: (email) => createPartner(t.db, { email }) },
  admin: { url: '/api/admin/login', create: (email) => createAdmin(t.db, { email }) },
};

describe.each(Object.keys(LOGIN) as Role[])('%s login', (role) => {
  const { url, create } = LOGIN[role];
  const login = (email: string, password = WRONG_PASSWORD): Call => ({
    method: 'POST',
    url,
    payload: { email, password },
  });

  it('per address and e-mail (10 a minute), then per address whatever the e-mail (30 a minute)', async () => {
    const email = newEmail(role);
    await create(email);
    const ip = clientIp();
    const first = LOGIN_LIMITS.perAddressAndEmail.max;
    expect(
      await statusesOf(
        repeat(first, () => login(email)),
        ip,
      ),
    ).toEqual(repeat(first, () => 401));
    const blocked = await send(login(email, TEST_PASSWORD), ip);
    expectTooMany(blocked);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // the owner, from another address, is not affected
    expect((await send(login(email, TEST_PASSWORD), clientIp())).statusCode).toBe(200);

    // These answer 429 (address and e-mail) without checking a password, but count for the address.
    const rest = LOGIN_LIMITS.perAddress.max - first - 1;
    expect(
      new Set(
        await statusesOf(
          repeat(rest, () => login(email)),
          ip,
        ),
      ),
    ).toEqual(new Set([429]));
    // a fresh e-mail from this address: only the per-address limit can refuse it
    expectTooMany(await send(login(newEmail(role)), ip));
    expect((await send(login(newEmail(role)), clientIp())).statusCode).toBe(401);
  });

  it('per account: 20 failed tries in 15 minutes from any addresses, then even the right password waits', async () => {
    const email = newEmail(role);
    await create(email);
    const { max } = LOGIN_LIMITS.failuresPerAccount;
    // one try from each of many addresses, so no per-address limit is involved
    const failures = await Promise.all(repeat(max - 1, () => send(login(email), clientIp())));
    expect(failures.map((r) => r.statusCode)).toEqual(repeat(max - 1, () => 401));
    // successful logins do not count: had they counted, the second would already be refused
    for (let i = 0; i < 2; i++) expect((await send(login(email, TEST_PASSWORD), clientIp())).statusCode).toBe(200);
    expect((await send(login(email), clientIp())).statusCode).toBe(401);

    const ip = clientIp();
    expectTooMany(await send(login(email, TEST_PASSWORD), ip));
    expectTooMany(await send(login(email.toUpperCase(), TEST_PASSWORD), clientIp()));
    // another account, from the same address, is not affected
    expect((await send(login(newEmail(role)), ip)).statusCode).toBe(401);
  });
});

describe('OTP sends', () => {
  const resetForm = (email: string) => ({ email, password: 'Fresh@Pass42', confirmPassword: 'Fresh@Pass42' });
  // Calls that pass validation and reach the handler. checkEmail of a registered address is a cheap
  // 409 and the resends of an address with nothing pending a cheap 404: they count all the same.
  const routes: [string, (email: string) => Call, 'registered' | 'fresh'][] = [
    [
      'GET /api/checkEmail',
      (email) => ({ method: 'GET', url: `/api/checkEmail?email=${encodeURIComponent(email)}` }),
      'registered',
    ],
    ['POST /api/resendOtp', (email) => ({ method: 'POST', url: '/api/resendOtp', payload: { email } }), 'fresh'],
    [
      'POST /api/forgetpassword',
      (email) => ({ method: 'POST', url: '/api/forgetpassword', payload: resetForm(email) }),
      'fresh',
    ],
    [
      'POST /api/forgetPassResendOtp',
      (email) => ({ method: 'POST', url: '/api/forgetPassResendOtp', payload: { email } }),
      'fresh',
    ],
    [
      'POST /api/partner/forgetpassword',
      (email) => ({ method: 'POST', url: '/api/partner/forgetpassword', payload: resetForm(email) }),
      'fresh',
    ],
    [
      'POST /api/partner/resendOtp',
      (email) => ({ method: 'POST', url: '/api/partner/resendOtp', payload: { email } }),
      'fresh',
    ],
  ];

  it.each(routes)(
    '%s: 20 per client address in 15 minutes; another address is not affected',
    async (_name, call, kind) => {
      const registered = (await createUser(t.db)).email;
      const email = () => (kind === 'registered' ? registered : newEmail('sends'));
      const ip = clientIp();
      const { max } = OTP_LIMITS.sendsPerAddress;
      const answers = await Promise.all(repeat(max, () => send(call(email()), ip)));
      expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(0);
      expectTooMany(await send(call(email()), ip));
      expect((await send(call(email()), clientIp())).statusCode).not.toBe(429);
    },
  );

  it.each([
    ['register (checkEmail, resendOtp)', routes[0]?.[1], routes[1]?.[1]],
    ['customer reset (forgetpassword, forgetPassResendOtp)', routes[2]?.[1], routes[3]?.[1]],
    ['partner reset (forgetpassword, resendOtp)', routes[4]?.[1], routes[5]?.[1]],
  ])('per e-mail address, %s: 5 codes an hour from any addresses, then 429', async (_name, start, resend) => {
    if (!start || !resend) throw new Error('route table changed');
    const email = newEmail('address');
    const sends = [start(email), ...repeat(OTP_MAX_SENDS_PER_HOUR - 1, () => resend(email))];
    for (const call of sends) expect((await send(call, clientIp())).statusCode).toBe(200);
    const sixth = await send(resend(email), clientIp());
    expectTooMany(sixth, msg.otpTooManySends(60));
    expectTooMany(await send(start(email), clientIp()), msg.otpTooManySends(60));
    // another address, from the same client, is not affected
    expect((await send(start(newEmail('address')), clientIp())).statusCode).toBe(200);
  });
});

describe('OTP verifies', () => {
  const routes: [string, 'register' | 'user-reset' | 'partner-reset', (email: string, otp: string) => Call][] = [
    [
      'POST /api/verifyOtp',
      'register',
      (email, otp) => ({ method: 'POST', url: '/api/verifyOtp', payload: { data: registerValues({ email }), otp } }),
    ],
    [
      'POST /api/verifyForgotOtp',
      'user-reset',
      (email, otp) => ({ method: 'POST', url: '/api/verifyForgotOtp', payload: { data: { email }, otp } }),
    ],
    [
      'POST /api/partner/verifyForgotOtp',
      'partner-reset',
      (email, otp) => ({ method: 'POST', url: '/api/partner/verifyForgotOtp', payload: { data: { email }, otp } }),
    ],
  ];

  /** Opens a challenge of `purpose` for `email` and returns its code. */
  async function pendingCode(purpose: 'register' | 'user-reset' | 'partner-reset', email: string): Promise<string> {
    const password = 'Fresh@Pass42';
    const start: Call =
      purpose === 'register'
        ? { method: 'GET', url: `/api/checkEmail?email=${encodeURIComponent(email)}` }
        : {
            method: 'POST',
            url: purpose === 'user-reset' ? '/api/forgetpassword' : '/api/partner/forgetpassword',
            payload: { email, password, confirmPassword: password },
          };
    if (purpose === 'user-reset') await createUser(t.db, { email });
    if (purpose === 'partner-reset') await createPartner(t.db, { email });
    expect((await send(start, clientIp())).statusCode).toBe(200);
    return latestOtp(t, email);
  }

  const resendOf = (purpose: 'register' | 'user-reset' | 'partner-reset', email: string): Call => ({
    method: 'POST',
    url: {
      register: '/api/resendOtp',
      'user-reset': '/api/forgetPassResendOtp',
      'partner-reset': '/api/partner/resendOtp',
    }[purpose],
    payload: { email },
  });

  it.each(routes)(
    '%s: 30 per client address in 15 minutes; another address is not affected',
    async (_name, _purpose, call) => {
      const ip = clientIp();
      const { max } = OTP_LIMITS.verifiesPerAddress;
      // nothing pending for these addresses: a cheap 400, counted all the same
      const answers = await Promise.all(repeat(max, () => send(call(newEmail('verify'), '1234'), ip)));
      expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([400]));
      expectTooMany(await send(call(newEmail('verify'), '1234'), ip));
      expect((await send(call(newEmail('verify'), '1234'), clientIp())).statusCode).toBe(400);
    },
  );

  it.each(routes)(
    '%s: 5 wrong codes from any addresses end the code (per e-mail, in the database)',
    async (_name, purpose, call) => {
      const email = newEmail('guess');
      const code = await pendingCode(purpose, email);
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
        const res = await send(call(email, otherCode(code)), clientIp());
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(msg.otpWrong(OTP_MAX_ATTEMPTS - i - 1));
      }
      expectTooMany(await send(call(email, code), clientIp()), msg.otpAttemptsExhausted);
    },
  );

  it.each(routes)(
    '%s: 20 a day per e-mail address from any addresses, then 429 even with the right code',
    async (_name, purpose, call) => {
      const email = newEmail('daily');
      const code = await pendingCode(purpose, email);
      const { max } = OTP_LIMITS.verifiesPerEmail;
      // wrong codes until the challenge is spent, then more tries (429 from the challenge): all count
      const answers = await Promise.all(repeat(max, () => send(call(email, otherCode(code)), clientIp())));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([
        ...repeat(OTP_MAX_ATTEMPTS, () => 400),
        ...repeat(max - OTP_MAX_ATTEMPTS, () => 429),
      ]);
      // a new code (the challenge would take it: attempts start again) does not reopen the day's budget
      expect((await send(resendOf(purpose, email), clientIp())).statusCode).toBe(200);
      const fresh = latestOtp(t, email);
      const ip = clientIp();
      const blocked = await send(call(email, fresh), ip);
      expectTooMany(blocked);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(23 * 3600);
      // another e-mail address, from the same client, is not affected
      expect((await send(call(newEmail('daily'), '1234'), ip)).statusCode).toBe(400);
    },
  );
});

describe('partner join-us', () => {
  const joinForm = () => ({
    fname: 'Meera',
    lname: 'Iyer',
    email: newEmail('garage'),
    password: 'Garage2025x',
    confirmPassword: 'Garage2025x',
  });
  const join = (): Call => ({ method: 'POST', url: '/api/partner/join-us', payload: joinForm() });

  it('10 per client address in 15 minutes; another address is not affected', async () => {
    const ip = clientIp();
    const answers = await Promise.all(repeat(10, () => send(join(), ip)));
    expect(answers.map((r) => r.statusCode)).toEqual(repeat(10, () => 200));
    expectTooMany(await send(join(), ip));
    expect((await send(join(), clientIp())).statusCode).toBe(200);
  });
});
