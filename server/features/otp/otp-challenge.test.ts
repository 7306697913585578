import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, OTP_MAX_SENDS_PER_HOUR } from '#shared/domain/limits.ts';
import { msg } from '#shared/messages.ts';
import { otpChallenges, type OtpPurpose } from '#server/db/schema/messaging.ts';
import { AppError } from '#server/errors.ts';
import { appErrorOf } from '#server/test/app-error-of.ts';
import { databasePerFile } from '#server/test/test-database.ts';
import { generateOtpCode, resendChallenge, startChallenge } from './start-challenge.ts';
import { verifyChallenge } from './verify-challenge.ts';

const database = databasePerFile();

let counter = 0;
const newEmail = () => `otp-${Date.now().toString(36)}-${counter++}@example.test`;
const deps = () => ({ db: database.db });
const returnPayload = async (_tx: unknown, payload: Record<string, unknown>) => payload;

async function challengeRow(purpose: OtpPurpose, email: string) {
  const [row] = await database.db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.purpose, purpose), eq(otpChallenges.email, email)));
  return row;
}

/** A code that is not the right one. */
const wrong = (code: string) => (code === '0000' ? '0001' : '0000');

describe('generateOtpCode', () => {
  it('makes 4 digits, leading zeros kept', () => {
    for (let i = 0; i < 500; i++) expect(generateOtpCode()).toMatch(/^[0-9]{4}$/);
  });
});

describe('startChallenge and verifyChallenge', () => {
  it('stores only a hash of the code, and hands back the payload once on the right code', async () => {
    const email = newEmail();
    const { code } = await startChallenge(deps(), { purpose: 'user-reset', email, payload: { passwordHash: 'h' } });
    const row = await challengeRow('user-reset', email);
    expect(row?.codeHash).toMatch(/^\$argon2id\$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.attempts).toBe(0);

    const payload = await verifyChallenge(deps(), { purpose: 'user-reset', email, code }, returnPayload);
    expect(payload).toEqual({ passwordHash: 'h' });
    expect(await challengeRow('user-reset', email)).toBeUndefined();
    const again = await appErrorOf(verifyChallenge(deps(), { purpose: 'user-reset', email, code }, returnPayload));
    expect(again.code).toBe('VALIDATION');
    expect(again.message).toBe(msg.otpNoPending);
  });

  it('keeps purposes apart: a register code does not open a reset', async () => {
    const email = newEmail();
    const { code } = await startChallenge(deps(), { purpose: 'register', email });
    const error = await appErrorOf(verifyChallenge(deps(), { purpose: 'user-reset', email, code }, returnPayload));
    expect(error.message).toBe(msg.otpNoPending);
  });

  it('counts wrong codes, tells how many attempts are left, and kills the challenge after 5', async () => {
    const email = newEmail();
    const { code } = await startChallenge(deps(), { purpose: 'register', email });
    for (let i = 1; i <= OTP_MAX_ATTEMPTS; i++) {
      const error = await appErrorOf(
        verifyChallenge(deps(), { purpose: 'register', email, code: wrong(code) }, returnPayload),
      );
      expect(error.code).toBe('VALIDATION');
      expect(error.message).toBe(msg.otpWrong(OTP_MAX_ATTEMPTS - i));
    }
    const dead = await appErrorOf(verifyChallenge(deps(), { purpose: 'register', email, code }, returnPayload));
    expect(dead.code).toBe('TOO_MANY');
    expect(dead.message).toBe(msg.otpAttemptsExhausted);
  });

  it('accepts the right code on the last allowed attempt', async () => {
    const email = newEmail();
    const { code } = await startChallenge(deps(), { purpose: 'register', email, payload: { n: 1 } });
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) {
      await appErrorOf(verifyChallenge(deps(), { purpose: 'register', email, code: wrong(code) }, returnPayload));
    }
    expect(await verifyChallenge(deps(), { purpose: 'register', email, code }, returnPayload)).toEqual({ n: 1 });
  });

  it('never checks more than 5 codes, even when the guesses arrive in parallel', async () => {
    const email = newEmail();
    const { code } = await startChallenge(deps(), { purpose: 'register', email });
    const guesses = Array.from({ length: 12 }, () =>
      appErrorOf(verifyChallenge(deps(), { purpose: 'register', email, code: wrong(code) }, returnPayload)),
    );
    const errors = await Promise.all(guesses);
    expect(errors.filter((e) => e.code === 'VALIDATION')).toHaveLength(OTP_MAX_ATTEMPTS);
    expect(errors.filter((e) => e.code === 'TOO_MANY')).toHaveLength(12 - OTP_MAX_ATTEMPTS);
    expect((await challengeRow('register', email))?.attempts).toBe(OTP_MAX_ATTEMPTS);
  });

  it('refuses an expired code, even the right one', async () => {
    const email = newEmail();
    const { code } = await startChallenge(deps(), { purpose: 'register', email });
    await database.db
      .update(otpChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpChallenges.email, email));
    const error = await appErrorOf(verifyChallenge(deps(), { purpose: 'register', email, code }, returnPayload));
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toBe(msg.otpExpired);
  });

  it('keeps the challenge when the work after a right code fails', async () => {
    const email = newEmail();
    const { code } = await startChallenge(deps(), { purpose: 'register', email });
    const boom = await appErrorOf(
      verifyChallenge(deps(), { purpose: 'register', email, code }, async () => {
        throw new AppError('CONFLICT');
      }),
    );
    expect(boom.code).toBe('CONFLICT');
    expect(await challengeRow('register', email)).toBeDefined();
  });
});

