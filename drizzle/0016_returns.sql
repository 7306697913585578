CREATE TABLE "settlement_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"damage_before" integer NOT NULL,
	"damage_after" integer NOT NULL,
	"refunded" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_adjustments_lower_check" CHECK ("settlement_adjustments"."damage_after" >= 0 AND "settlement_adjustments"."damage_after" < "settlement_adjustments"."damage_before")
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"start_km" integer,
	"end_km" integer,
	"allowance_km" integer NOT NULL,
	"excess_km" integer NOT NULL,
	"excess_charge" integer NOT NULL,
	"returned_at" timestamp with time zone NOT NULL,
	"late_hours" integer NOT NULL,
	"late_fee" integer NOT NULL,
	"cgst" integer NOT NULL,
	"sgst" integer NOT NULL,
	"damage" integer NOT NULL,
	"damage_note" text DEFAULT '' NOT NULL,
	"charges" integer NOT NULL,
	"deposit" integer NOT NULL,
	"deposit_refund" integer NOT NULL,
	"due" integer NOT NULL,
	"due_order_id" text,
	"due_paid_at" timestamp with time zone,
	"disputed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_money_check" CHECK ("settlements"."excess_charge" >= 0 AND "settlements"."late_fee" >= 0 AND "settlements"."cgst" >= 0 AND "settlements"."sgst" >= 0 AND "settlements"."damage" >= 0 AND "settlements"."charges" >= 0 AND "settlements"."deposit" >= 0 AND "settlements"."deposit_refund" >= 0 AND "settlements"."due" >= 0),
	CONSTRAINT "settlements_km_check" CHECK ("settlements"."end_km" IS NULL OR "settlements"."end_km" >= "settlements"."start_km")
);
--> statement-breakpoint
DROP INDEX "refunds_payment_key";--> statement-breakpoint
ALTER TABLE "bikes" ADD COLUMN "deposit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "return_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'cancellation' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_adjustments" ADD CONSTRAINT "settlement_adjustments_booking_id_settlements_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."settlements"("booking_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_adjustments" ADD CONSTRAINT "settlement_adjustments_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_adjustments_booking_idx" ON "settlement_adjustments" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_due_order_key" ON "settlements" USING btree ("due_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_deposit_key" ON "refunds" USING btree ("booking_id") WHERE "refunds"."kind" = 'deposit';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_key" ON "refunds" USING btree ("provider_payment_id") WHERE "refunds"."kind" = 'cancellation';--> statement-breakpoint
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_deposit_check" CHECK ("bikes"."deposit" BETWEEN 0 AND 50000);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_check" CHECK ("bookings"."deposit" >= 0);