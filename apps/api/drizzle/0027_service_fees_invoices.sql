-- Service fees and invoices (issue #19 items 4 and 5; spec §3 Service fee, Invoice; §4; §9).
-- Hand-written. What the database holds here, not only the code:
--  * invoice numbers are 10-digit, per issuer, GAPLESS and unique: a BEFORE INSERT trigger takes
--    the issuer's next number under the issuer row's lock, so concurrent issuers queue and a rolled
--    back invoice gives its number back;
--  * an issued document is never edited or deleted: only its status moves ISSUED → PAID or
--    ISSUED → CANCELLED; corrections are credit or debit notes that name the invoice;
--  * one fee per definition, contract and period, so the billing run may run twice.
CREATE TABLE "invoice_issuers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"partner_id" integer REFERENCES "partners"("id") ON DELETE restrict,
	"name_bg" text NOT NULL,
	"name_en" text NOT NULL,
	"eik" text NOT NULL,
	"vat_number" text,
	"address_bg" text NOT NULL,
	"address_en" text NOT NULL,
	"responsible_bg" text,
	"responsible_en" text,
	"iban" text,
	"bank_bg" text,
	"bank_en" text,
	"range_start" bigint NOT NULL,
	"range_end" bigint NOT NULL,
	"next_number" bigint NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "invoice_issuers_code_unique" UNIQUE ("code"),
	CONSTRAINT "invoice_issuers_range" CHECK (1 <= "range_start" AND "range_start" <= "range_end" AND "range_end" <= 9999999999),
	CONSTRAINT "invoice_issuers_next" CHECK ("next_number" BETWEEN "range_start" AND "range_end" + 1)
);--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_issuers_one_default" ON "invoice_issuers" ("is_default") WHERE "is_default";--> statement-breakpoint
CREATE TABLE "service_fee_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description_bg" text NOT NULL,
	"description_en" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) DEFAULT 'EUR' NOT NULL,
	"period" text NOT NULL,
	"fee_type" text NOT NULL,
	"invoice_basis" text NOT NULL,
	"document_type" text DEFAULT 'INVOICE' NOT NULL,
	"invoicing_day" smallint DEFAULT 1 NOT NULL,
	"vat_percent" smallint DEFAULT 20 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_fee_definitions_name_unique" UNIQUE ("name"),
	CONSTRAINT "service_fee_definitions_amount" CHECK ("amount_minor" >= 0),
	CONSTRAINT "service_fee_definitions_currency" CHECK ("currency" IN ('BGN', 'EUR')),
	CONSTRAINT "service_fee_definitions_period" CHECK ("period" IN ('NONE', 'MONTH')),
	CONSTRAINT "service_fee_definitions_fee_type" CHECK ("fee_type" IN ('FIX', 'ACCOUNT_UNIT')),
	CONSTRAINT "service_fee_definitions_basis" CHECK ("invoice_basis" IN ('MATERIAL', 'SERVICE')),
	CONSTRAINT "service_fee_definitions_document_type" CHECK ("document_type" IN ('INVOICE', 'DEBIT_NOTE', 'CREDIT_NOTE')),
	CONSTRAINT "service_fee_definitions_day" CHECK ("invoicing_day" BETWEEN 1 AND 31),
	CONSTRAINT "service_fee_definitions_vat" CHECK ("vat_percent" BETWEEN 0 AND 100),
	CONSTRAINT "service_fee_definitions_version" CHECK ("version" >= 1)
);--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer_id" integer NOT NULL REFERENCES "invoice_issuers"("id") ON DELETE restrict,
	"number" bigint NOT NULL DEFAULT 0,
	"document_type" text NOT NULL,
	"issued_on" date NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE restrict,
	"recipient" jsonb NOT NULL,
	"issuer" jsonb NOT NULL DEFAULT '{}'::jsonb,
	"lang" text DEFAULT 'bg' NOT NULL,
	"currency" char(3) NOT NULL,
	"net_minor" bigint NOT NULL,
	"vat_minor" bigint NOT NULL,
	"gross_minor" bigint NOT NULL,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"related_invoice_id" integer REFERENCES "invoices"("id") ON DELETE restrict,
	"reason" text,
	"paid_at" timestamp with time zone,
	"payment_type" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_issuer_number_unique" UNIQUE ("issuer_id", "number"),
	CONSTRAINT "invoices_number" CHECK ("number" BETWEEN 1 AND 9999999999),
	CONSTRAINT "invoices_document_type" CHECK ("document_type" IN ('INVOICE', 'DEBIT_NOTE', 'CREDIT_NOTE')),
	CONSTRAINT "invoices_notes_name_invoice" CHECK (("document_type" = 'INVOICE') = ("related_invoice_id" IS NULL)),
	CONSTRAINT "invoices_notes_have_reason" CHECK ("document_type" = 'INVOICE' OR "reason" IS NOT NULL),
	CONSTRAINT "invoices_currency" CHECK ("currency" IN ('BGN', 'EUR')),
	CONSTRAINT "invoices_amounts" CHECK ("net_minor" >= 0 AND "vat_minor" >= 0 AND "gross_minor" = "net_minor" + "vat_minor"),
	CONSTRAINT "invoices_status" CHECK ("status" IN ('ISSUED', 'PAID', 'CANCELLED')),
	CONSTRAINT "invoices_paid" CHECK (("status" = 'PAID') = ("paid_at" IS NOT NULL) AND ("paid_at" IS NULL) = ("payment_type" IS NULL)),
	CONSTRAINT "invoices_payment_type" CHECK ("payment_type" IN ('VPOS', 'BANK', 'SYSTEM')),
	CONSTRAINT "invoices_cancelled" CHECK (("status" = 'CANCELLED') = ("cancelled_at" IS NOT NULL) AND ("status" <> 'CANCELLED' OR "cancel_reason" IS NOT NULL)),
	CONSTRAINT "invoices_lang" CHECK ("lang" IN ('bg', 'en'))
);--> statement-breakpoint
CREATE INDEX "invoices_account" ON "invoices" ("account_id", "issued_on" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "invoices_issued_on" ON "invoices" ("issued_on" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "invoices_related" ON "invoices" ("related_invoice_id") WHERE "related_invoice_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id") ON DELETE restrict,
	"line_no" smallint NOT NULL,
	"description_bg" text NOT NULL,
	"description_en" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"vat_percent" smallint NOT NULL,
	"net_minor" bigint NOT NULL,
	"vat_minor" bigint NOT NULL,
	"gross_minor" bigint NOT NULL,
	CONSTRAINT "invoice_lines_pk" PRIMARY KEY ("invoice_id", "line_no"),
	CONSTRAINT "invoice_lines_amounts" CHECK ("quantity" > 0 AND "unit_price_minor" >= 0 AND "net_minor" = "quantity" * "unit_price_minor" AND "gross_minor" = "net_minor" + "vat_minor")
);--> statement-breakpoint
CREATE TABLE "service_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"definition_id" integer NOT NULL REFERENCES "service_fee_definitions"("id") ON DELETE restrict,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE restrict,
	"period_start" date NOT NULL,
	"period_end" date,
	"invoice_on" date NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"vat_percent" smallint NOT NULL,
	"net_minor" bigint NOT NULL,
	"vat_minor" bigint NOT NULL,
	"gross_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"payment_status" text DEFAULT 'NOT_PAID' NOT NULL,
	"invoice_id" integer REFERENCES "invoices"("id") ON DELETE restrict,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_fees_once_per_period" UNIQUE ("definition_id", "account_id", "period_start"),
	CONSTRAINT "service_fees_amounts" CHECK ("quantity" > 0 AND "net_minor" = "quantity" * "unit_price_minor" AND "gross_minor" = "net_minor" + "vat_minor"),
	CONSTRAINT "service_fees_payment_status" CHECK ("payment_status" IN ('NOT_PAID', 'PAID', 'CANCELED')),
	CONSTRAINT "service_fees_cancelled_uninvoiced" CHECK ("payment_status" <> 'CANCELED' OR "invoice_id" IS NULL)
);--> statement-breakpoint
CREATE INDEX "service_fees_to_invoice" ON "service_fees" ("invoice_on", "account_id") WHERE "invoice_id" IS NULL AND "payment_status" = 'NOT_PAID';--> statement-breakpoint
CREATE INDEX "service_fees_account" ON "service_fees" ("account_id", "period_start" DESC);--> statement-breakpoint
CREATE INDEX "service_fees_invoice" ON "service_fees" ("invoice_id") WHERE "invoice_id" IS NOT NULL;--> statement-breakpoint
-- The issuer's next number, taken under its row lock (gapless: a rollback gives it back).
CREATE FUNCTION "invoices_take_number"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	taken bigint;
BEGIN
	UPDATE "invoice_issuers" SET "next_number" = "next_number" + 1
		WHERE "id" = NEW.issuer_id AND "next_number" <= "range_end"
		RETURNING "next_number" - 1 INTO taken;
	IF taken IS NULL THEN
		RAISE EXCEPTION 'invoice number range of issuer % is exhausted', NEW.issuer_id
			USING ERRCODE = '23514', CONSTRAINT = 'invoices_range_exhausted';
	END IF;
	NEW.number := taken;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_take_number" BEFORE INSERT ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_take_number"();--> statement-breakpoint
