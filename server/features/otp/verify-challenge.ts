import { and, eq, lt, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '#shared/domain/limits.ts';
import { msg } from '#shared/messages.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { otpChallenges, type OtpPurpose } from '#server/db/schema/messaging.ts';
import { AppError } from '#server/errors.ts';
import { verifyPassword } from '#server/lib/password.ts';
import { lockedError, reserveCodeCheck, resetLockLadder } from './lock-ladder.ts';

export interface VerifyChallengeInput {
  purpose: OtpPurpose;
  email: string;
  code: string;
  /**
   * Tells the account's owner that someone is trying codes; called once per ladder, when a wrong code
   * starts its first lock. A failure here does not change the answer (the mailer records and logs it).
   */
  alertOwner?: () => Promise<void>;
}

/**
 * Checks a code against the open challenge of this purpose and address.
 * - address locked for this purpose (lock-ladder.ts): 429 'Too many wrong codes…', whatever the code;
 * - no challenge: 400 'No OTP is pending…'; expired: 400 'OTP expired…';
 * - wrong code: 400 'Invalid OTP, N attempts left'; after 5 attempts the challenge is dead: 429; the
 *   10th code checked since the last lock locks the address (429 'Too many wrong codes…');
 * - right code: in one transaction the ladder is reset, the challenge deleted and
 *   `apply(tx, payload)` run (create the account, set the password); its result is returned. If
 *   `apply` throws, the challenge and the ladder are as before.
 *
 * Every attempt (the right one too) first reserves, in one transaction, a check on the address's
 * ladder and one of the challenge's 5 attempts, each with an atomic conditional write
 * (`… attempts = attempts + 1 WHERE attempts < 5 RETURNING`): parallel guesses cannot get more than
 * 5 codes of a challenge, nor 10 of a ladder rung, checked. The delete is conditional on the code
 * hash, so a code replaced by a resend meanwhile, or a challenge consumed by a parallel request, is
 * refused.
 */
export async function verifyChallenge<T>(
  deps: { db: Db },
  input: VerifyChallengeInput,
  apply: (tx: Tx, payload: Record<string, unknown>) => Promise<T>,
): Promise<T> {
  const key = { purpose: input.purpose, email: input.email };
  const match = and(eq(otpChallenges.purpose, input.purpose), eq(otpChallenges.email, input.email));
  // NOTE: the ladder row is always locked before the challenge row (here and below), so the two
  // transactions cannot deadlock.
  const reserved = await deps.db.transaction(async (tx) => {
    const check = await reserveCodeCheck(tx, key);
    if (!check) throw lockedError();
    const [attempt] = await tx
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(and(match, lt(otpChallenges.attempts, OTP_MAX_ATTEMPTS), sql`${otpChallenges.expiresAt} > now()`))
      .returning({ id: otpChallenges.id, codeHash: otpChallenges.codeHash, attempts: otpChallenges.attempts });
    if (!attempt) throw await whyNoAttempt(tx, match);
    return { ...attempt, ...check };
  });

  if (!(await verifyPassword(reserved.codeHash, input.code))) {
    if (reserved.locking) {
      if (reserved.firstLock) await input.alertOwner?.().catch(() => undefined);
      throw lockedError();
    }
    const attemptsLeft = Math.min(OTP_MAX_ATTEMPTS - reserved.attempts, reserved.codesLeft);
    throw new AppError('VALIDATION', msg.otpWrong(attemptsLeft), { extra: { attemptsLeft } });
  }

  return deps.db.transaction(async (tx) => {
    await resetLockLadder(tx, key);
    const [consumed] = await tx
      .delete(otpChallenges)
      .where(and(eq(otpChallenges.id, reserved.id), eq(otpChallenges.codeHash, reserved.codeHash)))
      .returning({ payload: otpChallenges.payload });
    if (!consumed) throw new AppError('VALIDATION', msg.otpNoPending);
    return apply(tx, consumed.payload);
  });
}

/** Why no attempt could be reserved: no challenge, attempts used up, or expired. */
async function whyNoAttempt(db: DbOrTx, match: ReturnType<typeof and>): Promise<AppError> {
  const [row] = await db
    .select({ attempts: otpChallenges.attempts, live: sql<boolean>`${otpChallenges.expiresAt} > now()` })
    .from(otpChallenges)
    .where(match);
  if (!row) return new AppError('VALIDATION', msg.otpNoPending);
  if (row.attempts >= OTP_MAX_ATTEMPTS) return new AppError('TOO_MANY', msg.otpAttemptsExhausted);
  if (!row.live) return new AppError('VALIDATION', msg.otpExpired);
  // The challenge changed between the two queries (a resend): let the person try again.
  return new AppError('VALIDATION', msg.otpWrong(OTP_MAX_ATTEMPTS - row.attempts));
}
