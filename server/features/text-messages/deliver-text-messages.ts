import { sql } from 'drizzle-orm';
import type { Language } from '#shared/messages/language.ts';
import type { TextMessageKind } from '#shared/messages/text-messages.ts';
import type { Db } from '#server/db/client.ts';
import type { DeliveryOutbox, DeliveryReport, DeliveryRows } from '#server/features/jobs/row-delivery.ts';
import { createDeliveryOutbox, deliverDueRows, recordRefusal } from '#server/features/jobs/row-delivery.ts';
import type { TextProvider } from './text-providers.ts';

export interface TextOutboxDeps {
  db: Db;
  /** the providers of the moment (a test may swap them): none configured, the log */
  providers: () => { whatsapp?: TextProvider; sms?: TextProvider };
  log: { info(obj: object, message: string): void; error(obj: object, message: string): void };
  now: () => Date;
  /** how long a claimed message is its claimer's (longer than a provider's 15 s timeout) */
  leaseSeconds: number;
}

interface ClaimedText {
  id: string;
  kind: TextMessageKind;
  recipient: 'customer' | 'partner';
  to: string;
  params: string[] | string;
  body: string;
  language: Language;
  channel: 'whatsapp' | 'sms' | 'log' | null;
  attempts: number;
  created_at: Date | string;
}

/**
 * The providers to try for a message, in order (D78): a customer's goes by WhatsApp and, when WhatsApp
 * refuses it (or reported it failed: `channel` is then already `sms`), by SMS; a partner's by WhatsApp
 * only. A provider not configured, or without a template for the kind, is left out.
 */
function route(row: ClaimedText, providers: { whatsapp?: TextProvider; sms?: TextProvider }): TextProvider[] {
  const chain: (TextProvider | undefined)[] =
    row.recipient === 'partner'
      ? [providers.whatsapp]
      : row.channel === 'sms'
        ? [providers.sms]
        : [providers.whatsapp, providers.sms];
  return chain.filter((provider): provider is TextProvider => provider !== undefined && provider.handles(row.kind));
}

async function deliverOne(deps: TextOutboxDeps, row: ClaimedText, report: DeliveryReport): Promise<void> {
  const params = typeof row.params === 'string' ? (JSON.parse(row.params) as string[]) : row.params;
  const providers = deps.providers();
  const configured = Boolean(providers.whatsapp ?? providers.sms);
  const chain = route(row, providers);
  if (!configured || chain.length === 0) {
    // no provider for it (as mails go to the log without SMTP_URL): the log is its delivery
    deps.log.info({ textMessageId: row.id, kind: row.kind, to: row.to, body: row.body }, 'text message (no provider)');
    await markSent(deps, row.id, 'log', null);
    report.sent += 1;
    return;
  }
  const errors: string[] = [];
  for (const provider of chain) {
    let accepted: { providerMessageId: string };
    try {
      accepted = await provider.send({ to: row.to, kind: row.kind, params, language: row.language });
    } catch (error) {
      errors.push(`${provider.channel}: ${error instanceof Error ? error.message : String(error)}`);
      deps.log.error({ err: error, textMessageId: row.id, channel: provider.channel }, 'text message refused');
      continue;
    }
    // accepted: never sent again (the same one window as a mail: a crash before this update)
    await markSent(deps, row.id, provider.channel, accepted.providerMessageId, errors);
    report.sent += 1;
    return;
  }
  await recordRefusal(deps.db, 'text_messages', row, deps.now(), errors.join(' | '), report);
}

async function markSent(
  deps: TextOutboxDeps,
  id: string,
  channel: 'whatsapp' | 'sms' | 'log',
  providerMessageId: string | null,
  errors: string[] = [],
): Promise<void> {
  await deps.db.execute(
    sql`update text_messages set status = 'sent', channel = ${channel}, provider_message_id = ${providerMessageId},
          sent_at = ${deps.now().toISOString()}::timestamptz, lease_until = null,
          error = ${errors.length > 0 ? errors.join(' | ').slice(0, 1000) : null}
        where id = ${id}`,
  );
}

const TEXT_ROWS: DeliveryRows<TextOutboxDeps, ClaimedText> = {
  table: 'text_messages',
  columns: sql`id, kind, recipient, "to", params, body, language, channel, attempts, created_at`,
  deliverOne,
};

/** Delivers every due message (batch after batch; as the mails: row-delivery.ts); answers what came of them. */
export function deliverDueTexts(deps: TextOutboxDeps): Promise<DeliveryReport> {
  return deliverDueRows(TEXT_ROWS, deps, deps.leaseSeconds);
}

/** The messages' twin of the MailOutbox: kick after a commit, deliver now, or hand kicks to the jobs. */
export type TextOutbox = DeliveryOutbox;

export function createTextOutbox(deps: TextOutboxDeps): TextOutbox {
  return createDeliveryOutbox(
    () => deliverDueTexts(deps),
    (error) => deps.log.error({ err: error }, 'text delivery not started'),
  );
}
