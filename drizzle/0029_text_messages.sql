CREATE TABLE "messaging_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "messaging_consents_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"opted_in" boolean NOT NULL,
	"words" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_message_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"status" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"recipient" text NOT NULL,
	"to" text NOT NULL,
	"params" jsonb NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"channel" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"error" text,
	"delivery_status" text,
	"delivery_status_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messaging_consents" ADD CONSTRAINT "messaging_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messaging_consents_user_idx" ON "messaging_consents" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "text_message_events_message_idx" ON "text_message_events" USING btree ("provider_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_key_key" ON "text_messages" USING btree ("key");--> statement-breakpoint
CREATE INDEX "text_messages_due_idx" ON "text_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "text_messages_provider_id_idx" ON "text_messages" USING btree ("provider_message_id");--> statement-breakpoint
-- issue #33: mobile numbers are stored in E.164; the 10-digit Indian numbers of before become +91…
-- (a leading 0 or 91 prefix of a 10-digit mobile is dropped first); anything else is left as it was
UPDATE "users" SET "mobile" = '+91' || right(regexp_replace("mobile", '[^0-9]', '', 'g'), 10)
WHERE "mobile" IS NOT NULL AND regexp_replace("mobile", '[^0-9]', '', 'g') ~ '^(0|91)?[6-9][0-9]{9}$';--> statement-breakpoint
UPDATE "partners" SET "mobile" = '+91' || right(regexp_replace("mobile", '[^0-9]', '', 'g'), 10)
WHERE "mobile" IS NOT NULL AND regexp_replace("mobile", '[^0-9]', '', 'g') ~ '^(0|91)?[6-9][0-9]{9}$';
