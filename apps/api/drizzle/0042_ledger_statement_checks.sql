-- The ledger's links checked once per statement instead of once per entry (issue #19: toll charges
-- into the ledger at ≥ 16,000 a second). A batch of 10,000 toll charges writes 20,000 entries; the
-- two foreign keys of `ledger_entries` (to its transaction, to its account and currency) were two
-- index look-ups with a row lock each, per entry: half of the batch's time in the database. The same
-- rules are now checked by the statement triggers that already read every new entry:
--  * an entry's transaction exists, was written in this database transaction (as before) and has
--    the entry's occurred_at (the old composite key);
--  * an entry's account exists with the entry's currency.
-- Nothing can remove what the keys protected: ledger transactions are append-only (0018), and a
-- ledger account with entries can neither be deleted nor change its id or currency (below).
-- The transaction check also no longer depends on the planner's statistics: on a table filled
-- since its last ANALYZE the planner took the transition table for two rows and the transactions
-- for a handful, and chose a nested loop over a sequential scan (20,000 × the table: seconds per
-- batch); the function now always probes the primary key. Hand-written.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transaction";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_currency";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_id_occurred";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_entries_same_transaction_all"() RETURNS trigger LANGUAGE plpgsql
	SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
	bad record;
BEGIN
	SELECT e.transaction_id, t.id IS NOT NULL AND t.occurred_at = e.occurred_at AS linked
		INTO bad
		FROM new_entries e
		LEFT JOIN "ledger_transactions" t ON t.id = e.transaction_id
		WHERE t.id IS NULL OR t.occurred_at <> e.occurred_at OR t.booked_at <> now()
		LIMIT 1;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	IF NOT bad.linked THEN
		RAISE EXCEPTION 'ledger entries name transaction % and a time it does not have', bad.transaction_id
			USING ERRCODE = '23503', CONSTRAINT = 'ledger_entries_transaction';
	END IF;
	RAISE EXCEPTION 'entries are added only with their ledger transaction %', bad.transaction_id
		USING ERRCODE = '23514', CONSTRAINT = 'ledger_entries_immutable';
END;
$$;--> statement-breakpoint
-- The kept balances: the accounts locked in id order with their sums, then updated from that row
-- set by key. (0026's UPDATE re-read the locked set for every account, `id IN (SELECT … locked)`,
-- which the planner ran as a rescan: 2,000 accounts in a batch cost 2,000 × 2,000 comparisons, 0.6
-- s.) The look-ups always go by primary key, whatever the statistics say.
CREATE OR REPLACE FUNCTION "ledger_apply_entries"() RETURNS trigger LANGUAGE plpgsql
	SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
	missing integer;
	below integer;
BEGIN
	SELECT s.account_id INTO missing
		FROM (SELECT DISTINCT account_id, currency FROM new_entries) s
		WHERE NOT EXISTS (SELECT 1 FROM "ledger_accounts" a WHERE a.id = s.account_id AND a.currency = s.currency)
		LIMIT 1;
	IF missing IS NOT NULL THEN
		RAISE EXCEPTION 'ledger account % does not exist in the entry''s currency', missing
			USING ERRCODE = '23503', CONSTRAINT = 'ledger_entries_account_currency';
	END IF;
	WITH sums AS (
		SELECT account_id, sum(amount_minor) AS total,
			bool_or(amount_minor < 0) AS has_credit, bool_or(amount_minor > 0) AS has_debit
		FROM new_entries GROUP BY account_id
	), locked AS (
		SELECT a.id, s.total, s.has_credit, s.has_debit
		FROM "ledger_accounts" a JOIN sums s ON s.account_id = a.id
		ORDER BY a.id FOR NO KEY UPDATE OF a
	), updated AS (
		UPDATE "ledger_accounts" a SET "balance_minor" = a."balance_minor" + l.total
		FROM locked l WHERE a.id = l.id
		RETURNING a.id, a."balance_minor", a."floor_minor", a."normal_side", l.has_credit, l.has_debit
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
-- What the account key protected: an account with entries keeps its id and currency, and stays.
CREATE FUNCTION "ledger_accounts_keep_booked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (TG_OP = 'DELETE' OR NEW.id <> OLD.id OR NEW.currency <> OLD.currency)
		AND EXISTS (SELECT 1 FROM "ledger_entries" WHERE "account_id" = OLD.id) THEN
		RAISE EXCEPTION 'ledger account % has entries: % refused', OLD.id, TG_OP
			USING ERRCODE = '23503', CONSTRAINT = 'ledger_entries_account_currency';
	END IF;
	RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_keep_booked" BEFORE DELETE OR UPDATE OF "id", "currency" ON "ledger_accounts"
	FOR EACH ROW EXECUTE FUNCTION "ledger_accounts_keep_booked"();
--> statement-breakpoint
-- The balance rule per statement. It was a deferred trigger per journal header, run at COMMIT: one
-- function call and two index reads per journal (10,000 for a batch of toll charges). Every writer
-- now inserts a journal's header and all its entries in one statement (`postJournal`,
-- `postJournalsBulk`: a data-modifying WITH), and two statement triggers check, when it ends:
--  * the entries of each journal written by the statement number at least two and sum to zero in
--    each currency (so entries added to a journal later by another statement, which the
--    same-transaction rule allows only within the database transaction that wrote its header,
--    must balance on their own too: the sum of balanced parts balances);
--  * each header written by the statement has entries: a header alone is refused at once.
-- Both raise the constraint name the application maps to ledger.unbalanced, as before.
DROP TRIGGER "ledger_transactions_balanced" ON "ledger_transactions";--> statement-breakpoint
DROP FUNCTION "ledger_transactions_check_balanced"();--> statement-breakpoint
DROP FUNCTION "ledger_entries_check_balanced"();--> statement-breakpoint
DROP FUNCTION "ledger_assert_balanced"(bigint);--> statement-breakpoint
CREATE FUNCTION "ledger_entries_balanced_all"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bad bigint;
BEGIN
	SELECT transaction_id INTO bad FROM (
		SELECT transaction_id, currency, sum(amount_minor) AS total, count(*) AS entries
		FROM new_entries GROUP BY transaction_id, currency
	) per_currency
	GROUP BY transaction_id
	HAVING sum(entries) < 2 OR bool_or(total <> 0)
	LIMIT 1;
	IF bad IS NOT NULL THEN
		RAISE EXCEPTION 'ledger transaction % does not balance (or has fewer than two entries)', bad
			USING ERRCODE = '23514', CONSTRAINT = 'ledger_transactions_balanced';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
	REFERENCING NEW TABLE AS new_entries
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_balanced_all"();--> statement-breakpoint
CREATE FUNCTION "ledger_transactions_with_entries"() RETURNS trigger LANGUAGE plpgsql
	SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
	empty bigint;
