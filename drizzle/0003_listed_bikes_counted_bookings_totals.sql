CREATE TABLE "booking_totals" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"booked_count" integer DEFAULT 0 NOT NULL,
	"cancelled_count" integer DEFAULT 0 NOT NULL,
	"completed_count" integer DEFAULT 0 NOT NULL,
	"booked_revenue" bigint DEFAULT 0 NOT NULL,
	"cancelled_revenue" bigint DEFAULT 0 NOT NULL,
	"completed_revenue" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_totals" ADD CONSTRAINT "booking_totals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bikes_listed_newest_idx" ON "bikes" USING btree ("created_at","id") WHERE "bikes"."status" AND "bikes"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "bikes_listed_partner_idx" ON "bikes" USING btree ("partner_id","created_at","id") WHERE "bikes"."status" AND "bikes"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "bikes_listed_search_idx" ON "bikes" USING gin (("brand" || ' ' || "name") gin_trgm_ops) WHERE "bikes"."status" AND "bikes"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "bookings_partner_counted_idx" ON "bookings" USING btree ("partner_id","created_at","id","status") WHERE "bookings"."status" IN ('booked', 'cancelled', 'completed');--> statement-breakpoint
CREATE INDEX "bookings_counted_created_idx" ON "bookings" USING btree ("created_at","status") WHERE "bookings"."status" IN ('booked', 'cancelled', 'completed');