ALTER TABLE "text_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_language_check" CHECK ("text_messages"."language" IN ('en', 'hi'));