BEGIN
	SELECT h.id INTO empty FROM new_headers h
		WHERE NOT EXISTS (SELECT 1 FROM "ledger_entries" e WHERE e.transaction_id = h.id)
		LIMIT 1;
	IF empty IS NOT NULL THEN
		RAISE EXCEPTION 'ledger transaction % has no entries (a header is written with its entries)', empty
			USING ERRCODE = '23514', CONSTRAINT = 'ledger_transactions_balanced';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_balanced" AFTER INSERT ON "ledger_transactions"
	REFERENCING NEW TABLE AS new_headers
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_transactions_with_entries"();
--> statement-breakpoint
-- Toll transactions the same way: a batch of 10,000 paid two foreign-key look-ups per row (its
-- contract, its journal). One statement trigger checks both for the whole batch; a contract with
-- toll transactions cannot be deleted, and a recorded toll transaction keeps its contract and
-- journal (nothing updates them).
ALTER TABLE "toll_transactions" DROP CONSTRAINT "toll_transactions_account_id_fkey";--> statement-breakpoint
ALTER TABLE "toll_transactions" DROP CONSTRAINT "toll_transactions_ledger_transaction_id_fkey";--> statement-breakpoint
CREATE FUNCTION "toll_transactions_links"() RETURNS trigger LANGUAGE plpgsql
	SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
	bad text;
BEGIN
	SELECT n.transaction_id INTO bad FROM new_tolls n
		WHERE n.account_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a.id = n.account_id)
		LIMIT 1;
	IF bad IS NOT NULL THEN
		RAISE EXCEPTION 'toll transaction % names a contract that does not exist', bad
			USING ERRCODE = '23503', CONSTRAINT = 'toll_transactions_account_id_fkey';
	END IF;
	SELECT n.transaction_id INTO bad FROM new_tolls n
		WHERE n.ledger_transaction_id IS NOT NULL
		AND NOT EXISTS (SELECT 1 FROM "ledger_transactions" t WHERE t.id = n.ledger_transaction_id)
		LIMIT 1;
	IF bad IS NOT NULL THEN
		RAISE EXCEPTION 'toll transaction % names a journal that does not exist', bad
			USING ERRCODE = '23503', CONSTRAINT = 'toll_transactions_ledger_transaction_id_fkey';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "toll_transactions_links" AFTER INSERT ON "toll_transactions"
	REFERENCING NEW TABLE AS new_tolls
	FOR EACH STATEMENT EXECUTE FUNCTION "toll_transactions_links"();--> statement-breakpoint
CREATE FUNCTION "toll_transactions_keep_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'a recorded toll transaction keeps its contract and journal'
		USING ERRCODE = '23503', CONSTRAINT = 'toll_transactions_account_id_fkey';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "toll_transactions_keep_links" BEFORE UPDATE OF "account_id", "ledger_transaction_id" ON "toll_transactions"
	FOR EACH ROW EXECUTE FUNCTION "toll_transactions_keep_links"();--> statement-breakpoint
CREATE FUNCTION "accounts_keep_tolled"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "toll_transactions" WHERE "account_id" = OLD.id) THEN
		RAISE EXCEPTION 'contract % has toll transactions: delete refused', OLD.id
			USING ERRCODE = '23503', CONSTRAINT = 'toll_transactions_account_id_fkey';
	END IF;
	RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "accounts_keep_tolled" BEFORE DELETE ON "accounts"
	FOR EACH ROW EXECUTE FUNCTION "accounts_keep_tolled"();
--> statement-breakpoint
-- "Reversed once" needs only the reversals in its index, not a NULL for every other journal.
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_reversed_once";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reversed_once" ON "ledger_transactions" ("reverses_transaction_id")
	WHERE "reverses_transaction_id" IS NOT NULL;
