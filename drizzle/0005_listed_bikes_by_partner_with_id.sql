-- IF (NOT) EXISTS: a database migrated with a draft of 0003 may already have bikes_listed_count_idx.
DROP INDEX IF EXISTS "bikes_listed_partner_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bikes_listed_count_idx" ON "bikes" USING btree ("partner_id") WHERE "bikes"."status" AND "bikes"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "bikes_listed_partner_idx" ON "bikes" USING btree ("partner_id","id") WHERE "bikes"."status" AND "bikes"."deleted_at" IS NULL;
