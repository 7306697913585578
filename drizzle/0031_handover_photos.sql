ALTER TABLE "bookings" ADD COLUMN "handover_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "handover_start_km" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "handover_photos" uuid[];--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "return_photos" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_handover_check" CHECK (("bookings"."handover_at" IS NULL) = ("bookings"."handover_start_km" IS NULL) AND ("bookings"."handover_at" IS NULL) = ("bookings"."handover_photos" IS NULL) AND ("bookings"."handover_start_km" IS NULL OR "bookings"."handover_start_km" >= 0));