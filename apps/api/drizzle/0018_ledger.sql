-- The double-entry ledger (issue #19, packages/domain/src/ledger.ts). Every money movement is one
-- journal transaction of entries; amount_minor > 0 is a debit, < 0 a credit; an account's balance is
-- the plain sum of its entries. The invariants live here, not only in code:
--  * a transaction whose entries do not sum to zero per currency cannot commit (deferred trigger);
--  * entries and transactions are never updated or deleted (corrections are reversing transactions);
--  * ledger_accounts.balance_minor is kept by the entries' insert trigger in the same transaction,
--    which refuses a debit beyond the account's floor (the row lock serialises concurrent charges);
--  * (type, business_key) is unique: a retried posting books nothing.
-- Hand-written (ledger).
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" integer,
	"currency" char(3) NOT NULL,
	-- 1 debit-normal, -1 credit-normal: the floor is compared with normal_side * balance_minor
	"normal_side" smallint NOT NULL,
	-- the lowest balance allowed on the account's normal side (a prepaid balance: minus its credit
	-- limit); null = no floor
	"floor_minor" bigint,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind" CHECK ("kind" ~ '^[A-Z][A-Z_]{1,39}$'),
	CONSTRAINT "ledger_accounts_currency" CHECK ("currency" in ('BGN', 'EUR')),
	CONSTRAINT "ledger_accounts_normal_side" CHECK ("normal_side" in (1, -1)),
	CONSTRAINT "ledger_accounts_key" UNIQUE NULLS NOT DISTINCT ("kind", "owner_id", "currency"),
	-- the target of the entries' (account_id, currency) foreign key: an entry's currency is its account's
	CONSTRAINT "ledger_accounts_id_currency" UNIQUE ("id", "currency")
);--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	"type" text NOT NULL,
	"business_key" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reverses_transaction_id" bigint REFERENCES "ledger_transactions"("id") ON DELETE restrict,
	"description" text,
	"refs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "ledger_transactions_type" CHECK ("type" ~ '^[A-Z][A-Z_]{1,39}$'),
	CONSTRAINT "ledger_transactions_business_key" CHECK (length("business_key") between 1 and 200),
	CONSTRAINT "ledger_transactions_description" CHECK ("description" is null or length("description") <= 1000),
	CONSTRAINT "ledger_transactions_refs" CHECK (jsonb_typeof("refs") = 'object'),
	CONSTRAINT "ledger_transactions_idempotency" UNIQUE ("type", "business_key"),
	CONSTRAINT "ledger_transactions_reversed_once" UNIQUE ("reverses_transaction_id"),
	CONSTRAINT "ledger_transactions_id_occurred" UNIQUE ("id", "occurred_at")
);--> statement-breakpoint
CREATE INDEX "ledger_transactions_occurred" ON "ledger_transactions" ("occurred_at");--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	-- the transaction's moment, copied so the trial balance and the drill-down read entries alone
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_non_zero" CHECK ("amount_minor" <> 0),
	CONSTRAINT "ledger_entries_transaction" FOREIGN KEY ("transaction_id", "occurred_at")
		REFERENCES "ledger_transactions"("id", "occurred_at") ON DELETE restrict,
	CONSTRAINT "ledger_entries_account_currency" FOREIGN KEY ("account_id", "currency")
		REFERENCES "ledger_accounts"("id", "currency") ON DELETE restrict
);--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction" ON "ledger_entries" ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" ("account_id", "occurred_at", "id");--> statement-breakpoint
-- the trial balance sums a period's movements per account from this index alone
CREATE INDEX "ledger_entries_occurred" ON "ledger_entries" ("occurred_at") INCLUDE ("account_id", "amount_minor");--> statement-breakpoint
-- Balance: at COMMIT, each touched transaction has ≥ 2 entries summing to zero per currency.
CREATE FUNCTION "ledger_assert_balanced"(tx_id bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	entry_count integer;
	bad_currency text;
BEGIN
	SELECT count(*) INTO entry_count FROM "ledger_entries" WHERE "transaction_id" = tx_id;
	IF entry_count < 2 THEN
		RAISE EXCEPTION 'ledger transaction % has fewer than two entries', tx_id
			USING ERRCODE = '23514', CONSTRAINT = 'ledger_transactions_balanced';
	END IF;
	SELECT "currency" INTO bad_currency FROM "ledger_entries" WHERE "transaction_id" = tx_id
		GROUP BY "currency" HAVING sum("amount_minor") <> 0 LIMIT 1;
	IF bad_currency IS NOT NULL THEN
		RAISE EXCEPTION 'ledger transaction % does not balance in %', tx_id, bad_currency
			USING ERRCODE = '23514', CONSTRAINT = 'ledger_transactions_balanced';
	END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "ledger_entries_check_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "ledger_assert_balanced"(NEW.transaction_id);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "ledger_transactions_check_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "ledger_assert_balanced"(NEW.id);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entries_check_balanced"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_transactions_balanced" AFTER INSERT ON "ledger_transactions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_transactions_check_balanced"();--> statement-breakpoint
-- Entries belong to a transaction written in the same database transaction (no late additions):
-- booked_at defaults to now(), the database transaction's start, also inside savepoints.
CREATE FUNCTION "ledger_entries_same_transaction"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM "ledger_transactions" WHERE "id" = NEW.transaction_id
			AND "booked_at" = now()) THEN
		RAISE EXCEPTION 'entries are added only with their ledger transaction %', NEW.transaction_id
			USING ERRCODE = '23514', CONSTRAINT = 'ledger_entries_immutable';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_same_transaction" BEFORE INSERT ON "ledger_entries"
	FOR EACH ROW EXECUTE FUNCTION "ledger_entries_same_transaction"();--> statement-breakpoint
-- The books are append-only.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is append-only: % refused (book a reversing transaction)', TG_TABLE_NAME, TG_OP
		USING ERRCODE = '23514', CONSTRAINT = 'ledger_entries_immutable';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_immutable" BEFORE UPDATE OR DELETE ON "ledger_entries"
	FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_immutable" BEFORE UPDATE OR DELETE ON "ledger_transactions"
	FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_truncate" BEFORE TRUNCATE ON "ledger_transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
-- The kept balance, in the same transaction as the entry. The UPDATE locks the account row, so
-- concurrent postings to one account queue here and each sees the balance the previous one left.
-- A debit that takes the balance (on the account's normal side) below its floor is refused; an
-- entry towards the normal side is always accepted.
CREATE FUNCTION "ledger_apply_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	new_balance bigint;
	floor_value bigint;
	side smallint;
BEGIN
	UPDATE "ledger_accounts" SET "balance_minor" = "balance_minor" + NEW.amount_minor
		WHERE "id" = NEW.account_id
		RETURNING "balance_minor", "floor_minor", "normal_side" INTO new_balance, floor_value, side;
	IF floor_value IS NOT NULL AND side * NEW.amount_minor < 0 AND side * new_balance < floor_value THEN
		RAISE EXCEPTION 'ledger account % would go below its floor', NEW.account_id
			USING ERRCODE = '23514', CONSTRAINT = 'ledger_accounts_floor';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_apply" AFTER INSERT ON "ledger_entries"
	FOR EACH ROW EXECUTE FUNCTION "ledger_apply_entry"();
