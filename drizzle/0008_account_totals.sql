CREATE TABLE "account_totals" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "account_totals_one_row" CHECK ("account_totals"."id" = 1)
);
--> statement-breakpoint
-- Statement triggers with transition tables: one UPDATE per INSERT/DELETE statement, however many rows
-- it touched (the benchmark seed inserts users 10,000 at a time). The row is locked only until the
-- statement's transaction ends; registrations are far too rare for that to queue anyone.
CREATE OR REPLACE FUNCTION account_totals_users_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_totals SET users = users + (SELECT count(*) FROM added_users) WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION account_totals_users_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_totals SET users = users - (SELECT count(*) FROM removed_users) WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION account_totals_users_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_totals SET users = 0 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_totals_insert AFTER INSERT ON users REFERENCING NEW TABLE AS added_users
  FOR EACH STATEMENT EXECUTE FUNCTION account_totals_users_added();
--> statement-breakpoint
CREATE TRIGGER users_totals_delete AFTER DELETE ON users REFERENCING OLD TABLE AS removed_users
  FOR EACH STATEMENT EXECUTE FUNCTION account_totals_users_removed();
--> statement-breakpoint
CREATE TRIGGER users_totals_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION account_totals_users_truncated();
--> statement-breakpoint
-- the existing accounts, counted once
INSERT INTO account_totals (id, users) SELECT 1, count(*) FROM users;
