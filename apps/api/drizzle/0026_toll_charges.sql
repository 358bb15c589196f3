-- Toll charges (issue #19 item 2): the charging system's toll transactions, recorded once by their
-- transaction id and booked in the ledger (business key = the transaction id); the keys the
-- charging system authenticates with; the low-balance notice state per contract. Also: the
-- ledger's per-entry triggers become per-statement ones (transition tables), so a batch of many
-- journals is checked and applied in a few set-based steps with the same invariants.
-- Hand-written (ledger2).
CREATE TABLE "toll_charging_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "toll_charging_keys_hash" UNIQUE ("key_hash"),
	CONSTRAINT "toll_charging_keys_name" CHECK (length("name") between 1 and 100)
);--> statement-breakpoint
CREATE TABLE "toll_transactions" (
	"id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	-- the charging system's id: each is recorded once
	"transaction_id" text NOT NULL,
	"account_id" integer REFERENCES "accounts"("id") ON DELETE restrict,
	"plate" text NOT NULL,
	"device_id" text,
	"segment_id" text NOT NULL,
	"entry_at" timestamp with time zone NOT NULL,
	"exit_at" timestamp with time zone NOT NULL,
	"km" numeric(9, 3) NOT NULL,
	"category" text NOT NULL,
	"emission_class" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	-- POSTED (booked), REFUSED (prepaid balances cannot cover it: unpaid, kept), UNMATCHED (no
	-- active contract for the vehicle: kept for manual handling)
	"status" text NOT NULL,
	"ledger_transaction_id" bigint REFERENCES "ledger_transactions"("id") ON DELETE restrict,
	"from_main_minor" bigint,
	"from_secondary_minor" bigint,
	"period_start" date,
	"period_end" date,
	"due_date" date,
	"source" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "toll_transactions_transaction_id" UNIQUE ("transaction_id"),
	CONSTRAINT "toll_transactions_transaction_id_length" CHECK (length("transaction_id") between 1 and 100),
	CONSTRAINT "toll_transactions_amount" CHECK ("amount_minor" > 0),
	CONSTRAINT "toll_transactions_currency" CHECK ("currency" in ('BGN', 'EUR')),
	CONSTRAINT "toll_transactions_times" CHECK ("exit_at" >= "entry_at"),
	CONSTRAINT "toll_transactions_km" CHECK ("km" >= 0),
	CONSTRAINT "toll_transactions_source" CHECK ("source" in ('API', 'FILE')),
	CONSTRAINT "toll_transactions_status" CHECK (
		("status" = 'POSTED' AND "account_id" IS NOT NULL AND "ledger_transaction_id" IS NOT NULL)
		OR ("status" = 'REFUSED' AND "account_id" IS NOT NULL AND "ledger_transaction_id" IS NULL)
		OR ("status" = 'UNMATCHED' AND "account_id" IS NULL AND "ledger_transaction_id" IS NULL)),
	CONSTRAINT "toll_transactions_period" CHECK (("period_start" IS NULL) = ("due_date" IS NULL)
		AND ("period_end" IS NULL) = ("due_date" IS NULL))
);--> statement-breakpoint
CREATE INDEX "toll_transactions_account" ON "toll_transactions" ("account_id", "exit_at");--> statement-breakpoint
CREATE INDEX "toll_transactions_due" ON "toll_transactions" ("account_id", "due_date") WHERE "due_date" IS NOT NULL;--> statement-breakpoint
-- A contract's low-balance notice: sent once while the balance stays low (cleared when it recovers).
CREATE TABLE "toll_low_balance_notices" (
	"account_id" integer PRIMARY KEY NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"notified_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone
);--> statement-breakpoint
-- The ledger's triggers per statement. Entries are only added with their transaction header in the
-- same database transaction, so the header's deferred balance check (kept) covers every entry and
-- the per-entry deferred check was redundant work.
DROP TRIGGER "ledger_entries_balanced" ON "ledger_entries";--> statement-breakpoint
DROP TRIGGER "ledger_entries_same_transaction" ON "ledger_entries";--> statement-breakpoint
DROP TRIGGER "ledger_entries_apply" ON "ledger_entries";--> statement-breakpoint
CREATE FUNCTION "ledger_entries_same_transaction_all"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	late bigint;
BEGIN
	SELECT e.transaction_id INTO late FROM new_entries e
		LEFT JOIN "ledger_transactions" t ON t.id = e.transaction_id AND t.booked_at = now()
		WHERE t.id IS NULL LIMIT 1;
	IF late IS NOT NULL THEN
		RAISE EXCEPTION 'entries are added only with their ledger transaction %', late
			USING ERRCODE = '23514', CONSTRAINT = 'ledger_entries_immutable';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- The kept balance: one UPDATE per touched account (in id order) with the statement's sum; an
-- account that received any entry away from its normal side must end at or above its floor.
CREATE FUNCTION "ledger_apply_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	below integer;
BEGIN
	WITH sums AS (
		SELECT account_id, sum(amount_minor) AS total,
			bool_or(amount_minor < 0) AS has_credit, bool_or(amount_minor > 0) AS has_debit
		FROM new_entries GROUP BY account_id
	), locked AS (
		SELECT a.id FROM "ledger_accounts" a JOIN sums s ON s.account_id = a.id ORDER BY a.id FOR NO KEY UPDATE OF a
	), updated AS (
		UPDATE "ledger_accounts" a SET "balance_minor" = a."balance_minor" + s.total
		FROM sums s WHERE a.id = s.account_id AND a.id IN (SELECT id FROM locked)
		RETURNING a.id, a."balance_minor", a."floor_minor", a."normal_side", s.has_credit, s.has_debit
	)
	SELECT u.id INTO below FROM updated u
		WHERE u."floor_minor" IS NOT NULL
		AND ((u."normal_side" = 1 AND u.has_credit) OR (u."normal_side" = -1 AND u.has_debit))
		AND u."normal_side" * u."balance_minor" < u."floor_minor"
		LIMIT 1;
	IF below IS NOT NULL THEN
		RAISE EXCEPTION 'ledger account % would go below its floor', below
			USING ERRCODE = '23514', CONSTRAINT = 'ledger_accounts_floor';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_same_transaction" AFTER INSERT ON "ledger_entries"
	REFERENCING NEW TABLE AS new_entries
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_same_transaction_all"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_apply" AFTER INSERT ON "ledger_entries"
	REFERENCING NEW TABLE AS new_entries
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_apply_entries"();
