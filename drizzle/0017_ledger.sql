CREATE TABLE "payout_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"commission_bp" integer NOT NULL,
	"tcs_bp" integer NOT NULL,
	"tds_bp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "payout_settings_range_check" CHECK ("payout_settings"."commission_bp" BETWEEN 0 AND 5000 AND "payout_settings"."tcs_bp" BETWEEN 0 AND 500 AND "payout_settings"."tds_bp" BETWEEN 0 AND 500)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"booking_id" uuid,
	"kind" text NOT NULL,
	"gross" integer NOT NULL,
	"commission" integer NOT NULL,
	"gst_on_commission" integer NOT NULL,
	"tcs" integer NOT NULL,
	"tds" integer NOT NULL,
	"gst_collected" integer NOT NULL,
	"damage" integer NOT NULL,
	"net" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"admin_id" uuid,
	"settlement_adjustment_id" uuid,
	"week" date NOT NULL,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_booking_check" CHECK ("ledger_entries"."kind" = 'adjustment' OR "ledger_entries"."booking_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"week" date NOT NULL,
	"reference" text NOT NULL,
	"net" integer NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_by" uuid
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payout_settings_id" integer;--> statement-breakpoint
ALTER TABLE "payout_settings" ADD CONSTRAINT "payout_settings_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_settlement_adjustment_id_settlement_adjustments_id_fk" FOREIGN KEY ("settlement_adjustment_id") REFERENCES "public"."settlement_adjustments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_by_admins_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_booking_kind_key" ON "ledger_entries" USING btree ("booking_id","kind") WHERE "ledger_entries"."kind" IN ('ride', 'cancellation');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_settlement_adjustment_key" ON "ledger_entries" USING btree ("settlement_adjustment_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_partner_idx" ON "ledger_entries" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_week_idx" ON "ledger_entries" USING btree ("week","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_partner_week_key" ON "payouts" USING btree ("partner_id","week");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payout_settings_id_payout_settings_id_fk" FOREIGN KEY ("payout_settings_id") REFERENCES "public"."payout_settings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The default payout rates (issue #18): 20 % commission, 0.5 % TCS, 0.1 % TDS, in basis points.
INSERT INTO "payout_settings" ("commission_bp", "tcs_bp", "tds_bp") VALUES (2000, 50, 10);
