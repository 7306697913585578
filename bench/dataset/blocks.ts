import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { rows } from './bulk-load.ts';

/**
 * Availability blocks (issue #19) on one bike in eight (chosen by a hash of its id, so the same bikes
 * every time): a past service, one of one or two days in the coming month, and one of two to seven
 * days one to four months ahead, from 09:00 India time. A candidate that a live ride (paid, or a
 * running hold, with its buffer) overlaps is left out, as blockBike would refuse it; the blocks'
 * trigger checks the rest. Inserted after the bookings, with the table's triggers and constraints on.
 * Answers the number of blocks.
 */
export async function insertBlocks(db: DbOrTx, now: number): Promise<number> {
  const at = new Date(now).toISOString();
  const [inserted] = await rows<{ n: number }>(
    db,
    sql`with chosen as (
          select b.id, b.partner_id, abs(hashtext(b.id::text)) as h
          from bikes b where b.deleted_at is null and abs(hashtext(b.id::text)) % 8 = 0
        ), candidates as (
          select c.id, c.partner_id, k.reason, k.start_day, k.days
          from chosen c cross join lateral (values
            ('service', -20 - (c.h / 8) % 10, 1),
            ('offline', 1 + (c.h / 80) % 28, 1 + (c.h / 2240) % 2),
            ('other', 33 + (c.h / 4480) % 80, 2 + (c.h / 358400) % 6)
          ) as k(reason, start_day, days)
        ), windows as (
          select id, partner_id, reason,
            (date_trunc('day', ${at}::timestamptz at time zone 'Asia/Kolkata') + make_interval(days => start_day, hours => 9))
              at time zone 'Asia/Kolkata' as from_at,
            (date_trunc('day', ${at}::timestamptz at time zone 'Asia/Kolkata') + make_interval(days => start_day + days, hours => 9))
              at time zone 'Asia/Kolkata' as to_at
          from candidates
        ), added as (
          insert into bike_blocks (bike_id, partner_id, from_at, to_at, reason, created_at)
          select w.id, w.partner_id, w.from_at, w.to_at, w.reason, least(w.from_at, ${at}::timestamptz) - interval '7 days'
          from windows w
          where not exists (
            select 1 from bookings k
            where k.bike_id = w.id and k.status in ('pending', 'booked')
              and (k.status = 'booked' or k.hold_expires_at is null or k.hold_expires_at > now())
              and k.pickup_at < w.to_at and k.busy_until > w.from_at
          )
          returning 1
        )
        select count(*)::int as n from added`,
  );
  return inserted?.n ?? 0;
}
