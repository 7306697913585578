-- No double booking, enforced by the database (ARCHITECTURE section 5): two pending (held) or booked
-- rides of one bike can never overlap in time. Drizzle cannot declare EXCLUDE, hence this hand-written file.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "bike_id" WITH =,
  tstzrange("pickup_at", "drop_at", '[)') WITH &&
) WHERE ("status" IN ('pending', 'booked'));
