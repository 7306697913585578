import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OTP_WRONG_CODES_BEFORE_LOCK } from '#shared/domain/limits.ts';
import { msg } from '#shared/messages.ts';
import { otpChallenges, otpLadders, type OtpPurpose } from '#server/db/schema/messaging.ts';
import type { AppError } from '#server/errors.ts';
import { appErrorOf } from '#server/test/app-error-of.ts';
import { databasePerFile } from '#server/test/test-database.ts';
import { resendChallenge, startChallenge } from './start-challenge.ts';
import { verifyChallenge } from './verify-challenge.ts';

/*
 * The lock ladder of an address and purpose (lock-ladder.ts), through startChallenge and
 * verifyChallenge. Time is moved by ending a lock in the database (`locked_until` in the past), as
 * the challenge tests do with `expires_at`; lock lengths are read against the database's now().
 */

const database = databasePerFile();

let counter = 0;
const newEmail = () => `ladder-${Date.now().toString(36)}-${counter++}@example.test`;
const deps = () => ({ db: database.db });
const returnPayload = async (_tx: unknown, payload: Record<string, unknown>) => payload;
const wrong = (code: string) => (code === '0000' ? '0001' : '0000');
const HOUR = 3600;

const ladderOf = (purpose: OtpPurpose, email: string) =>
  and(eq(otpLadders.purpose, purpose), eq(otpLadders.email, email));

async function ladderRow(purpose: OtpPurpose, email: string) {
  const [row] = await database.db
    .select({
      codesChecked: otpLadders.codesChecked,
      locks: otpLadders.locks,
      lockSeconds: sql<number | null>`extract(epoch from ${otpLadders.lockedUntil} - now())::float8`,
    })
    .from(otpLadders)
    .where(ladderOf(purpose, email));
  return row;
}

/** The time left on the address's lock, in hours (1/10 h is well within a test's run). */
async function lockHours(purpose: OtpPurpose, email: string): Promise<number> {
  const seconds = (await ladderRow(purpose, email))?.lockSeconds;
  if (seconds == null) throw new Error('no lock');
  return Math.round((seconds / HOUR) * 10) / 10;
}

/** Moves time past the current lock. */
async function endLock(purpose: OtpPurpose, email: string) {
  await database.db
    .update(otpLadders)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(ladderOf(purpose, email));
}

/** A new challenge (and its code), past the send limit: the hour of earlier sends is moved back. */
async function open(purpose: OtpPurpose, email: string): Promise<string> {
  await database.db
    .update(otpChallenges)
    .set({ sendWindowStartedAt: sql`now() - interval '61 minutes'` })
    .where(and(eq(otpChallenges.purpose, purpose), eq(otpChallenges.email, email)));
  return (await startChallenge(deps(), { purpose, email, payload: { ok: true } })).code;
}

/**
 * `n` wrong codes spread over several challenges (at most 4 on each), as a patient guesser would
 * send them; returns every error, in order.
 */
async function guessWrong(
  purpose: OtpPurpose,
  email: string,
  n: number,
  alertOwner?: () => Promise<void>,
): Promise<AppError[]> {
  const errors: AppError[] = [];
  let code = '';
  for (let i = 0; i < n; i++) {
    if (i % 4 === 0) code = await open(purpose, email);
    errors.push(
      await appErrorOf(verifyChallenge(deps(), { purpose, email, code: wrong(code), alertOwner }, returnPayload)),
    );
  }
  return errors;
}

const messages = (errors: AppError[]) => errors.map((e) => `${e.code} ${e.message}`);

