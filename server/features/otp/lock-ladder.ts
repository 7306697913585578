import { and, eq, sql } from 'drizzle-orm';
import { OTP_FIRST_LOCK_HOURS, OTP_MAX_LOCK_DAYS, OTP_WRONG_CODES_BEFORE_LOCK } from '#shared/domain/limits.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { otpLadders, type OtpPurpose } from '#server/db/schema/messaging.ts';
import { AppError } from '#server/errors.ts';

/*
 * The lock ladder of one purpose and address (docs/security.md, "Four-digit codes"): every code
 * checked counts, whatever the challenge or client address; the 10th since the last lock locks the
 * address for the purpose, 24 h the first time, then twice the previous lock each time, at most
 * 90 days. Only a successful verification, or a sign-in of the account, starts the ladder again.
 */

export interface LadderKey {
  purpose: OtpPurpose;
  /** normalised (trimmed, lower-cased) address */
  email: string;
}

/** One code check reserved on the ladder. */
export interface CodeCheck {
  /** this check locked the address: a wrong code here answers the lock, not 'Invalid OTP' */
  locking: boolean;
  /** the lock this check started is the first of its ladder: the owner is told */
  firstLock: boolean;
  /** code checks left before the lock (0 when `locking`) */
  codesLeft: number;
}

/** The answer to any OTP call on a locked address: the same whatever the code, so it tells nothing. */
export const lockedError = () => new AppError('TOO_MANY', msg.otpLocked);

const ofKey = (key: LadderKey) => and(eq(otpLadders.purpose, key.purpose), eq(otpLadders.email, key.email));
const lockedNow = sql<boolean>`coalesce(${otpLadders.lockedUntil} > now(), false)`;
// The lock after `locks` earlier ones: 24 h × 2^locks, at most 90 days. The exponent is capped only
// so the product cannot overflow (2^20 days is far past the cap).
const nextLock = sql`least(
  interval '1 hour' * (${sql.raw(String(OTP_FIRST_LOCK_HOURS))} * 2 ^ least(${otpLadders.locks}, 20)),
  interval '1 hour' * ${sql.raw(String(OTP_MAX_LOCK_DAYS * 24))}
)`;
const reachesLock = sql`${otpLadders.codesChecked} + 1 >= ${sql.raw(String(OTP_WRONG_CODES_BEFORE_LOCK))}`;

/**
 * Reserves one code check for this purpose and address; undefined while the address is locked. The
 * check that is the 10th since the last lock sets the next lock at once, before its code is compared:
 * parallel guesses cannot get more than 10 codes checked a rung, and no crash between comparing and
 * locking can leave the address unlocked. If that code is right, its success resets the ladder.
 * One atomic upsert; run it in the transaction that reserves the challenge's attempt.
 */
export async function reserveCodeCheck(db: DbOrTx, key: LadderKey): Promise<CodeCheck | undefined> {
  const [row] = await db
    .insert(otpLadders)
    .values({ purpose: key.purpose, email: key.email, codesChecked: 1 })
    .onConflictDoUpdate({
      target: [otpLadders.purpose, otpLadders.email],
      set: {
        codesChecked: sql`CASE WHEN ${reachesLock} THEN 0 ELSE ${otpLadders.codesChecked} + 1 END`,
        locks: sql`CASE WHEN ${reachesLock} THEN ${otpLadders.locks} + 1 ELSE ${otpLadders.locks} END`,
        lockedUntil: sql`CASE WHEN ${reachesLock} THEN now() + ${nextLock} ELSE ${otpLadders.lockedUntil} END`,
      },
      setWhere: sql`NOT ${lockedNow}`,
    })
    .returning({ codesChecked: otpLadders.codesChecked, locks: otpLadders.locks, locking: lockedNow });
  if (!row) return undefined;
  return {
    locking: row.locking,
    firstLock: row.locking && row.locks === 1,
    codesLeft: row.locking ? 0 : OTP_WRONG_CODES_BEFORE_LOCK - row.codesChecked,
  };
}

/** Refuses (429 'Too many wrong codes…') while the address is locked for this purpose. */
export async function refuseWhileLocked(db: DbOrTx, key: LadderKey): Promise<void> {
  const [row] = await db
    .select({ locked: lockedNow })
    .from(otpLadders)
    .where(and(ofKey(key), lockedNow));
  if (row) throw lockedError();
}

/** Starts the ladder again (lifting any lock): after a successful verification or sign-in. */
export async function resetLockLadder(db: DbOrTx, key: LadderKey): Promise<void> {
  await db.delete(otpLadders).where(ofKey(key));
}
