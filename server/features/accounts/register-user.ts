import { eq } from 'drizzle-orm';
import type { RegisterForm } from '#shared/api/account.ts';
import { msg } from '#shared/messages.ts';
import type { Language } from '#shared/messages/language.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import type { Mailer } from '#server/features/mail/mailer.ts';
import { registrationOtpMail } from '#server/features/mail/templates.ts';
import { resendChallenge, startChallenge } from '#server/features/otp/start-challenge.ts';
import { verifyChallenge } from '#server/features/otp/verify-challenge.ts';
import { hashPassword } from '#server/lib/password.ts';
import { isUniqueViolation } from '#server/lib/unique-violation.ts';

export interface RegistrationDeps {
  db: Db;
  mailer: Mailer;
}

async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

/**
 * checkEmail: refuses an address that already has an account (409), otherwise opens a 'register'
 * challenge for it and mails the code. The challenge holds no payload: the form values, password
 * included, arrive with verifyOtp (decision D10), so no password ever travels in a URL.
 */
export async function startRegistration(deps: RegistrationDeps, email: string, language: Language): Promise<void> {
  if (await emailTaken(deps.db, email)) throw new AppError('CONFLICT', msg.emailTaken);
  const { code } = await startChallenge(deps, { purpose: 'register', email });
  await deps.mailer.send({ to: email, ...registrationOtpMail({ code, language }) });
}

/** resendOtp: a new code for the pending registration of this address (404 when none is pending). */
export async function resendRegistrationOtp(deps: RegistrationDeps, email: string, language: Language): Promise<void> {
  if (await emailTaken(deps.db, email)) throw new AppError('CONFLICT', msg.emailTaken);
  const { code } = await resendChallenge(deps, { purpose: 'register', email });
  await deps.mailer.send({ to: email, ...registrationOtpMail({ code, language }) });
}

/**
 * verifyOtp: checks the code mailed to `form.email`, then creates the account with the password
 * hashed, in the transaction that consumes the challenge. An address registered meanwhile is a 409
 * (checked first, and again by the unique index for a race).
 */
export async function completeRegistration(
  deps: RegistrationDeps,
  form: RegisterForm,
  code: string,
  language: Language | null = null,
): Promise<{ id: string }> {
  if (await emailTaken(deps.db, form.email)) throw new AppError('CONFLICT', msg.emailTaken);
  try {
    return await verifyChallenge(deps, { purpose: 'register', email: form.email, code }, async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          fname: form.fname,
          lname: form.lname,
          email: form.email,
          mobile: form.mobile,
          passwordHash: await hashPassword(form.password),
          // the language the customer registered in: their site, mails and messages (issue #33)
          language,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('user insert returned no row');
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', msg.emailTaken);
    throw error;
  }
}
