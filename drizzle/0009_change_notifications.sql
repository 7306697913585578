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
CREATE TRIGGER bookings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER bikes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bikes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER partners_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partners
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER booking_totals_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booking_totals
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER account_totals_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON account_totals
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER partner_locations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partner_locations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER admins_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON admins
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
