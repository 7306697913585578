import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import type { Database } from '#server/db/client.ts';
import { outbox } from '#server/db/schema/messaging.ts';
import { AppError } from '#server/errors.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { createMailer, type MailLog } from './mailer.ts';
import { registrationOtpMail } from './templates.ts';

const MAIL_FROM = 'Rev-On Rentals <no-reply@revon.test>';
const REFUSED_RECIPIENT = 'refused@revon.test';

let database: Database;
let smtp: SMTPServer;
let smtpUrl: string;
const received: ParsedMail[] = [];

function recordingLog() {
  const entries: { level: 'info' | 'error'; obj: object; message: string }[] = [];
  const log: MailLog = {
    info: (obj, message) => entries.push({ level: 'info', obj, message }),
    error: (obj, message) => entries.push({ level: 'error', obj, message }),
  };
  return { log, entries };
}

function uniqueAddress() {
  return `rider-${crypto.randomUUID()}@revon.test`;
}

async function outboxRows(to: string) {
  return database.db.select().from(outbox).where(eq(outbox.to, to));
}

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED_RECIPIENT) return callback(new Error('mailbox unavailable'));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  smtpUrl = `smtp://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

describe('dev outbox (no SMTP_URL)', () => {
  it('stores the mail as sent and logs its text so the OTP can be read in the terminal', async () => {
    const { log, entries } = recordingLog();
    const mailer = createMailer({ env: { MAIL_FROM, SMTP_URL: undefined }, db: database.db, log });
    const to = uniqueAddress();
    await mailer.send({ to, ...registrationOtpMail({ code: '4821' }) });
    await mailer.close();

    const [row, ...rest] = await outboxRows(to);
    expect(rest).toEqual([]);
    expect(row?.subject).toContain('verification code');
    expect(row?.text).toContain('4821');
    expect(row?.html).toContain('4821');
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
    expect(row).toMatchObject({ status: 'sent', kind: 'otp' });

    expect(entries).toHaveLength(1);
    expect(entries[0]?.level).toBe('info');
    expect(entries[0]?.obj).toMatchObject({ to, text: expect.stringContaining('4821') });
  });
});

describe('deliver: a mail already in the outbox', () => {
  it('hands it to SMTP with the row id as its Message-ID, leaving the row to its caller', async () => {
    const { log } = recordingLog();
    const mailer = createMailer({ env: { MAIL_FROM, SMTP_URL: smtpUrl }, db: database.db, log });
    const to = uniqueAddress();
    const mail = { to, ...registrationOtpMail({ code: '7310' }) };
    const [stored] = await database.db.insert(outbox).values(mail).returning({ id: outbox.id });
    if (!stored) throw new Error('no outbox row');
    await mailer.deliver({ ...mail, id: stored.id });
    await mailer.close();
    const sent = received.find((m) => m.to && !Array.isArray(m.to) && m.to.text === to);
    expect(sent?.messageId).toBe(`<${stored.id}@revon.test>`);
    const rows = await outboxRows(to);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('pending');
  });
});

describe('SMTP', () => {
  it('delivers the mail and marks it sent', async () => {
    const { log } = recordingLog();
    const mailer = createMailer({ env: { MAIL_FROM, SMTP_URL: smtpUrl }, db: database.db, log });
    const to = uniqueAddress();
    await mailer.send({ to, ...registrationOtpMail({ code: '9073' }) });
    await mailer.close();

    const mail = received.find((m) => m.to && !Array.isArray(m.to) && m.to.text === to);
    expect(mail?.text).toContain('9073');
    expect(mail?.html).toContain('9073');
    expect(mail?.from?.text).toContain('no-reply@revon.test');
    const [row] = await outboxRows(to);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });

  it('keeps a refused code in the outbox as failed with its error, logs it and answers 503', async () => {
    const { log, entries } = recordingLog();
    const mailer = createMailer({ env: { MAIL_FROM, SMTP_URL: smtpUrl }, db: database.db, log });
    const subject = `refused ${crypto.randomUUID()}`;
    const error: unknown = await mailer
      .send({ to: REFUSED_RECIPIENT, subject, text: 'code 1111' })
      .catch((e: unknown) => e);
    await mailer.close();

    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message: msg.codeNotSent });
    const rows = await database.db.select().from(outbox).where(eq(outbox.subject, subject));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sentAt).toBeNull();
    expect(rows[0]?.status).toBe('failed');
    expect(rows[0]?.error).toMatch(/mailbox unavailable/);
    expect(entries.map((e) => e.level)).toEqual(['error']);
  });
});
