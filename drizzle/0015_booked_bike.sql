ALTER TABLE "bookings" ADD COLUMN "bike_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "bike_brand" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "bike_plate" text;--> statement-breakpoint
-- Every booking made before partners could edit their bikes was made with the bike as it is now.
-- (Only the new columns change: no trigger of bookings fires on them.)
UPDATE "bookings" AS b SET "bike_name" = k."name", "bike_brand" = k."brand", "bike_plate" = k."plate_number"
  FROM "bikes" AS k WHERE k."id" = b."bike_id";
