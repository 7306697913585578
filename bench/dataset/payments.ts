import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { rows } from './bulk-load.ts';

/**
 * One captured sandbox payment per paid booking, derived in the database from the bookings already
 * loaded (no round trip per row): payment id `pay_` + the order id's 14 characters reversed (unique
 * because order ids are), the signature the sandbox scheme gives — hex HMAC-SHA256 of
 * `order_id|payment_id` — computed with PostgreSQL's built-in sha256 and the HMAC construction
 * (RFC 2104: sha256(key ⊕ opad ‖ sha256(key ⊕ ipad ‖ message))), since pgcrypto may be missing.
 * NOTE: signed with a throw-away key, like the demo's: these payments are never verified again.
 */
export const BENCH_PAYMENT_KEY = 'revon-bench-seed';

const BLOCK = 64;

function pad(key: string, byte: number): string {
  const bytes = Buffer.alloc(BLOCK);
  const raw = Buffer.from(key, 'utf8');
  const k = raw.length > BLOCK ? createHash('sha256').update(raw).digest() : raw;
  for (let i = 0; i < BLOCK; i++) bytes[i] = (k[i] ?? 0) ^ byte;
  return bytes.toString('hex');
}

/** The payment id the generator gives the payment of an order id. */
export const benchPaymentId = (orderId: string) => `pay_${[...orderId.slice('order_'.length)].reverse().join('')}`;

/** Inserts the payments of every paid booking (one statement); answers how many. */
export async function insertPayments(tx: DbOrTx): Promise<number> {
  const inner = pad(BENCH_PAYMENT_KEY, 0x36);
  const outer = pad(BENCH_PAYMENT_KEY, 0x5c);
  const inserted = await rows<{ n: number }>(
    tx,
    sql`with paid as (
          select id, provider_order_id as o, 'pay_' || reverse(substr(provider_order_id, 7)) as p, grand_total, created_at
          from bookings where payment_status = 'paid'
        ), added as (
          insert into payments (id, booking_id, provider, provider_order_id, provider_payment_id, signature, amount, status, created_at)
          select md5(id::text || ':payment')::uuid, id, 'sandbox', o, p,
            encode(sha256(decode(${outer}, 'hex') || sha256(decode(${inner}, 'hex') || convert_to(o || '|' || p, 'UTF8'))), 'hex'),
            grand_total, 'captured', created_at + interval '2 minutes'
          from paid
          returning 1
        )
        select count(*)::int as n from added`,
  );
  return inserted[0]?.n ?? 0;
}
