import { randomInt } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from '#server/test/test-app.ts';

/** Helpers for the customer account API tests (registration, reset, profile). */

/** A client address of its own, so one test's calls do not spend another's per-address rate limit. */
export function clientIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

let counter = 0;
/** A fresh address nobody has used. */
export function newEmail(prefix = 'rider'): string {
  return `${prefix}-${Date.now().toString(36)}-${counter++}@example.test`;
}

/** The 4-digit code of the newest mail sent to `to` (the templates say "… is 1234."). */
export function latestOtp(t: TestApp, to: string): string {
  const mail = t.mails.filter((m) => m.to === to).at(-1);
  const code = mail && /\bis (\d{4})\./.exec(mail.text)?.[1];
  if (!code) throw new Error(`no OTP mail to ${to}`);
  return code;
}

export function mailsTo(t: TestApp, to: string) {
  return t.mails.filter((m) => m.to === to);
}

/** A code that is not `code`. */
export const otherCode = (code: string) => (code === '0000' ? '0001' : '0000');

/**
 * `inject` that keeps every answer body, so a file can finally assert that no answer ever carried a
 * password or code hash.
 */
export function recordingInject(t: TestApp) {
  const bodies: string[] = [];
  const call = async (options: InjectOptions & { ip?: string }): Promise<LightMyRequestResponse> => {
    const { ip, headers, ...rest } = options;
    const res = await t.app.inject({
      ...rest,
      headers: { 'x-forwarded-for': ip ?? clientIp(), ...(headers ?? {}) },
    });
    bodies.push(res.body);
    return res;
  };
  return { call, bodies };
}

/** A valid register form (every rule of spec section 5 passes). */
export function registerValues(overrides: Record<string, unknown> = {}) {
  return {
    fname: 'Asha',
    lname: 'Rao',
    email: newEmail(),
    mobile: '9876543210',
    password: 'Secret@Pass9',
    confirmPassword: 'Secret@Pass9',
    ...overrides,
  };
}
