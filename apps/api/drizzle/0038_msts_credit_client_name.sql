-- Leftovers of issues #21 and #17 (hand-written):
--  1. The Euro-toll credit limit (spec §3 Account; decision in docs/ARCHITECTURE.md "International
--     toll"): a contract's unbilled international toll in a currency never exceeds its Euro-toll
--     credit limit in that currency. The MSTS ingest checks it first and names each line over it;
--     this trigger is the invariant for any writer. Limits never decrease (accounts_guard, 0015) and
--     billing only lowers what is unbilled, so only an insert can break it.

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
	REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "msts_transactions_credit_limit"();
