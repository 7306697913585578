import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { textMessageEvents } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { isValidWebhookSignature } from '#server/features/payments/webhook-signature.ts';

export interface TextWebhookDeps {
  db: Db;
  now: () => Date;
  /** whether SMS is configured: a customer's WhatsApp that Meta reports failed then goes by SMS */
  smsConfigured: boolean;
  log: { error(obj: object, message: string): void };
}

interface StatusReport {
  providerMessageId: string;
  status: string;
  payload: unknown;
}

/** Meta's `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body, keyed by the app secret>`. */
export function isValidMetaSignature(
  appSecret: string | undefined,
  rawBody: Buffer,
  header: string | undefined,
): boolean {
  if (!appSecret || !header?.startsWith('sha256=')) return false;
  return isValidWebhookSignature(appSecret, rawBody, header.slice('sha256='.length));
}

/** A shared secret compared in constant time (MSG91's reports carry no signature). */
export function isSharedSecret(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function parseJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The statuses of a WhatsApp Cloud API webhook: `entry[].changes[].value.statuses[]`, each
 * `{ id: 'wamid…', status: 'sent' | 'delivered' | 'read' | 'failed', … }`.
 */
function metaStatuses(body: unknown): StatusReport[] | undefined {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { entry?: unknown }).entry))
    return undefined;
  const reports: StatusReport[] = [];
  for (const entry of (body as { entry: unknown[] }).entry) {
    const changes = (entry as { changes?: unknown } | null)?.changes;
    if (!Array.isArray(changes)) continue;
    for (const change of changes) {
      const statuses = (change as { value?: { statuses?: unknown } } | null)?.value?.statuses;
      if (!Array.isArray(statuses)) continue;
      for (const status of statuses as { id?: unknown; status?: unknown }[]) {
        if (typeof status?.id === 'string' && typeof status.status === 'string') {
          reports.push({ providerMessageId: status.id, status: status.status.slice(0, 40), payload: status });
        }
      }
    }
  }
  return reports;
}

/**
 * MSG91's delivery reports: a JSON array (or `{ data: [...] }`, or the form field `data` holding that
 * JSON) of `{ requestId, report: [{ desc: 'DELIVERED' | 'FAILED' | …, number, date }] }`.
 */
function msg91Statuses(rawBody: Buffer): StatusReport[] | undefined {
  let body = parseJson(rawBody);
  if (body === undefined) {
    const data = new URLSearchParams(rawBody.toString('utf8')).get('data');
    body = data ? parseJson(Buffer.from(data, 'utf8')) : undefined;
  }
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const data = (body as { data?: unknown }).data;
    body = typeof data === 'string' ? parseJson(Buffer.from(data, 'utf8')) : data;
  }
  if (!Array.isArray(body)) return undefined;
  const reports: StatusReport[] = [];
  for (const item of body as { requestId?: unknown; report?: unknown }[]) {
    if (typeof item?.requestId !== 'string' || !Array.isArray(item.report)) continue;
    for (const report of item.report as { desc?: unknown; status?: unknown }[]) {
      const code = report?.status;
      const status =
        typeof report?.desc === 'string'
          ? report.desc
          : typeof code === 'string' || typeof code === 'number'
            ? String(code)
            : 'unknown';
      reports.push({ providerMessageId: item.requestId, status: status.toLowerCase().slice(0, 40), payload: report });
    }
  }
  return reports;
}

/**
 * Records each report (issue #33): an event row as received, and the message's latest
 * `delivery_status`. A customer's WhatsApp that Meta reports `failed` goes again by SMS (D78): the row
 * is `pending` once more with `channel` = sms, so the delivery job sends it by SMS only. Answers
 * whether something was queued again (the caller kicks the delivery).
 */
async function record(deps: TextWebhookDeps, channel: 'whatsapp' | 'sms', reports: StatusReport[]): Promise<boolean> {
  let requeued = false;
  const now = deps.now().toISOString();
  for (const report of reports) {
    await deps.db.transaction(async (tx) => {
      await tx.insert(textMessageEvents).values({
        provider: channel,
        providerMessageId: report.providerMessageId,
        status: report.status,
        payload: report.payload,
      });
      await tx.execute(
        sql`update text_messages set delivery_status = ${report.status}, delivery_status_at = ${now}::timestamptz
            where provider_message_id = ${report.providerMessageId} and channel = ${channel}`,
      );
      if (channel === 'whatsapp' && report.status === 'failed' && deps.smsConfigured) {
        const again = await tx.execute(
          sql`update text_messages set status = 'pending', channel = 'sms', next_attempt_at = 'epoch'::timestamptz,
                error = 'WhatsApp reported failed: sent by SMS'
              where provider_message_id = ${report.providerMessageId} and channel = 'whatsapp'
                and recipient = 'customer' and status = 'sent'
              returning id`,
        );
        if (((again as { rows?: unknown[] }).rows ?? []).length > 0) requeued = true;
      }
    });
  }
  return requeued;
}

/** POST from Meta: the signature first (refused: 400, nothing recorded), then the statuses. */
export async function receiveWhatsAppWebhook(
  deps: TextWebhookDeps & { appSecret: string | undefined },
  delivery: { rawBody: Buffer; signature: string | undefined },
): Promise<{ requeued: boolean; recorded: number }> {
  if (!isValidMetaSignature(deps.appSecret, delivery.rawBody, delivery.signature)) {
    deps.log.error({}, 'WhatsApp webhook with a missing or wrong signature: ignored');
    throw new AppError('VALIDATION', msg.webhookSignatureInvalid);
  }
  const reports = metaStatuses(parseJson(delivery.rawBody));
  if (!reports) throw new AppError('VALIDATION', msg.textWebhookPayloadInvalid);
  return { requeued: await record(deps, 'whatsapp', reports), recorded: reports.length };
}

/** POST from MSG91: the shared secret first (refused: 400, nothing recorded), then the reports. */
export async function receiveMsg91Webhook(
  deps: TextWebhookDeps & { secret: string | undefined },
  delivery: { rawBody: Buffer; secret: string | undefined },
): Promise<{ recorded: number }> {
  if (!isSharedSecret(deps.secret, delivery.secret)) {
    deps.log.error({}, 'MSG91 webhook without the shared secret: ignored');
    throw new AppError('VALIDATION', msg.webhookSignatureInvalid);
  }
  const reports = msg91Statuses(delivery.rawBody);
  if (!reports) throw new AppError('VALIDATION', msg.textWebhookPayloadInvalid);
  await record(deps, 'sms', reports);
  return { recorded: reports.length };
}
