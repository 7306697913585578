import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { outbox } from '#server/db/schema/messaging.ts';
import type { Env } from '#server/env.ts';
import { AppError } from '#server/errors.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A mail as its `outbox` row stores it (the row's other columns say its kind and its delivery). */
export function outboxColumns(mail: Mail) {
  return { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null };
}

export interface Mailer {
  /**
   * A code the person is waiting for (OTP): stored in `outbox` and sent now. When it cannot be sent
   * the row says why (`failed`), the error is logged, and AppError('UNAVAILABLE', msg.codeNotSent)
   * thrown (503): the person is told, not shown a success. Every other mail is queued in the
   * transaction of its cause (`queueMail`, outbox.ts) and delivered by the `mail-delivery` job.
   */
  send(mail: Mail, kind?: 'otp' | 'security-alert'): Promise<void>;
  /**
   * Hands one stored mail to SMTP (or, without SMTP_URL, to the log). Throws when it is refused;
   * the caller records the outcome on its row. The row's id becomes the Message-ID, so a mail sent
   * again after a crash is recognisably the same mail.
   */
  deliver(stored: Mail & { id: string }): Promise<void>;
  close(): Promise<void>;
}

/** The part of a pino logger the mailer uses (Fastify's `app.log` fits). */
export interface MailLog {
  info(obj: object, message: string): void;
  error(obj: object, message: string): void;
}

export interface CreateMailerOptions {
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>;
  db: DbOrTx;
  log: MailLog;
}

/**
 * Short timeouts: a code is sent inside an HTTP request (OTP), and nodemailer's
 * defaults (2 min to connect, 10 min idle) would outlast the request.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * The one way the app sends mail. With `SMTP_URL` mail goes out through nodemailer; without it this
 * is the dev outbox: each mail is logged at info level (so `npm start` shows the OTP in the terminal)
 * and stored. Either way every mail is written to `outbox` before anything else, so none is lost.
 */
export function createMailer({ env, db, log }: CreateMailerOptions): Mailer {
  const smtpUrl = env.SMTP_URL;
  // nodemailer is loaded with the first mail, not at start-up (cold start budget, docs/performance.md).
  let transport: Promise<Transporter> | undefined;
  const smtp = () => {
    if (!smtpUrl) return undefined;
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
    );
    return transport;
  };

  const mailer: Mailer = {
    async send(mail, kind = 'otp') {
      const [row] = await db
        .insert(outbox)
        .values({ ...outboxColumns(mail), kind, status: 'sending', attempts: 1 })
        .returning({ id: outbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      try {
        await mailer.deliver({ ...mail, id: row.id });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .update(outbox)
          .set({ status: 'failed', error: reason.slice(0, 1000) })
          .where(eq(outbox.id, row.id));
        log.error({ err: error, mailId: row.id, to: mail.to, subject: mail.subject }, 'mail not sent');
        throw new AppError('UNAVAILABLE', msg.codeNotSent);
      }
      await db.update(outbox).set({ status: 'sent', sentAt: new Date(), error: null }).where(eq(outbox.id, row.id));
    },

    async deliver(mail) {
      const sending = smtp();
      if (!sending) {
        log.info(
          { mailId: mail.id, to: mail.to, subject: mail.subject, text: mail.text },
          'dev outbox: mail not sent (no SMTP_URL)',
        );
        return;
      }
      const transporter = await sending;
      await transporter.sendMail({
        from: env.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: `<${mail.id}@${messageIdDomain(env.MAIL_FROM)}>`,
        ...(mail.html ? { html: mail.html } : {}),
      });
      log.info({ mailId: mail.id, to: mail.to, subject: mail.subject }, 'mail sent');
    },

    async close() {
      (await transport)?.close();
    },
  };
  return mailer;
}

/** The domain of the sender's address (`Rev-On <no-reply@revon.in>` → `revon.in`), for Message-IDs. */
function messageIdDomain(from: string): string {
  const match = /@([^>\s]+)/.exec(from);
  return match?.[1] ?? 'revon.local';
}
