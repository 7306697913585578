-- booking_totals (server/db/schema/booking-totals.ts) kept right by the database: every change of a
-- paid ride (booked, cancelled, completed) is applied to its partner's row in the same transaction, so
-- the dashboards read one row per partner instead of aggregating bookings. Payment holds (pending,
-- expired) are not counted, so placing, releasing and expiring holds never touch the totals.
-- Hand-written because Drizzle cannot declare functions or triggers.

-- Adds (p_sign 1) or takes away (p_sign -1) one ride of p_status and p_total rupees to the partner's row.
CREATE OR REPLACE FUNCTION booking_totals_add(p_partner uuid, p_status text, p_total bigint, p_sign integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_status NOT IN ('booked', 'cancelled', 'completed') THEN
    RETURN;
  END IF;
  INSERT INTO booking_totals AS t (partner_id, booked_count, cancelled_count, completed_count,
                                   booked_revenue, cancelled_revenue, completed_revenue)
  VALUES (
    p_partner,
    CASE WHEN p_status = 'booked' THEN p_sign ELSE 0 END,
    CASE WHEN p_status = 'cancelled' THEN p_sign ELSE 0 END,
    CASE WHEN p_status = 'completed' THEN p_sign ELSE 0 END,
    CASE WHEN p_status = 'booked' THEN p_sign * p_total ELSE 0 END,
    CASE WHEN p_status = 'cancelled' THEN p_sign * p_total ELSE 0 END,
    CASE WHEN p_status = 'completed' THEN p_sign * p_total ELSE 0 END
  )
  ON CONFLICT (partner_id) DO UPDATE SET
    booked_count = t.booked_count + EXCLUDED.booked_count,
    cancelled_count = t.cancelled_count + EXCLUDED.cancelled_count,
    completed_count = t.completed_count + EXCLUDED.completed_count,
    booked_revenue = t.booked_revenue + EXCLUDED.booked_revenue,
    cancelled_revenue = t.cancelled_revenue + EXCLUDED.cancelled_revenue,
    completed_revenue = t.completed_revenue + EXCLUDED.completed_revenue;
END
$$;
--> statement-breakpoint
-- The row trigger: the old version of the ride leaves its partner's totals, the new one enters them.
CREATE OR REPLACE FUNCTION bookings_apply_to_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM booking_totals_add(OLD.partner_id, OLD.status, OLD.grand_total, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM booking_totals_add(NEW.partner_id, NEW.status, NEW.grand_total, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Recomputes every partner's totals from bookings (after a bulk load with triggers disabled, say).
CREATE OR REPLACE FUNCTION rebuild_booking_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- writers of bookings wait until we commit, so no change falls between the count and the swap
  LOCK TABLE bookings IN SHARE MODE;
  -- every row goes: the whole table is recounted below (a DELETE, unlike TRUNCATE, lets readers go on)
  DELETE FROM booking_totals WHERE true;
  INSERT INTO booking_totals (partner_id, booked_count, cancelled_count, completed_count,
                              booked_revenue, cancelled_revenue, completed_revenue)
  SELECT partner_id,
         count(*) FILTER (WHERE status = 'booked'),
         count(*) FILTER (WHERE status = 'cancelled'),
         count(*) FILTER (WHERE status = 'completed'),
         coalesce(sum(grand_total) FILTER (WHERE status = 'booked'), 0),
         coalesce(sum(grand_total) FILTER (WHERE status = 'cancelled'), 0),
         coalesce(sum(grand_total) FILTER (WHERE status = 'completed'), 0)
  FROM bookings
  WHERE status IN ('booked', 'cancelled', 'completed')
  GROUP BY partner_id;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bookings_truncate_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM booking_totals WHERE true;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The WHEN clauses keep the hot path cheap: holds (inserts, expiries) never call the function.
CREATE TRIGGER bookings_totals_insert AFTER INSERT ON bookings FOR EACH ROW
  WHEN (NEW.status IN ('booked', 'cancelled', 'completed'))
  EXECUTE FUNCTION bookings_apply_to_totals();
--> statement-breakpoint
CREATE TRIGGER bookings_totals_update AFTER UPDATE OF status, partner_id, grand_total ON bookings FOR EACH ROW
  WHEN ((OLD.status IN ('booked', 'cancelled', 'completed') OR NEW.status IN ('booked', 'cancelled', 'completed'))
    AND (OLD.status IS DISTINCT FROM NEW.status
      OR OLD.partner_id IS DISTINCT FROM NEW.partner_id
      OR OLD.grand_total IS DISTINCT FROM NEW.grand_total))
  EXECUTE FUNCTION bookings_apply_to_totals();
--> statement-breakpoint
CREATE TRIGGER bookings_totals_delete AFTER DELETE ON bookings FOR EACH ROW
  WHEN (OLD.status IN ('booked', 'cancelled', 'completed'))
  EXECUTE FUNCTION bookings_apply_to_totals();
--> statement-breakpoint
CREATE TRIGGER bookings_totals_truncate AFTER TRUNCATE ON bookings FOR EACH STATEMENT
  EXECUTE FUNCTION bookings_truncate_totals();
--> statement-breakpoint
-- existing rides enter the totals
SELECT rebuild_booking_totals();
