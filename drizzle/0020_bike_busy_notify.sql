-- Which bikes' busy times changed (issue #20, decision D66): the in-memory search index
-- (server/features/search/free-bike-index.ts) keeps each searched city's listed bikes and their
-- live rides and blocks, and reads again only the bikes a committed write touched. After every
-- statement that writes bookings or bike_blocks, NOTIFY 'bike_busy' with the distinct bike ids of
-- the rows it wrote (old and new: a ride moved to another bike frees one and takes the other),
-- comma-separated, or '*' when there are more than fit a notification (a bulk load) or the table
-- was truncated: then every city is read again. Like 0009's, the message leaves only at commit, in
-- commit order, to every listening instance.
CREATE OR REPLACE FUNCTION notify_bike_busy() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bike_count int;
  bike_ids text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('bike_busy', '*');
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT count(DISTINCT bike_id), string_agg(DISTINCT bike_id::text, ',') INTO bike_count, bike_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT count(DISTINCT bike_id), string_agg(DISTINCT bike_id::text, ',') INTO bike_count, bike_ids FROM old_rows;
  ELSE
    SELECT count(*), string_agg(bike_id::text, ',') INTO bike_count, bike_ids
      FROM (SELECT bike_id FROM new_rows UNION SELECT bike_id FROM old_rows) AS changed;
  END IF;
  IF bike_count = 0 THEN
    RETURN NULL;
  END IF;
  -- 150 uuids and their commas are 5,549 bytes, inside the 8,000 a payload may have
  PERFORM pg_notify('bike_busy', CASE WHEN bike_count > 150 THEN '*' ELSE bike_ids END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_busy_inserted" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_bike_busy();
--> statement-breakpoint
CREATE TRIGGER "bookings_busy_updated" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_bike_busy();
--> statement-breakpoint
CREATE TRIGGER "bookings_busy_deleted" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_bike_busy();
--> statement-breakpoint
CREATE TRIGGER "bookings_busy_truncated" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_bike_busy();
--> statement-breakpoint
CREATE TRIGGER "bike_blocks_busy_inserted" AFTER INSERT ON "bike_blocks"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_bike_busy();
--> statement-breakpoint
CREATE TRIGGER "bike_blocks_busy_updated" AFTER UPDATE ON "bike_blocks"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_bike_busy();
--> statement-breakpoint
CREATE TRIGGER "bike_blocks_busy_deleted" AFTER DELETE ON "bike_blocks"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_bike_busy();
--> statement-breakpoint
CREATE TRIGGER "bike_blocks_busy_truncated" AFTER TRUNCATE ON "bike_blocks"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_bike_busy();
