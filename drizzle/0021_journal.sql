CREATE TABLE "journal_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"posting_id" uuid NOT NULL,
	"account" text NOT NULL,
	"booking_id" uuid,
	"partner_id" uuid,
	"debit" integer DEFAULT 0 NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_lines_one_side_check" CHECK (("journal_lines"."debit" > 0 AND "journal_lines"."credit" = 0) OR ("journal_lines"."credit" > 0 AND "journal_lines"."debit" = 0))
);
--> statement-breakpoint
CREATE TABLE "journal_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"event" text NOT NULL,
	"booking_id" uuid,
	"partner_id" uuid,
	"memo" text DEFAULT '' NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_posting_id_journal_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."journal_postings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_postings" ADD CONSTRAINT "journal_postings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_postings" ADD CONSTRAINT "journal_postings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_lines_posting_idx" ON "journal_lines" USING btree ("posting_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account","posted_at");--> statement-breakpoint
CREATE INDEX "journal_lines_booking_idx" ON "journal_lines" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "journal_lines_partner_idx" ON "journal_lines" USING btree ("partner_id","account");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_postings_source_key" ON "journal_postings" USING btree ("source");--> statement-breakpoint
CREATE INDEX "journal_postings_booking_idx" ON "journal_postings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "journal_postings_posted_idx" ON "journal_postings" USING btree ("posted_at");