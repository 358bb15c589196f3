-- Bank statements (#19 item 3): the platform's bank accounts, uploaded statements, their lines
-- (each recorded once by its business key), the payments they make and how a payment is split.
CREATE SEQUENCE "payment_number_seq" START WITH 5000001;--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"iban" text NOT NULL,
	"currency" char(3) NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_iban_unique" UNIQUE ("iban"),
	CONSTRAINT "bank_accounts_iban" CHECK ("iban" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
	CONSTRAINT "bank_accounts_currency" CHECK ("currency" IN ('BGN', 'EUR'))
);--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_account_id" integer NOT NULL REFERENCES "bank_accounts"("id") ON DELETE RESTRICT,
	"format" text NOT NULL,
	"statement_ref" text NOT NULL,
	"sequence" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"currency" char(3) NOT NULL,
	"opening_balance_minor" bigint NOT NULL,
	"closing_balance_minor" bigint NOT NULL,
	"opening_date" date,
	"closing_date" date,
	"line_count" integer NOT NULL,
	"new_lines" integer NOT NULL,
	"known_lines" integer NOT NULL,
	"uploaded_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_once" UNIQUE ("bank_account_id", "statement_ref", "sequence", "file_hash"),
	CONSTRAINT "bank_statements_format" CHECK ("format" IN ('MT940', 'CAMT053')),
	CONSTRAINT "bank_statements_counts" CHECK ("new_lines" >= 0 AND "known_lines" >= 0 AND "new_lines" + "known_lines" = "line_count")
);--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_account_id" integer NOT NULL REFERENCES "bank_accounts"("id") ON DELETE RESTRICT,
	"statement_id" integer NOT NULL REFERENCES "bank_statements"("id") ON DELETE RESTRICT,
	"line_key" text NOT NULL,
	"entry_ref" text,
	"bank_reference" text,
	"value_date" date NOT NULL,
	"booking_date" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"direction" text NOT NULL,
	"counterparty_name" text,
	"counterparty_iban" text,
	"remittance" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'UNPROCESSED' NOT NULL,
	"error_code" text,
	"error_text" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"processed_at" timestamp with time zone,
	"processed_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transactions_line_key_unique" UNIQUE ("line_key"),
	CONSTRAINT "bank_transactions_amount" CHECK ("amount_minor" > 0),
	CONSTRAINT "bank_transactions_direction" CHECK ("direction" IN ('CREDIT', 'DEBIT')),
	CONSTRAINT "bank_transactions_status" CHECK ("status" IN ('PROCESSED', 'UNPROCESSED', 'FAILED')),
	CONSTRAINT "bank_transactions_failed_text" CHECK (("status" = 'FAILED') = ("error_code" IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX "bank_transactions_status_idx" ON "bank_transactions" ("status", "id");--> statement-breakpoint
CREATE INDEX "bank_transactions_statement_idx" ON "bank_transactions" ("statement_id", "id");--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text DEFAULT ('P' || nextval('payment_number_seq')::text) NOT NULL,
	"kind" text NOT NULL,
	"bank_transaction_id" integer REFERENCES "bank_transactions"("id") ON DELETE RESTRICT,
	"payment_date" date NOT NULL,
	"value_date" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"distributed_minor" bigint DEFAULT 0 NOT NULL,
	"annulled" boolean DEFAULT false NOT NULL,
	"reference" text,
	"message" text DEFAULT '' NOT NULL,
	"file_name" text,
	"iban_old" text,
	"iban_new" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_number_unique" UNIQUE ("number"),
	CONSTRAINT "payments_bank_transaction_unique" UNIQUE ("bank_transaction_id"),
	CONSTRAINT "payments_kind" CHECK ("kind" IN ('BANK', 'SYSTEM', 'INTERNAL')),
	CONSTRAINT "payments_bank_line" CHECK (("kind" = 'BANK') = ("bank_transaction_id" IS NOT NULL)),
	CONSTRAINT "payments_amount" CHECK ("amount_minor" > 0),
	CONSTRAINT "payments_distributed" CHECK ("distributed_minor" >= 0 AND "distributed_minor" <= "amount_minor"),
	CONSTRAINT "payments_annulled_undistributed" CHECK (NOT "annulled" OR "distributed_minor" = 0)
);--> statement-breakpoint
CREATE TABLE "payment_distributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL REFERENCES "payments"("id") ON DELETE RESTRICT,
	"target" text NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE RESTRICT,
	"invoice_number" text,
	"amount_minor" bigint NOT NULL,
	"method" text NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_distributions_target" CHECK ("target" IN ('CONTRACT', 'INITIAL_PAYMENT', 'INVOICE')),
	CONSTRAINT "payment_distributions_invoice" CHECK (("target" = 'INVOICE') = ("invoice_number" IS NOT NULL)),
	CONSTRAINT "payment_distributions_amount" CHECK ("amount_minor" > 0),
	CONSTRAINT "payment_distributions_method" CHECK ("method" IN ('AUTO', 'MANUAL'))
);--> statement-breakpoint
CREATE INDEX "payment_distributions_payment_idx" ON "payment_distributions" ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_distributions_account_idx" ON "payment_distributions" ("account_id");--> statement-breakpoint
-- A contract's initial payment is paid once (spec §4).
CREATE UNIQUE INDEX "payment_distributions_initial_once" ON "payment_distributions" ("account_id") WHERE "target" = 'INITIAL_PAYMENT';--> statement-breakpoint
-- Shares are append-only and keep the payment's distributed amount: their sum can never pass the
-- payment's amount (the CHECK on payments), whatever the caller does. One UPDATE per statement
-- (a transition table), not per row: a 10,000-line statement inserts its shares at once.
CREATE FUNCTION "payment_distributions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'payment distributions are append-only' USING ERRCODE = '55000';
END $$;--> statement-breakpoint
CREATE TRIGGER "payment_distributions_append_only" BEFORE UPDATE OR DELETE ON "payment_distributions" FOR EACH ROW EXECUTE FUNCTION "payment_distributions_append_only"();--> statement-breakpoint
CREATE TRIGGER "payment_distributions_no_truncate" BEFORE TRUNCATE ON "payment_distributions" FOR EACH STATEMENT EXECUTE FUNCTION "payment_distributions_append_only"();--> statement-breakpoint
CREATE FUNCTION "payment_distributions_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	wanted integer;
	done integer;
