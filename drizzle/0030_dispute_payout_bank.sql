ALTER TABLE "partners" ADD COLUMN "bank_holder" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_ifsc" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "dispute_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "dispute_decision" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_bank_check" CHECK (("partners"."bank_holder" IS NULL) = ("partners"."bank_account" IS NULL) AND ("partners"."bank_account" IS NULL) = ("partners"."bank_ifsc" IS NULL));--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_dispute_check" CHECK (("settlements"."dispute_resolved_at" IS NULL) = ("settlements"."dispute_decision" IS NULL) AND ("settlements"."dispute_resolved_at" IS NULL OR "settlements"."disputed_at" IS NOT NULL));