describe('the lock ladder of an address and purpose', () => {
  it('locks after 10 wrong codes across challenges, for 24 hours: sends and every code refused, even the right one', async () => {
    const email = newEmail();
    const before = await guessWrong('user-reset', email, OTP_WRONG_CODES_BEFORE_LOCK - 1);
    expect(before.every((e) => e.code === 'VALIDATION')).toBe(true);
    // the last wrong code before the lock tells the truth about what is left: one more
    expect(before.at(-1)?.message).toBe(msg.otpWrong(1));

    const code = await open('user-reset', email);
    const tenth = await appErrorOf(
      verifyChallenge(deps(), { purpose: 'user-reset', email, code: wrong(code) }, returnPayload),
    );
    expect(tenth.code).toBe('TOO_MANY');
    expect(tenth.message).toBe(msg.otpLocked);
    expect(msg.otpLocked).toBe('Too many wrong codes. Try again tomorrow.');
    expect(await lockHours('user-reset', email)).toBe(24);

    // the right code gets the same answer, and is not used up
    const right = await appErrorOf(verifyChallenge(deps(), { purpose: 'user-reset', email, code }, returnPayload));
    expect(`${right.code} ${right.message}`).toBe(`TOO_MANY ${msg.otpLocked}`);
    const [challenge] = await database.db
      .select({ attempts: otpChallenges.attempts })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.purpose, 'user-reset'), eq(otpChallenges.email, email)));
    expect(challenge?.attempts).toBe(1);
    // no new code is mailed while locked
    for (const send of [startChallenge, resendChallenge]) {
      const refused = await appErrorOf(send(deps(), { purpose: 'user-reset', email }));
      expect(`${refused.code} ${refused.message}`).toBe(`TOO_MANY ${msg.otpLocked}`);
    }
    // other purposes of the address, and other addresses, are not locked
    await startChallenge(deps(), { purpose: 'partner-reset', email });
    await startChallenge(deps(), { purpose: 'user-reset', email: newEmail() });

    // once the lock is over, the right code works, and the ladder starts again from its first rung
    await endLock('user-reset', email);
    expect(await verifyChallenge(deps(), { purpose: 'user-reset', email, code }, returnPayload)).toEqual({ ok: true });
    expect(await ladderRow('user-reset', email)).toBeUndefined();
    const again = await guessWrong('user-reset', email, OTP_WRONG_CODES_BEFORE_LOCK);
    expect(messages(again).at(-1)).toBe(`TOO_MANY ${msg.otpLocked}`);
    expect(await lockHours('user-reset', email)).toBe(24);
  });

  it('doubles each further lock, up to 90 days, and alerts the owner once per ladder', async () => {
    const email = newEmail();
    let alerts = 0;
    const alertOwner = async () => {
      alerts++;
    };
    const first = await guessWrong('user-reset', email, OTP_WRONG_CODES_BEFORE_LOCK, alertOwner);
    expect(messages(first).filter((m) => m === `TOO_MANY ${msg.otpLocked}`)).toHaveLength(1);
    expect(await lockHours('user-reset', email)).toBe(24);
    expect(alerts).toBe(1);

    await endLock('user-reset', email);
    const second = await guessWrong('user-reset', email, OTP_WRONG_CODES_BEFORE_LOCK, alertOwner);
    expect(
      messages(second)
        .slice(0, -1)
        .every((m) => m.startsWith('VALIDATION')),
    ).toBe(true);
    expect(messages(second).at(-1)).toBe(`TOO_MANY ${msg.otpLocked}`);
    expect(await lockHours('user-reset', email)).toBe(48);
    expect(alerts).toBe(1);

    // further rungs, skipping the wrong codes before their last one: 4, 8, 16, 32, 64 days, then 90
    for (const [locksBefore, days] of [
      [2, 4],
      [6, 64],
      [7, 90],
      [30, 90],
    ] as const) {
      await database.db
        .update(otpLadders)
        .set({ locks: locksBefore, codesChecked: OTP_WRONG_CODES_BEFORE_LOCK - 1, lockedUntil: null })
        .where(ladderOf('user-reset', email));
      const [last] = await guessWrong('user-reset', email, 1, alertOwner);
      expect(last?.message).toBe(msg.otpLocked);
      expect(await lockHours('user-reset', email)).toBe(days * 24);
    }
    expect(alerts).toBe(1);
  });

  it('a right code as the 10th check succeeds and lifts the lock it had set', async () => {
    const email = newEmail();
    let alerts = 0;
    await guessWrong('partner-reset', email, OTP_WRONG_CODES_BEFORE_LOCK - 1);
    const code = await open('partner-reset', email);
    const alertOwner = async () => {
      alerts++;
    };
    const payload = await verifyChallenge(deps(), { purpose: 'partner-reset', email, code, alertOwner }, returnPayload);
    expect(payload).toEqual({ ok: true });
    expect(await ladderRow('partner-reset', email)).toBeUndefined();
    expect(alerts).toBe(0);
  });

  it('counts only codes checked: nothing pending, an expired code or a spent challenge do not count', async () => {
    const email = newEmail();
    const none = await appErrorOf(verifyChallenge(deps(), { purpose: 'register', email, code: '1234' }, returnPayload));
    expect(none.message).toBe(msg.otpNoPending);
    const code = await open('register', email);
    await database.db
      .update(otpChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpChallenges.email, email));
    const expired = await appErrorOf(verifyChallenge(deps(), { purpose: 'register', email, code }, returnPayload));
    expect(expired.message).toBe(msg.otpExpired);
    expect(await ladderRow('register', email)).toBeUndefined();
  });

  it('never checks more than 10 codes a rung, even when the guesses arrive in parallel', async () => {
    const email = newEmail();
    let alerts = 0;
    const alertOwner = async () => {
      alerts++;
    };
    const spent = OTP_WRONG_CODES_BEFORE_LOCK - 3;
    await guessWrong('register', email, spent);
    const code = await open('register', email);
    const guesses = Array.from({ length: 12 }, () =>
      appErrorOf(verifyChallenge(deps(), { purpose: 'register', email, code: wrong(code), alertOwner }, returnPayload)),
    );
    const answers = messages(await Promise.all(guesses));
    expect(answers.filter((m) => m.startsWith('VALIDATION'))).toHaveLength(2);
    expect(answers.filter((m) => m === `TOO_MANY ${msg.otpLocked}`)).toHaveLength(10);
    const [challenge] = await database.db
      .select({ attempts: otpChallenges.attempts })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.purpose, 'register'), eq(otpChallenges.email, email)));
    expect(challenge?.attempts).toBe(3);
    expect(await ladderRow('register', email)).toMatchObject({ codesChecked: 0, locks: 1 });
    expect(alerts).toBe(1);
  });
});
