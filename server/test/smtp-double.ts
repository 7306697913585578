import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail the double accepted (its final 250 was written on a connection still open). */
export interface AcceptedMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  at: number;
}

/**
 * A local SMTP server for tests (issue #30) that can fail the way real ones do:
 * - `refusing`: every connection is refused at its greeting (421), as while the mail server is down;
 * - `stalling`: a mail's data is read but its final answer held back; if the client goes away (a
 *   killed sender) before the answer, the mail is NOT accepted — an SMTP server takes responsibility
 *   for a message only with its final 250, so the sender must send it again.
 * Otherwise every mail is accepted and recorded with its Message-ID.
 */
export interface SmtpDouble {
  url: string;
  accepted: AcceptedMail[];
  refusing: boolean;
  stalling: boolean;
  /** mails whose data arrived while stalling (accepted only if released while their connection lives) */
  stalled: number;
  /** stalled mails whose connection is still open (a killed sender's closes a moment after the kill) */
  stalledOpen(): number;
  /** answers every stalled mail now */
  release(): void;
  close(): Promise<void>;
}

export async function startSmtpDouble(): Promise<SmtpDouble> {
  const held: { session: string; answer: () => void }[] = [];
  const closed = new Set<string>();
  const double: SmtpDouble = {
    url: '',
    accepted: [],
    refusing: false,
    stalling: false,
    stalled: 0,
    stalledOpen: () => held.filter((entry) => !closed.has(entry.session)).length,
    release: () => {
      for (const entry of held.splice(0)) entry.answer();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session) {
      closed.add(session.id);
    },
    onConnect(_session, callback) {
      if (double.refusing) {
        const refusal = Object.assign(new Error('Service not available, try again later'), { responseCode: 421 });
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const record = () => {
            const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
            double.accepted.push({
              messageId: mail.messageId ?? '',
              to,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              at: Date.now(),
            });
            callback();
          };
          if (!double.stalling) {
            record();
            return;
          }
          double.stalled += 1;
          held.push({
            session: session.id,
            answer: () => {
              if (!closed.has(session.id)) record();
            },
          });
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  double.url = `smtp://127.0.0.1:${port}`;
  return double;
}
