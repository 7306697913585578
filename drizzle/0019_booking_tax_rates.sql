ALTER TABLE "bookings" ADD COLUMN "cgst_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sgst_rate_bp" integer;