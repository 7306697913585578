import { and, eq, lt, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '#shared/domain/limits.ts';
import { msg } from '#shared/messages.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { otpChallenges, type OtpPurpose } from '#server/db/schema/messaging.ts';
import { AppError } from '#server/errors.ts';
import { verifyPassword } from '#server/features/accounts/password.ts';

export interface VerifyChallengeInput {
  purpose: OtpPurpose;
  email: string;
  code: string;
}

/**
 * Checks a code against the open challenge of this purpose and address.
 * - no challenge: 400 'No OTP is pending…'; expired: 400 'OTP expired…';
 * - wrong code: 400 'Invalid OTP, N attempts left'; after 5 attempts the challenge is dead: 429;
 * - right code: in one transaction the challenge is deleted and `apply(tx, payload)` runs (create the
 *   account, set the password); its result is returned. If `apply` throws, the challenge survives.
 *
 * Every attempt (the right one too) first reserves one of the 5 with an atomic
 * `UPDATE … SET attempts = attempts + 1 WHERE attempts < 5 RETURNING`, so parallel guesses cannot get
 * more than 5 codes checked. The delete is conditional on the code hash, so a code replaced by a resend
 * meanwhile, or a challenge consumed by a parallel request, is refused.
 */
export async function verifyChallenge<T>(
  deps: { db: Db },
  input: VerifyChallengeInput,
  apply: (tx: Tx, payload: Record<string, unknown>) => Promise<T>,
): Promise<T> {
  const match = and(eq(otpChallenges.purpose, input.purpose), eq(otpChallenges.email, input.email));
  const [reserved] = await deps.db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(and(match, lt(otpChallenges.attempts, OTP_MAX_ATTEMPTS), sql`${otpChallenges.expiresAt} > now()`))
    .returning({ id: otpChallenges.id, codeHash: otpChallenges.codeHash, attempts: otpChallenges.attempts });
  if (!reserved) throw await whyNoAttempt(deps.db, match);

  if (!(await verifyPassword(reserved.codeHash, input.code))) {
    throw new AppError('VALIDATION', msg.otpWrong(OTP_MAX_ATTEMPTS - reserved.attempts), {
      extra: { attemptsLeft: OTP_MAX_ATTEMPTS - reserved.attempts },
    });
  }

  return deps.db.transaction(async (tx) => {
    const [consumed] = await tx
      .delete(otpChallenges)
      .where(and(eq(otpChallenges.id, reserved.id), eq(otpChallenges.codeHash, reserved.codeHash)))
      .returning({ payload: otpChallenges.payload });
    if (!consumed) throw new AppError('VALIDATION', msg.otpNoPending);
    return apply(tx, consumed.payload);
  });
}

/** Why no attempt could be reserved: no challenge, attempts used up, or expired. */
async function whyNoAttempt(db: Db, match: ReturnType<typeof and>): Promise<AppError> {
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
