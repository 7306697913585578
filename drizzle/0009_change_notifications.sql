-- Change notifications for the read caches (server/features/read-cache, decision 46): after any
-- statement that writes a table a kept answer or a guard's account state was read from, NOTIFY
-- 'table_changed' with the table's name. PostgreSQL delivers a notification only when its transaction
-- commits (never for a rolled-back one) and sends one per distinct payload per transaction, so a seed
-- inserting 10,000 rows a statement, or a booking touching bookings three times, is one message per
-- table. Every server instance listens, whichever instance, job or psql session made the change.
CREATE OR REPLACE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- one statement trigger per table, named <table>_changed
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY[
    'bookings', 'bikes', 'partners', 'users', 'admins', 'reviews', 'partner_locations',
    'booking_totals', 'account_totals'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()',
      watched || '_changed', watched);
  END LOOP;
END
$$;
