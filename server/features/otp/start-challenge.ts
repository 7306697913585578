import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MAX_SENDS_PER_HOUR, OTP_TTL_MINUTES } from '#shared/domain/limits.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { otpChallenges, type OtpPurpose } from '#server/db/schema/messaging.ts';
import { AppError } from '#server/errors.ts';
import { hashPassword } from '#server/lib/password.ts';
import { refuseWhileLocked } from './lock-ladder.ts';

export interface OtpDeps {
  db: DbOrTx;
}

export interface StartChallengeInput {
  purpose: OtpPurpose;
  /** normalised (trimmed, lower-cased) address */
  email: string;
  /**
   * What the challenge unlocks once verified, e.g. `{ passwordHash }` for a reset. Never a plain
   * password: hash it before it gets here.
   */
  payload?: Record<string, unknown>;
}

/** A fresh code to mail; only its hash is stored. */
export interface SentChallenge {
  code: string;
}

/** A uniformly random 4-digit code from the CSPRNG, leading zeros kept. */
export function generateOtpCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

const expiresAt = () => sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`;
// The send window is fixed: it starts at the first send and lasts an hour.
const windowOver = sql`${otpChallenges.sendWindowStartedAt} <= now() - interval '1 hour'`;
const sendAllowed = sql`(${windowOver} OR ${otpChallenges.sendsInWindow} < ${OTP_MAX_SENDS_PER_HOUR})`;
// Counting for a send that is allowed: a new window, or one more send in the current window.
const sendCounters = {
  sendWindowStartedAt: sql`CASE WHEN ${windowOver} THEN now() ELSE ${otpChallenges.sendWindowStartedAt} END`,
  sendsInWindow: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${otpChallenges.sendsInWindow} + 1 END`,
};

/**
 * Opens (or restarts) the challenge of one purpose and address: a new 4-digit code, its argon2 hash
 * stored with the payload, 5 minutes to use it, attempts reset. At most 5 sends per purpose and address
 * in an hour (TOO_MANY, saying when to try again). The check and the count are one atomic upsert, so
 * parallel requests cannot exceed the limit. Refused while the address is locked for the purpose
 * (lock-ladder.ts), so a lock also stops the mails. The caller mails the returned code.
 */
export async function startChallenge(deps: OtpDeps, input: StartChallengeInput): Promise<SentChallenge> {
  await refuseWhileLocked(deps.db, input);
  const code = generateOtpCode();
  const codeHash = await hashPassword(code);
  const payload = input.payload ?? {};
  const [row] = await deps.db
    .insert(otpChallenges)
    .values({
      purpose: input.purpose,
      email: input.email,
      codeHash,
      payload,
      attempts: 0,
      expiresAt: expiresAt(),
      lastSentAt: sql`now()`,
      sendWindowStartedAt: sql`now()`,
      sendsInWindow: 1,
    })
    .onConflictDoUpdate({
      target: [otpChallenges.purpose, otpChallenges.email],
      set: { codeHash, payload, attempts: 0, expiresAt: expiresAt(), lastSentAt: sql`now()`, ...sendCounters },
      setWhere: sendAllowed,
    })
    .returning({ id: otpChallenges.id });
  if (!row) throw await tooManySends(deps, input);
  return { code };
}

/**
 * Mails a new code for the open challenge of this purpose and address, keeping its payload (a resend
 * after expiry is the usual case). Same send limit and lock as startChallenge; NOT_FOUND when there
 * is no challenge to resend (it was used, or never started).
 */
export async function resendChallenge(
  deps: OtpDeps,
  input: { purpose: OtpPurpose; email: string },
): Promise<SentChallenge> {
  await refuseWhileLocked(deps.db, input);
  const code = generateOtpCode();
  const codeHash = await hashPassword(code);
  const [row] = await deps.db
    .update(otpChallenges)
    .set({ codeHash, attempts: 0, expiresAt: expiresAt(), lastSentAt: sql`now()`, ...sendCounters })
    .where(and(eq(otpChallenges.purpose, input.purpose), eq(otpChallenges.email, input.email), sendAllowed))
    .returning({ id: otpChallenges.id });
  if (row) return { code };
  const exists = await deps.db
    .select({ id: otpChallenges.id })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.purpose, input.purpose), eq(otpChallenges.email, input.email)));
  if (exists.length === 0) throw new AppError('NOT_FOUND', msg.otpNoPending);
  throw await tooManySends(deps, input);
}

/** The 429 of the send limit, telling the person how many minutes until the window reopens. */
async function tooManySends(deps: OtpDeps, input: { purpose: OtpPurpose; email: string }): Promise<AppError> {
  const [row] = await deps.db
    .select({
      minutes: sql<number>`greatest(1, ceil(extract(epoch from (${otpChallenges.sendWindowStartedAt} + interval '1 hour' - now())) / 60))::int`,
    })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.purpose, input.purpose), eq(otpChallenges.email, input.email)));
  return new AppError('TOO_MANY', msg.otpTooManySends(row?.minutes ?? 60));
}
