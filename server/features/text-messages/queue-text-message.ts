import { sql } from 'drizzle-orm';
import { toE164 } from '#shared/api/fields.ts';
import type { Language } from '#shared/messages/language.ts';
import {
  renderTextTemplate,
  textCancelledByNames as enCancelledBy,
  textTemplates as enTemplates,
  type TextMessageKind,
} from '#shared/messages/text-messages.ts';
import {
  textCancelledByNames as hiCancelledBy,
  textTemplates as hiTemplates,
} from '#shared/messages/hi/text-templates.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { textMessages } from '#server/db/schema/index.ts';
import { DUE_AT_ONCE } from '#server/features/jobs/row-delivery.ts';
import { selectRows } from '#server/lib/select-rows.ts';

export interface QueuedText {
  kind: TextMessageKind;
  /** what caused it, unique across the messages (e.g. `confirmation:<booking>`): queued once */
  key: string;
  recipient: 'customer' | 'partner';
  /** any form of number: stored in E.164; none or not a number: nothing is queued */
  to: string | null;
  params: string[];
  /** the recipient's language (users.language / partners.language): the body and the provider's template */
  language: Language;
}

const TEMPLATES: Record<Language, Readonly<Record<TextMessageKind, string>>> = { en: enTemplates, hi: hiTemplates };
const CANCELLED_BY: Record<Language, Readonly<Record<keyof typeof enCancelledBy, string>>> = {
  en: enCancelledBy,
  hi: hiCancelledBy,
};

/** Who cancelled, as the partner-cancellation message's parameter words it in `language`. */
export function textCancelledBy(by: keyof typeof enCancelledBy, language: Language): string {
  return CANCELLED_BY[language][by];
}

/**
 * Writes a WhatsApp/SMS message in the caller's transaction (issue #33), beside the mail the same
 * change queues: it exists exactly when the change commits, and the `text-delivery` job sends it.
 * Answers whether it was queued (false: no number, or its key was queued before).
 */
export async function queueTextMessage(tx: DbOrTx, message: QueuedText): Promise<boolean> {
  const to = message.to ? toE164(message.to) : null;
  if (!to) return false;
  const rows = await tx
    .insert(textMessages)
    .values({
      kind: message.kind,
      key: message.key,
      recipient: message.recipient,
      to,
      params: message.params,
      body: renderTextTemplate(message.kind, message.params, TEMPLATES[message.language]),
      language: message.language,
      status: 'pending',
      nextAttemptAt: DUE_AT_ONCE,
    })
    .onConflictDoNothing({ target: textMessages.key })
    .returning({ id: textMessages.id });
  return rows.length > 0;
}

/**
 * The customer of a booking, when they opted in to WhatsApp/SMS (their latest answer is yes) and have
 * a mobile number: where their messages go. Null otherwise: nothing is queued for them.
 */
export async function optedInMobileOfBooking(tx: DbOrTx, bookingId: string): Promise<string | null> {
  const [row] = (await selectRows(
    tx,
    sql`select u.mobile,
          (select c.opted_in from messaging_consents c where c.user_id = u.id
            order by c.seq desc limit 1) as opted_in
        from bookings b join users u on u.id = b.user_id
        where b.id = ${bookingId}`,
  )) as { mobile: string | null; opted_in: boolean | null }[];
  return row?.opted_in === true && row.mobile ? row.mobile : null;
}

/** The partner of a booking's mobile number (partners get WhatsApp for their bikes' bookings). */
export async function partnerMobileOfBooking(tx: DbOrTx, bookingId: string): Promise<string | null> {
  const [row] = (await selectRows(
    tx,
    sql`select p.mobile from bookings b join partners p on p.id = b.partner_id where b.id = ${bookingId}`,
  )) as { mobile: string | null }[];
  return row?.mobile ?? null;
}
