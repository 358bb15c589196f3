-- Money gaps of issue #19: a sale partner's payments, refunds of card top-ups, internal transfers.
--
-- 1. A bank payment can pay a sale partner's obligation: a share with target PARTNER names the
--    partner instead of a contract. One partner share per payment (its ledger journal is keyed by
--    the bank line), so a line is never booked to a partner twice.
ALTER TABLE "payment_distributions" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_distributions" ADD COLUMN "partner_id" integer REFERENCES "partners"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "payment_distributions" DROP CONSTRAINT "payment_distributions_target";--> statement-breakpoint
ALTER TABLE "payment_distributions" ADD CONSTRAINT "payment_distributions_target" CHECK ("target" IN ('CONTRACT', 'INITIAL_PAYMENT', 'INVOICE', 'PARTNER'));--> statement-breakpoint
ALTER TABLE "payment_distributions" ADD CONSTRAINT "payment_distributions_owner" CHECK (
	CASE WHEN "target" = 'PARTNER' THEN "partner_id" IS NOT NULL AND "account_id" IS NULL
	ELSE "account_id" IS NOT NULL AND "partner_id" IS NULL END);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_distributions_partner_once" ON "payment_distributions" ("payment_id") WHERE "target" = 'PARTNER';--> statement-breakpoint
CREATE INDEX "payment_distributions_partner_idx" ON "payment_distributions" ("partner_id") WHERE "partner_id" IS NOT NULL;--> statement-breakpoint
-- 2. A completed card top-up is refunded in full, once: one refund per card payment, whatever
--    the gateway answers (a refund it refused is FAILED and its money booked back to the balance;
--    the top-up's journal is reversed once by the ledger's own ledger_transactions_reversed_once).
--    The refund names the amount and currency of the top-up it reverses (trigger).
CREATE TABLE "contract_card_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_payment_id" uuid NOT NULL REFERENCES "contract_card_payments"("id") ON DELETE RESTRICT,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE RESTRICT,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"action" text,
	"rc" text,
	"ledger_transaction_id" bigint NOT NULL REFERENCES "ledger_transactions"("id") ON DELETE RESTRICT,
	"counter_transaction_id" bigint REFERENCES "ledger_transactions"("id") ON DELETE RESTRICT,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "contract_card_refunds_once" UNIQUE ("card_payment_id"),
	CONSTRAINT "contract_card_refunds_state" CHECK ("state" IN ('PENDING', 'DONE', 'FAILED')),
	CONSTRAINT "contract_card_refunds_amount" CHECK ("amount_minor" > 0),
	CONSTRAINT "contract_card_refunds_reason" CHECK (char_length("reason") BETWEEN 3 AND 500),
	CONSTRAINT "contract_card_refunds_failed_booked_back" CHECK (("state" = 'FAILED') = ("counter_transaction_id" IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX "contract_card_refunds_account" ON "contract_card_refunds" ("account_id", "created_at");--> statement-breakpoint
CREATE FUNCTION "contract_card_refunds_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE p record;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT * INTO p FROM "contract_card_payments" WHERE "id" = NEW."card_payment_id";
		IF p."state" <> 'APPROVED' OR p."purpose" <> 'TOP_UP' OR p."amount_minor" <> NEW."amount_minor"
			OR p."currency" <> NEW."currency" OR p."account_id" <> NEW."account_id" THEN
			RAISE EXCEPTION 'only an approved card top-up is refunded, in full' USING ERRCODE = '23514';
		END IF;
		RETURN NEW;
	END IF;
	IF TG_OP = 'DELETE' OR OLD."state" <> 'PENDING'
		OR (NEW."card_payment_id", NEW."account_id", NEW."amount_minor", NEW."currency", NEW."reason", NEW."ledger_transaction_id")
			IS DISTINCT FROM (OLD."card_payment_id", OLD."account_id", OLD."amount_minor", OLD."currency", OLD."reason", OLD."ledger_transaction_id") THEN
		RAISE EXCEPTION 'a card refund is final once answered' USING ERRCODE = '55000';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "contract_card_refunds_guard" BEFORE INSERT OR UPDATE OR DELETE ON "contract_card_refunds"
	FOR EACH ROW EXECUTE FUNCTION "contract_card_refunds_guard"();--> statement-breakpoint
-- 3. Internal payments (spec §3 payment type internal): staff move money between a contract's
--    balances or from one contract to another. Each is a payments row of kind INTERNAL with its
--    share for the receiving contract, and one ledger journal; the request key makes a repeated
--    submit book nothing twice.
CREATE TABLE "internal_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_key" uuid NOT NULL,
	"payment_id" integer NOT NULL REFERENCES "payments"("id") ON DELETE RESTRICT,
	"from_account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE RESTRICT,
	"from_balance" text NOT NULL,
	"to_account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE RESTRICT,
	"to_balance" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"reason" text NOT NULL,
	"ledger_transaction_id" bigint NOT NULL REFERENCES "ledger_transactions"("id") ON DELETE RESTRICT,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internal_transfers_request_key" UNIQUE ("request_key"),
	CONSTRAINT "internal_transfers_payment" UNIQUE ("payment_id"),
	CONSTRAINT "internal_transfers_balances" CHECK ("from_balance" IN ('MAIN', 'SECONDARY', 'RECEIVABLE') AND "to_balance" IN ('MAIN', 'SECONDARY', 'RECEIVABLE')),
	CONSTRAINT "internal_transfers_distinct" CHECK ("from_account_id" <> "to_account_id" OR "from_balance" <> "to_balance"),
	CONSTRAINT "internal_transfers_amount" CHECK ("amount_minor" > 0),
	CONSTRAINT "internal_transfers_currency" CHECK ("currency" IN ('BGN', 'EUR')),
	CONSTRAINT "internal_transfers_reason" CHECK (char_length("reason") BETWEEN 3 AND 500)
);--> statement-breakpoint
CREATE INDEX "internal_transfers_from" ON "internal_transfers" ("from_account_id", "created_at");--> statement-breakpoint
CREATE INDEX "internal_transfers_to" ON "internal_transfers" ("to_account_id", "created_at");--> statement-breakpoint
-- 4. System payments (spec §3 payment type system) are those the platform makes itself, e.g. a
--    released device deposit paid back to the balance: each names the event that made it, once.
ALTER TABLE "payments" ADD CONSTRAINT "payments_system_reference" CHECK ("kind" <> 'SYSTEM' OR "reference" IS NOT NULL);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_system_once" ON "payments" ("reference") WHERE "kind" = 'SYSTEM';