-- Issued documents are kept as issued: only the status moves, once, from ISSUED.
CREATE FUNCTION "invoices_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'an issued document is never deleted' USING ERRCODE = '23514', CONSTRAINT = 'invoices_immutable';
	END IF;
	IF (NEW.id, NEW.issuer_id, NEW.number, NEW.document_type, NEW.issued_on, NEW.account_id, NEW.recipient, NEW.issuer, NEW.lang, NEW.currency, NEW.net_minor, NEW.vat_minor, NEW.gross_minor, NEW.related_invoice_id, NEW.reason, NEW.created_by, NEW.created_at)
		IS DISTINCT FROM (OLD.id, OLD.issuer_id, OLD.number, OLD.document_type, OLD.issued_on, OLD.account_id, OLD.recipient, OLD.issuer, OLD.lang, OLD.currency, OLD.net_minor, OLD.vat_minor, OLD.gross_minor, OLD.related_invoice_id, OLD.reason, OLD.created_by, OLD.created_at)
		OR (NEW.status <> OLD.status AND OLD.status <> 'ISSUED') THEN
		RAISE EXCEPTION 'an issued document is corrected by a credit or debit note, not edited' USING ERRCODE = '23514', CONSTRAINT = 'invoices_immutable';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_guard" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_guard"();--> statement-breakpoint
