CREATE TABLE "otp_ladders" (
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"codes_checked" integer DEFAULT 0 NOT NULL,
	"locks" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "otp_ladders_purpose_email_pk" PRIMARY KEY("purpose","email")
);
