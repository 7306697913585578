import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { mailFileName, type CapturedMail } from './captured-mail.ts';

export interface MailCapture {
  /** `smtp://127.0.0.1:<port>`, given to the app as SMTP_URL. */
  url: string;
  dir: string;
  close(): Promise<void>;
}

/**
 * A recipient whose address starts with this is refused (550) the first time it is used, accepted
 * after: a spec makes a mail fail once (an OTP mail is then `failed` in the outbox) and be delivered
 * when the admin retries it (e2e/admin/mails.spec.ts).
 */
export const REFUSED_ONCE_PREFIX = 'refuse-once-';

/**
 * Starts a local SMTP server that accepts every mail but a REFUSED_ONCE_PREFIX recipient's first (no
 * auth needed, no STARTTLS) and writes each one, parsed, as JSON into `dir`. Files are written under a temp name and renamed, so a reader in
 * another process never sees half a mail.
 */
export async function startMailCapture(dir: string): Promise<MailCapture> {
  mkdirSync(dir, { recursive: true });
  let seq = 0;
  const refusedOnce = new Set<string>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    banner: 'Rev-On Rentals e2e mail capture',
    // Accept any credentials in case SMTP_URL ever carries some.
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'e2e' });
    },
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (!to.startsWith(REFUSED_ONCE_PREFIX) || refusedOnce.has(to)) return callback();
      refusedOnce.add(to);
      const refusal = Object.assign(new Error('5.1.1 mailbox unavailable (e2e: refused once)'), { responseCode: 550 });
      callback(refusal);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          seq += 1;
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
          const mail: CapturedMail = {
            seq,
            receivedAt: Date.now(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: uniqueLower([...envelopeTo, ...addresses(parsed.to), ...addresses(parsed.cc)]),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          const file = path.join(dir, mailFileName(seq));
          writeFileSync(`${file}.tmp`, JSON.stringify(mail, null, 2));
          renameSync(`${file}.tmp`, file);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // A client that disconnects mid-mail must not crash the test runner.
  server.on('error', (error) => console.warn(`[e2e mail capture] ${error.message}`));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('mail capture: no TCP address');

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  if (!field) return [];
  const list = Array.isArray(field) ? field : [field];
  return list.flatMap((group) => group.value.map((entry) => entry.address ?? '')).filter(Boolean);
}

function uniqueLower(list: string[]): string[] {
  return [...new Set(list.map((a) => a.toLowerCase()))];
}
