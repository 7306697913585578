import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMailFileName, type CapturedMail } from './captured-mail.ts';

export interface WaitForMailOptions {
  /** Recipient address (case-insensitive). */
  to: string;
  /** Substring of the subject (case-insensitive) or a pattern. */
  subject?: string | RegExp;
  /** Milliseconds; default 15 000. */
  timeout?: number;
}

export interface Mail {
  subject: string;
  text: string;
  html: string;
  from: string;
  to: string[];
}

const POLL_MS = 150;
const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * A test's view of the captured mail. It sees only mail that arrived after it was created (one per
 * test), and each mail is handed out once: two waits in a row for the same address return the first
 * and then the second mail (a sign-up OTP, then the resent one).
 */
export class Mailbox {
  readonly #dir: string;
  readonly #afterSeq: number;
  readonly #taken = new Set<number>();

  constructor(dir: string) {
    this.#dir = dir;
    this.#afterSeq = Math.max(0, ...this.#read().map((m) => m.seq));
  }

  /**
   * Waits for the oldest mail to `to` (matching `subject`) that this test has not taken yet,
   * takes it and returns it. Throws after `timeout` listing what did arrive.
   */
  async waitForMail(options: WaitForMailOptions): Promise<Mail> {
    const mail = await this.#poll(options, (found) => found[0]);
    this.#taken.add(mail.seq);
    return toMail(mail);
  }

  /**
   * The 4-digit code of the newest mail to `to` not taken yet (waiting for one), e.g. the OTP of the
   * mail a resend just sent. Takes every waiting mail to that address, so the next call waits for a new one.
   */
  async latestOtp(to: string, options: Omit<WaitForMailOptions, 'to'> = {}): Promise<string> {
    const found = await this.#poll({ ...options, to }, (list) => (list.length ? list : undefined));
    for (const mail of found) this.#taken.add(mail.seq);
    const newest = found[found.length - 1];
    const code = newest ? extractOtp(newest) : undefined;
    if (!code)
      throw new Error(
        `The newest mail to ${to} ("${newest?.subject ?? ''}") holds no 4-digit code:\n${newest?.text ?? ''}`,
      );
    return code;
  }

  /** Every mail this test may see so far (taken or not), oldest first; for debugging and negative checks. */
  all(): Mail[] {
    return this.#read()
      .filter((m) => m.seq > this.#afterSeq)
      .map(toMail);
  }

  async #poll<T>(options: WaitForMailOptions, pick: (found: CapturedMail[]) => T | undefined): Promise<NonNullable<T>> {
    const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
    const deadline = Date.now() + timeout;
    for (;;) {
      const found = this.#read().filter(
        (m) => m.seq > this.#afterSeq && !this.#taken.has(m.seq) && matches(m, options),
      );
      const picked = pick(found);
      if (picked !== undefined && picked !== null) return picked;
      if (Date.now() >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const seen = this.all().map((m) => `  to ${m.to.join(', ')}: "${m.subject}"`);
    throw new Error(
      `No mail to ${options.to}${options.subject ? ` with subject ${String(options.subject)}` : ''} within ${timeout} ms.` +
        (seen.length
          ? `\nMail received during this test:\n${seen.join('\n')}`
          : '\nNo mail at all was received during this test.'),
    );
  }

  #read(): CapturedMail[] {
    return readdirSync(this.#dir)
      .filter(isMailFileName)
      .sort()
      .map((name) => JSON.parse(readFileSync(path.join(this.#dir, name), 'utf8')) as CapturedMail);
  }
}

function matches(mail: CapturedMail, { to, subject }: WaitForMailOptions): boolean {
  if (!mail.to.includes(to.toLowerCase())) return false;
  if (subject === undefined) return true;
  if (typeof subject === 'string') return mail.subject.toLowerCase().includes(subject.toLowerCase());
  return subject.test(mail.subject);
}

function toMail({ subject, text, html, from, to }: CapturedMail): Mail {
  return { subject, text, html, from, to };
}

/**
 * The one-time code in a mail: a 4-digit number near 'OTP'/'code' when there is one (a mail may also
 * show a year, '© 2026'), else the first standalone 4-digit number of the text (or of the HTML's text).
 */
export function extractOtp(mail: { text: string; html: string }): string | undefined {
  const body = mail.text || mail.html.replace(/<[^>]+>/g, ' ');
  const near = /(?:otp|code|one[\s-]time)\D{0,60}?(?<!\d)(\d{4})(?!\d)/i.exec(body);
  if (near?.[1]) return near[1];
  return /(?<!\d)(\d{4})(?!\d)/.exec(body)?.[1];
}
