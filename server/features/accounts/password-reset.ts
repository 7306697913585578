import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { msg } from '#shared/messages.ts';
import type { Language } from '#shared/messages/language.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import type { OtpPurpose } from '#server/db/schema/messaging.ts';
import { partners, users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import type { Mailer } from '#server/features/mail/mailer.ts';
import { codeGuessingAlertMail, passwordResetOtpMail } from '#server/features/mail/templates.ts';
import { resendChallenge, startChallenge } from '#server/features/otp/start-challenge.ts';
import { verifyChallenge } from '#server/features/otp/verify-challenge.ts';
import { hashPassword } from '#server/lib/password.ts';

/** Customers and partners reset their password the same way; admins have no self-service reset. */
export type ResetRole = 'user' | 'partner';

export interface PasswordResetDeps {
  db: Db;
  mailer: Mailer;
}

const PURPOSE: Record<ResetRole, OtpPurpose> = { user: 'user-reset', partner: 'partner-reset' };

/** What a reset challenge carries: the new password, hashed when it was first received. */
const resetPayload = z.object({ passwordHash: z.string().min(1) });

/** The account's language (its mails are in it, issue #33), or null when the address has no account. */
async function accountLanguage(db: DbOrTx, role: ResetRole, email: string): Promise<Language | null> {
  const table = role === 'user' ? users : partners;
  const [row] = await db.select({ language: table.language }).from(table).where(eq(table.email, email)).limit(1);
  return row ? (row.language ?? 'en') : null;
}

/**
 * forgetpassword: hashes the new password, opens a reset challenge holding that hash, and mails the
 * code when the address has an account. NOTE: an unknown address gets the same answer, the same
 * hashing and the same send limit, but no mail, so the call does not tell who has an account.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  input: { role: ResetRole; email: string; password: string },
): Promise<void> {
  const language = await accountLanguage(deps.db, input.role, input.email);
  const passwordHash = await hashPassword(input.password);
  const { code } = await startChallenge(deps, {
    purpose: PURPOSE[input.role],
    email: input.email,
    payload: { passwordHash },
  });
  if (language)
    await deps.mailer.send({ to: input.email, ...passwordResetOtpMail({ code, role: input.role, language }) });
}

/** forgetPassResendOtp / partner resendOtp: a new code, the same pending password (404 when none). */
export async function resendPasswordReset(
  deps: PasswordResetDeps,
  input: { role: ResetRole; email: string },
): Promise<void> {
  const language = await accountLanguage(deps.db, input.role, input.email);
  const { code } = await resendChallenge(deps, { purpose: PURPOSE[input.role], email: input.email });
  if (language)
    await deps.mailer.send({ to: input.email, ...passwordResetOtpMail({ code, role: input.role, language }) });
}

/**
 * verifyForgotOtp: checks the code, then sets the pending password and bumps the token version in the
 * transaction that consumes the challenge, so every session opened with the old password ends. When
 * wrong codes first lock the address, the account's owner gets one mail (none for an unknown address).
 */
export async function confirmPasswordReset(
  deps: PasswordResetDeps,
  input: { role: ResetRole; email: string; code: string },
): Promise<void> {
  const alertOwner = async () => {
    const language = await accountLanguage(deps.db, input.role, input.email);
    if (!language) return;
    await deps.mailer.send(
      { to: input.email, ...codeGuessingAlertMail({ role: input.role, language }) },
      'security-alert',
    );
  };
  await verifyChallenge(
    deps,
    { purpose: PURPOSE[input.role], email: input.email, code: input.code, alertOwner },
    async (tx, payload) => {
      const { passwordHash } = resetPayload.parse(payload);
      const table = input.role === 'user' ? users : partners;
      const updated = await tx
        .update(table)
        .set({ passwordHash, tokenVersion: sql`${table.tokenVersion} + 1` })
        .where(eq(table.email, input.email))
        .returning({ id: table.id });
      // No account (an address nobody registered, or deleted meanwhile): as if no code were pending.
      if (updated.length === 0) throw new AppError('VALIDATION', msg.otpNoPending);
    },
  );
}