CREATE FUNCTION "invoice_lines_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'invoice lines are never edited' USING ERRCODE = '23514', CONSTRAINT = 'invoices_immutable';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_lines_guard" BEFORE UPDATE OR DELETE ON "invoice_lines" FOR EACH ROW EXECUTE FUNCTION "invoice_lines_guard"();--> statement-breakpoint
-- Credit notes never take back more than the invoice and its debit notes hold.
CREATE FUNCTION "invoices_credit_limit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	base bigint;
	credited bigint;
BEGIN
	IF NEW.document_type <> 'CREDIT_NOTE' THEN RETURN NEW; END IF;
	PERFORM 1 FROM "invoices" WHERE "id" = NEW.related_invoice_id FOR UPDATE;
	SELECT coalesce(sum(CASE WHEN "document_type" = 'CREDIT_NOTE' THEN 0 ELSE "gross_minor" END), 0),
	       coalesce(sum(CASE WHEN "document_type" = 'CREDIT_NOTE' THEN "gross_minor" ELSE 0 END), 0)
		INTO base, credited
		FROM "invoices"
		WHERE ("id" = NEW.related_invoice_id OR "related_invoice_id" = NEW.related_invoice_id) AND "status" <> 'CANCELLED';
	IF credited > base THEN
		RAISE EXCEPTION 'credit notes exceed invoice %', NEW.related_invoice_id
			USING ERRCODE = '23514', CONSTRAINT = 'invoices_credit_exceeds';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoices_credit_limit" AFTER INSERT ON "invoices" DEFERRABLE INITIALLY IMMEDIATE FOR EACH ROW EXECUTE FUNCTION "invoices_credit_limit"();--> statement-breakpoint
-- The platform's own issuer: the toll operator (Road Infrastructure Agency, National Toll
-- Administration), numbering from 0000000001.
INSERT INTO "invoice_issuers" ("code", "name_bg", "name_en", "eik", "vat_number", "address_bg", "address_en", "responsible_bg", "responsible_en", "iban", "bank_bg", "bank_en", "range_start", "range_end", "next_number", "is_default")
VALUES ('OPERATOR', 'Агенция „Пътна инфраструктура“ – Национално тол управление', 'Road Infrastructure Agency – National Toll Administration', '000695089', 'BG000695089', 'България, София 1606, бул. „Македония“ 3', 'Bulgaria, Sofia 1606, 3 Makedonia Blvd', 'Главен счетоводител', 'Chief Accountant', 'BG80BNBG96611020345678', 'Българска народна банка', 'Bulgarian National Bank', 1, 999999999, 1, true);
