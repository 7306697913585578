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

export interface Mailer {
  /**
   * Stores the mail in `outbox`, then sends it (SMTP) or logs it (dev outbox). When SMTP refuses it,
   * the error is recorded on the outbox row, logged, and AppError('INTERNAL', msg.mailNotSent) thrown.
   */
  send(mail: Mail): Promise<void>;
  /**
   * Sends a mail already written to `outbox` (by a transaction that claimed it, e.g. a ride reminder,
   * so it is stored at most once), then records `sent_at` or the SMTP error on that row, like `send`.
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
 * Short timeouts: a mail is sent inside an HTTP request (OTP, partner acceptance), and nodemailer's
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
    async send(mail) {
      const [row] = await db
        .insert(outbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
        .returning({ id: outbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      await mailer.deliver({ ...mail, id: row.id });
    },

    async deliver(mail) {
      const row = { id: mail.id };
      const sending = smtp();
      if (!sending) {
        log.info(
          { mailId: row.id, to: mail.to, subject: mail.subject, text: mail.text },
          'dev outbox: mail not sent (no SMTP_URL)',
        );
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
        return;
      }

      try {
        const transporter = await sending;
        await transporter.sendMail({
          from: env.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .update(outbox)
          .set({ error: reason.slice(0, 1000) })
          .where(eq(outbox.id, row.id));
        log.error({ err: error, mailId: row.id, to: mail.to, subject: mail.subject }, 'mail not sent');
        throw new AppError('INTERNAL', msg.mailNotSent);
      }
      await db.update(outbox).set({ sentAt: new Date(), error: null }).where(eq(outbox.id, row.id));
      log.info({ mailId: row.id, to: mail.to, subject: mail.subject }, 'mail sent');
    },

    async close() {
      (await transport)?.close();
    },
  };
  return mailer;
}
