/**
 * One mail as the SMTP capture server stores it: `<mailDir>/<seq>.json`, seq zero-padded so that file
 * names sort in arrival order. Shared by the writer (runner process) and the reader (test workers).
 */
export interface CapturedMail {
  /** Arrival order, from 1. */
  seq: number;
  /** Epoch milliseconds when the capture server finished receiving it. */
  receivedAt: number;
  /** Envelope sender. */
  from: string;
  /** Every recipient, lower-cased: envelope RCPT TO plus the To/Cc headers. */
  to: string[];
  subject: string;
  text: string;
  /** The HTML body, or '' for a text-only mail. */
  html: string;
}

/** File name of a mail: `000001.json`. */
export function mailFileName(seq: number): string {
  return `${String(seq).padStart(6, '0')}.json`;
}

/** True for names written by {@link mailFileName} (temp files of an unfinished write are skipped). */
export function isMailFileName(name: string): boolean {
  return /^\d{6,}\.json$/.test(name);
}
