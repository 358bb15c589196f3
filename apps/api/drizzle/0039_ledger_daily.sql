-- The ledger's movements per account and Sofia day (issue #19: a trial balance over 10,000,000
-- entries in a month within 1 s). The trial balance summed every entry booked since the period's
-- first day: a December of a year's data read 3 million entries (3.2 s). `ledger_daily` holds each
-- account's debits and credits per day, added to by a statement trigger in the same statement as
-- the entries (entries are never changed or removed, so the day's sums only grow), and the trial
-- balance of whole Sofia days reads it instead: a row per account and day with movements.
-- Tests compare it with the entries after every step of the ledger's property tests. Hand-written.
CREATE TABLE "ledger_daily" (
	"day" date NOT NULL,
	"account_id" integer NOT NULL REFERENCES "ledger_accounts"("id"),
	"debits_minor" bigint NOT NULL,
	"credits_minor" bigint NOT NULL,
	CONSTRAINT "ledger_daily_pkey" PRIMARY KEY ("day", "account_id"),
	CONSTRAINT "ledger_daily_sides" CHECK ("debits_minor" >= 0 AND "credits_minor" <= 0)
);--> statement-breakpoint
INSERT INTO "ledger_daily" ("day", "account_id", "debits_minor", "credits_minor")
	SELECT ("occurred_at" AT TIME ZONE 'Europe/Sofia')::date, "account_id",
		coalesce(sum("amount_minor") FILTER (WHERE "amount_minor" > 0), 0),
		coalesce(sum("amount_minor") FILTER (WHERE "amount_minor" < 0), 0)
	FROM "ledger_entries" GROUP BY 1, 2;--> statement-breakpoint
-- Rows in (day, account) order, as every writer takes them, so two writers never wait on each
-- other in opposite orders; the kept-balance trigger (ledger_entries_apply, before this one by
-- name) has already locked the accounts.
CREATE FUNCTION "ledger_daily_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "ledger_daily" ("day", "account_id", "debits_minor", "credits_minor")
		SELECT ("occurred_at" AT TIME ZONE 'Europe/Sofia')::date, "account_id",
			coalesce(sum("amount_minor") FILTER (WHERE "amount_minor" > 0), 0),
			coalesce(sum("amount_minor") FILTER (WHERE "amount_minor" < 0), 0)
		FROM new_entries GROUP BY 1, 2 ORDER BY 1, 2
	ON CONFLICT ("day", "account_id") DO UPDATE SET
		"debits_minor" = "ledger_daily"."debits_minor" + EXCLUDED."debits_minor",
		"credits_minor" = "ledger_daily"."credits_minor" + EXCLUDED."credits_minor";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_daily" AFTER INSERT ON "ledger_entries"
	REFERENCING NEW TABLE AS new_entries
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_daily_add"();
