-- Leftovers of issues #21 and #17 (hand-written):
--  1. The Euro-toll credit limit (spec §3 Account; decision in docs/ARCHITECTURE.md "International
--     toll"): a contract's unbilled international toll in a currency never exceeds its Euro-toll
--     credit limit in that currency. The MSTS ingest checks it first and names each line over it;
--     this trigger is the invariant for any writer. Limits never decrease (accounts_guard, 0015) and
--     billing only lowers what is unbilled, so only an insert can break it.
--  2. The contract list's client name, kept on the contract (issue #17 bench, "Toll customers"): the
--     name filter and the sort by client name read one table, through a trigram index and a b-tree
--     in name order, instead of sorting every match of a three-table join.

-- What each contract owes unbilled, per currency, read without the billed history.
CREATE INDEX "msts_transactions_unbilled" ON "msts_transactions" ("account_id", "currency") INCLUDE ("total_minor") WHERE NOT "billed";--> statement-breakpoint
CREATE FUNCTION "msts_transactions_credit_limit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	over_account integer;
BEGIN
	-- one writer of a contract's international toll at a time: NO KEY UPDATE does not wait for the
	-- KEY SHARE that the foreign key takes, so two batches cannot deadlock here; the sum below is
	-- read after the lock (a new snapshot per statement), so it sees the other batch's rows
	PERFORM 1 FROM "accounts"
		WHERE "id" IN (SELECT "account_id" FROM added WHERE NOT "billed")
		ORDER BY "id" FOR NO KEY UPDATE;
	SELECT o."account_id" INTO over_account
	FROM (
		SELECT t."account_id", t."currency", sum(t."total_minor") AS unbilled
		FROM "msts_transactions" t
		WHERE NOT t."billed"
			AND (t."account_id", t."currency") IN (SELECT "account_id", "currency" FROM added WHERE NOT "billed")
		GROUP BY t."account_id", t."currency"
	) o
	JOIN "accounts" a ON a."id" = o."account_id"
	WHERE o.unbilled > CASE o."currency" WHEN 'EUR' THEN a."credit_limit_eu_toll_eur_minor"
		ELSE a."credit_limit_eu_toll_bgn_minor" END
	LIMIT 1;
	IF over_account IS NOT NULL THEN
		RAISE EXCEPTION 'contract % would owe more unbilled international toll than its Euro-toll credit limit', over_account
			USING ERRCODE = '23514', CONSTRAINT = 'msts_transactions_credit_limit';
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "msts_transactions_credit_limit" AFTER INSERT ON "msts_transactions"
	REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "msts_transactions_credit_limit"();--> statement-breakpoint
-- The client's name on each contract: set from the partner on insert and when the contract moves to
-- another client, and copied to every contract of a partner whose name changes.
ALTER TABLE "accounts" ADD COLUMN "client_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "accounts" a SET "client_name" = p."name" FROM "partners" p WHERE p."id" = a."client_id";--> statement-breakpoint
CREATE FUNCTION "accounts_client_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."client_name" := (SELECT "name" FROM "partners" WHERE "id" = NEW."client_id");
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "accounts_client_name" BEFORE INSERT OR UPDATE OF "client_id", "client_name" ON "accounts"
	FOR EACH ROW EXECUTE FUNCTION "accounts_client_name"();--> statement-breakpoint
CREATE FUNCTION "partners_client_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "accounts" SET "client_name" = NEW."name" WHERE "client_id" = NEW."id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "partners_client_name" AFTER UPDATE OF "name" ON "partners"
	FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "partners_client_name"();--> statement-breakpoint
CREATE INDEX "accounts_client_name" ON "accounts" USING btree ("client_name", "id");--> statement-breakpoint
CREATE INDEX "accounts_client_name_trgm" ON "accounts" USING gin ("client_name" gin_trgm_ops);
