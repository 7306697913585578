import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, outbox, partners, users } from '#server/db/schema/index.ts';
import {
  transitionMails,
  type MailRecipient,
  type TransitionEffects,
} from '#server/features/refunds/transition-effects.ts';
import { posted } from './journal-events-kit.ts';

/**
 * Helpers for the transition tests (issue #30): what a move declares it does besides its state (its
 * journal events and its mails) and what a call that makes it did write, in the same form.
 */

/** A mail as the transition tests compare it: its outbox kind and whom of the ride it goes to. */
export interface MailRow {
  kind: string;
  to: MailRecipient;
}

export interface MoveEffects {
  /** the journal events posted for the booking, sorted */
  events: string[];
  /** the outbox rows, sorted by kind then recipient */
  mails: MailRow[];
}

const byKindThenTo = (a: MailRow, b: MailRow) => a.kind.localeCompare(b.kind) || a.to.localeCompare(b.to);

/** What `moves` (entries of a transition table) declare together: the journal events and the outbox rows, sorted. */
export function declaredEffects(...moves: { does: string; effects?: TransitionEffects }[]): MoveEffects {
  const events = moves.flatMap((move) => move.effects?.journal ?? []).sort();
  const mails = moves
    .flatMap((move) => move.effects?.mails ?? [])
    .flatMap((template) => transitionMails[template].to.map((to) => ({ kind: transitionMails[template].kind, to })))
    .sort(byKindThenTo);
  return { events, mails };
}

/** The addresses of a booking's customer and of the partner whose bike it is. */
async function recipientsOf(db: DbOrTx, bookingId: string): Promise<Record<MailRecipient, string>> {
  const [row] = await db
    .select({ customer: users.email, partner: partners.email })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(partners, eq(partners.id, bookings.partnerId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`booking ${bookingId} not found`);
  return row;
}

/**
 * Runs `move` (a call that makes one or more moves of the booking, or is refused) and answers what it
 * wrote: the journal events posted for the booking, and the outbox rows to the booking's customer and
 * partner. Throws when those rows came from more than one transaction (their created_at is the
 * database's now(), the instant the transaction began), so equal effects prove the mails were queued
 * in one transaction with each other; the caller's rows of other tables are checked by its test.
 */
export async function effectsOf(db: DbOrTx, bookingId: string, move: () => Promise<unknown>): Promise<MoveEffects> {
  const people = await recipientsOf(db, bookingId);
  const rowsNow = () =>
    db
      .select({ id: outbox.id, kind: outbox.kind, to: outbox.to, createdAt: outbox.createdAt })
      .from(outbox)
      .where(inArray(outbox.to, [people.customer, people.partner]));
  const before = new Set((await rowsNow()).map((row) => row.id));
  const events = await posted(db, bookingId, move);
  const written = (await rowsNow()).filter((row) => !before.has(row.id));
  const transactions = new Set(written.map((row) => row.createdAt.getTime()));
  if (transactions.size > 1) throw new Error(`the mails came from ${transactions.size} transactions`);
  const mails = written
    .map((row): MailRow => ({ kind: row.kind, to: row.to === people.customer ? 'customer' : 'partner' }))
    .sort(byKindThenTo);
  return { events, mails };
}
