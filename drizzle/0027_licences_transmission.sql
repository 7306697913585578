CREATE TABLE "licences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"dob" date NOT NULL,
	"classes" text[] NOT NULL,
	"valid_until" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"provider" jsonb,
	"reviewed_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licences_classes_check" CHECK (cardinality("licences"."classes") >= 1 AND "licences"."classes" <@ ARRAY['MCWOG','MCWG']),
	CONSTRAINT "licences_reason_check" CHECK ("licences"."status" <> 'rejected' OR "licences"."reason" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "bikes" ADD COLUMN "transmission" text DEFAULT 'geared' NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_reviewed_by_admins_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licences_status_idx" ON "licences" USING btree ("status","updated_at");--> statement-breakpoint
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_transmission_check" CHECK ("bikes"."transmission" IN ('gearless', 'geared'));--> statement-breakpoint
-- existing bikes (issue #32): scooters ride on an MCWOG licence, the rest are taken as geared; the partner edits either
UPDATE "bikes" SET "transmission" = 'gearless' WHERE "category" = 'Scooters';
