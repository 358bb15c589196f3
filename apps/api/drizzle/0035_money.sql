-- Money (issue #19, second pass): the defects of the ledger found on review, and the card
-- payments of the self-care portal.
--
-- 1. A prepaid balance's floor is the database's: zero plus the contract's credit limit. Until now
--    `floor_minor` was whatever the code that first made the account passed (null when a bank
--    receipt or a top-up made it: no floor at all, so a later debit could take it anywhere). A
--    BEFORE trigger now sets it on every insert and on every change of the floor: PREPAID_MAIN is
--    minus the contract's BG-toll credit limit in the account's currency, PREPAID_SECONDARY 0 (an
--    account whose contract does not exist keeps the floor it was given, else 0). Raising a
--    contract's credit limit moves its floor at once (limits never decrease: accounts_guard).
CREATE FUNCTION "ledger_prepaid_floor"(account_kind text, owner integer, cur char(3), given bigint)
RETURNS bigint LANGUAGE sql STABLE AS $$
	SELECT coalesce(
		(SELECT CASE WHEN account_kind = 'PREPAID_SECONDARY' THEN 0::bigint
			WHEN cur = 'EUR' THEN -a."credit_limit_bg_toll_eur_minor"
			ELSE -a."credit_limit_bg_toll_bgn_minor" END
		 FROM "accounts" a WHERE a."id" = owner),
		given, 0::bigint)
$$;--> statement-breakpoint
CREATE FUNCTION "ledger_accounts_prepaid_floor"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."kind" IN ('PREPAID_MAIN', 'PREPAID_SECONDARY') THEN
		NEW."floor_minor" := "ledger_prepaid_floor"(NEW."kind", NEW."owner_id", NEW."currency", NEW."floor_minor");
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_prepaid_floor" BEFORE INSERT OR UPDATE OF "floor_minor", "kind", "owner_id", "currency"
	ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_accounts_prepaid_floor"();--> statement-breakpoint
CREATE FUNCTION "accounts_ledger_floor_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- naming floor_minor fires ledger_accounts_prepaid_floor, which reads the new limits
	UPDATE "ledger_accounts" SET "floor_minor" = "floor_minor"
		WHERE "kind" = 'PREPAID_MAIN' AND "owner_id" = NEW."id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "accounts_ledger_floor_sync" AFTER UPDATE OF "credit_limit_bg_toll_bgn_minor", "credit_limit_bg_toll_eur_minor"
	ON "accounts" FOR EACH ROW
	WHEN (OLD."credit_limit_bg_toll_bgn_minor" IS DISTINCT FROM NEW."credit_limit_bg_toll_bgn_minor"
		OR OLD."credit_limit_bg_toll_eur_minor" IS DISTINCT FROM NEW."credit_limit_bg_toll_eur_minor")
	EXECUTE FUNCTION "accounts_ledger_floor_sync"();--> statement-breakpoint
UPDATE "ledger_accounts" SET "floor_minor" = "floor_minor" WHERE "kind" IN ('PREPAID_MAIN', 'PREPAID_SECONDARY');--> statement-breakpoint
-- 2. A sale's journals are found by its id (the sale reversal reads them by refs->>'saleId'):
--    without an index that was a scan of every journal of the year.
CREATE INDEX "ledger_transactions_sale" ON "ledger_transactions" (("refs"->>'saleId'))
	WHERE ("refs"->>'saleId') IS NOT NULL;--> statement-breakpoint
-- 3. An invoice paid by bank names the bank payment that paid it (its share of that payment is a
--    payment_distributions row, target INVOICE). Rows paid by bank before this migration named
--    none: NOT VALID keeps them, every new or changed row is checked.
ALTER TABLE "invoices" ADD COLUMN "payment_id" integer REFERENCES "payments"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_bank_payment"
	CHECK ("payment_type" IS DISTINCT FROM 'BANK' OR "payment_id" IS NOT NULL) NOT VALID;--> statement-breakpoint
CREATE INDEX "invoices_payment" ON "invoices" ("payment_id") WHERE "payment_id" IS NOT NULL;--> statement-breakpoint
-- 4. Card payments (spec §9 payment type VPOS) are payments too: a top-up or an initial payment
--    made in the self-care portal, distributed to its contract like a bank payment (so an initial
--    payment is paid once whichever way it comes: payment_distributions_initial_once).
ALTER TABLE "payments" DROP CONSTRAINT "payments_kind";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind" CHECK ("kind" IN ('BANK', 'SYSTEM', 'INTERNAL', 'VPOS'));--> statement-breakpoint
CREATE TABLE "contract_card_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE RESTRICT,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"purpose" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"lang" text NOT NULL,
	"gateway" text NOT NULL,
	"terminal" text NOT NULL,
	"order_code" text NOT NULL,
	"nonce" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"action" text,
	"rc" text,
	"rrn" text,
	"int_ref" text,
	"payment_id" integer REFERENCES "payments"("id") ON DELETE RESTRICT,
	"ledger_transaction_id" bigint REFERENCES "ledger_transactions"("id") ON DELETE RESTRICT,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "contract_card_payments_purpose" CHECK ("purpose" IN ('TOP_UP', 'INITIAL_PAYMENT')),
	CONSTRAINT "contract_card_payments_amount" CHECK ("amount_minor" > 0 AND "amount_minor" <= 100000000),
	CONSTRAINT "contract_card_payments_currency" CHECK ("currency" IN ('BGN', 'EUR')),
	CONSTRAINT "contract_card_payments_lang" CHECK ("lang" IN ('bg', 'en')),
	CONSTRAINT "contract_card_payments_order_code" CHECK ("order_code" ~ '^[0-9]{6}$'),
	CONSTRAINT "contract_card_payments_state" CHECK ("state" IN ('PENDING', 'APPROVED', 'FAILED')),
	CONSTRAINT "contract_card_payments_booked" CHECK (("state" = 'APPROVED') = ("payment_id" IS NOT NULL AND "ledger_transaction_id" IS NOT NULL)),
	CONSTRAINT "contract_card_payments_nonce" UNIQUE ("terminal", "nonce"),
	CONSTRAINT "contract_card_payments_payment" UNIQUE ("payment_id")
);--> statement-breakpoint
CREATE INDEX "contract_card_payments_order" ON "contract_card_payments" ("terminal", "order_code");--> statement-breakpoint
CREATE INDEX "contract_card_payments_account" ON "contract_card_payments" ("account_id", "created_at");--> statement-breakpoint
CREATE INDEX "contract_card_payments_open" ON "contract_card_payments" ("created_at") WHERE "state" = 'PENDING';--> statement-breakpoint
-- an approved card payment is never undone here (a refund is a reversal of its own)
CREATE FUNCTION "contract_card_payments_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' OR OLD."state" <> 'PENDING'
		OR (NEW."account_id", NEW."purpose", NEW."amount_minor", NEW."currency", NEW."order_code", NEW."nonce")
			IS DISTINCT FROM (OLD."account_id", OLD."purpose", OLD."amount_minor", OLD."currency", OLD."order_code", OLD."nonce") THEN
		RAISE EXCEPTION 'a card payment is final once answered' USING ERRCODE = '55000';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "contract_card_payments_guard" BEFORE UPDATE OR DELETE ON "contract_card_payments"
	FOR EACH ROW EXECUTE FUNCTION "contract_card_payments_guard"();