describe('sends and resends', () => {
  it('allows 5 sends per address and purpose in an hour, then answers 429 with the wait', async () => {
    const email = newEmail();
    for (let i = 0; i < OTP_MAX_SENDS_PER_HOUR; i++) await startChallenge(deps(), { purpose: 'register', email });
    const error = await appErrorOf(startChallenge(deps(), { purpose: 'register', email }));
    expect(error.code).toBe('TOO_MANY');
    expect(error.message).toBe(msg.otpTooManySends(60));
    const resend = await appErrorOf(resendChallenge(deps(), { purpose: 'register', email }));
    expect(resend.code).toBe('TOO_MANY');
    // another purpose for the same address has its own count
    await startChallenge(deps(), { purpose: 'user-reset', email });
  });

  it('opens a new window once the hour has passed', async () => {
    const email = newEmail();
    for (let i = 0; i < OTP_MAX_SENDS_PER_HOUR; i++) await startChallenge(deps(), { purpose: 'register', email });
    await database.db
      .update(otpChallenges)
      .set({ sendWindowStartedAt: sql`now() - interval '61 minutes'` })
      .where(eq(otpChallenges.email, email));
    await startChallenge(deps(), { purpose: 'register', email });
    expect((await challengeRow('register', email))?.sendsInWindow).toBe(1);
  });

  it('never exceeds the send limit under parallel requests', async () => {
    const email = newEmail();
    const results = await Promise.allSettled(
      Array.from({ length: 9 }, () => startChallenge(deps(), { purpose: 'register', email })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(OTP_MAX_SENDS_PER_HOUR);
  });

  it('resends a new code with the same payload; the old code stops working; attempts reset', async () => {
    const email = newEmail();
    const first = await startChallenge(deps(), { purpose: 'user-reset', email, payload: { passwordHash: 'keep' } });
    await appErrorOf(verifyChallenge(deps(), { purpose: 'user-reset', email, code: wrong(first.code) }, returnPayload));
    await database.db
      .update(otpChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpChallenges.email, email));

    let second = await resendChallenge(deps(), { purpose: 'user-reset', email });
    // a 1-in-10 000 chance that the new code equals the old one; draw again so the test is exact
    while (second.code === first.code) second = await resendChallenge(deps(), { purpose: 'user-reset', email });
    expect((await challengeRow('user-reset', email))?.attempts).toBe(0);

    const old = await appErrorOf(
      verifyChallenge(deps(), { purpose: 'user-reset', email, code: first.code }, returnPayload),
    );
    expect(old.code).toBe('VALIDATION');
    const payload = await verifyChallenge(deps(), { purpose: 'user-reset', email, code: second.code }, returnPayload);
    expect(payload).toEqual({ passwordHash: 'keep' });
  });

  it('answers 404 when there is nothing to resend', async () => {
    const error = await appErrorOf(resendChallenge(deps(), { purpose: 'register', email: newEmail() }));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe(msg.otpNoPending);
  });
});
