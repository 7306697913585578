ALTER TABLE "partners" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_language_check" CHECK ("partners"."language" IN ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" IN ('en', 'hi'));