BEGIN
	SELECT count(DISTINCT "payment_id") INTO wanted FROM added;
	UPDATE "payments" p SET "distributed_minor" = p."distributed_minor" + s.total
	FROM (SELECT "payment_id", sum("amount_minor") AS total FROM added GROUP BY "payment_id") s
	WHERE p."id" = s."payment_id" AND NOT p."annulled";
	GET DIAGNOSTICS done = ROW_COUNT;
	IF done <> wanted THEN
		RAISE EXCEPTION 'a share of an annulled payment' USING ERRCODE = '23514';
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payment_distributions_apply" AFTER INSERT ON "payment_distributions" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "payment_distributions_apply"();--> statement-breakpoint
-- The statement and its lines are what the bank said: never rewritten.
CREATE FUNCTION "bank_lines_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' OR NEW."line_key" <> OLD."line_key" OR NEW."amount_minor" <> OLD."amount_minor"
		OR NEW."direction" <> OLD."direction" OR NEW."value_date" <> OLD."value_date" OR NEW."statement_id" <> OLD."statement_id" THEN
		RAISE EXCEPTION 'a bank statement line is never rewritten' USING ERRCODE = '55000';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "bank_lines_immutable" BEFORE UPDATE OR DELETE ON "bank_transactions" FOR EACH ROW EXECUTE FUNCTION "bank_lines_immutable"();
