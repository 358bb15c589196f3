-- Communication and reports, the rest of issue #21 (hand-written, comms):
--  1. International toll (MSTS, spec §3 "MSTS transaction", §7 GET /msts/overcharges): the toll
--     domains and the platform's overcharge per domain as dated data; the outside toll service's
--     keys; each batch received (API call or file, kept as a document); the transactions, each
--     recorded once by the outside service's id, only on a contract with has_msts_toll, booked in
--     the ledger with that id in its business key.
--  2. The scheduled reports' larger set (toll transactions, toll obligations, MSTS, sales per day)
--     and schedules (five-day, twice-weekly, quarterly, yearly); the accountant's report, a
--     delivery with no partner.
--  3. SMS reminders of a vignette's expiry to a mobile number its holder gave (add-email page).
CREATE TABLE "msts_toll_domains" (
	"code" text PRIMARY KEY NOT NULL,
	"country_code" char(2) NOT NULL,
	"name_bg" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "msts_toll_domains_code" CHECK ("code" ~ '^[A-Z]{2}-[A-Z0-9]{2,20}$' AND left("code", 2) = "country_code")
);--> statement-breakpoint
-- The platform's overcharge on a domain's net toll, in basis points, on [valid_from, valid_to).
-- Dated like the tariffs: rows of one domain never overlap, so the rate on a day is unique.
CREATE TABLE "msts_overcharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"toll_domain" text NOT NULL REFERENCES "msts_toll_domains"("code") ON DELETE restrict,
	"overcharge_bp" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	CONSTRAINT "msts_overcharges_bp" CHECK ("overcharge_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "msts_overcharges_range" CHECK ("valid_to" IS NULL OR "valid_to" > "valid_from"),
	CONSTRAINT "msts_overcharges_no_overlap" EXCLUDE USING gist ("toll_domain" WITH =, daterange("valid_from", "valid_to") WITH &&)
);--> statement-breakpoint
-- The toll domains Bulgarian hauliers drive through most (EETS domains and the neighbours'
-- chargers). Decision: an overcharge of 1.50 % of the net toll from the start of tolling; an
-- operator's change of rate is a new dated row (a migration, as for tariffs).
INSERT INTO "msts_toll_domains" ("code", "country_code", "name_bg", "name_en") VALUES
	('AT-ASFINAG', 'AT', 'Австрия – ASFINAG', 'Austria – ASFINAG'),
	('BE-VIAPASS', 'BE', 'Белгия – Viapass', 'Belgium – Viapass'),
	('CZ-MYTO', 'CZ', 'Чехия – MYTO CZ', 'Czechia – MYTO CZ'),
	('DE-TOLLCOLLECT', 'DE', 'Германия – Toll Collect', 'Germany – Toll Collect'),
	('DK-STOREBAELT', 'DK', 'Дания – Storebælt', 'Denmark – Storebælt'),
	('ES-AUTOPISTAS', 'ES', 'Испания – магистрали', 'Spain – motorways'),
	('FR-AUTOROUTES', 'FR', 'Франция – магистрали', 'France – motorways'),
	('GR-EGNATIA', 'GR', 'Гърция – Егнатия Одос', 'Greece – Egnatia Odos'),
	('HR-HAC', 'HR', 'Хърватия – HAC', 'Croatia – HAC'),
	('HU-HUGO', 'HU', 'Унгария – HU-GO', 'Hungary – HU-GO'),
	('IT-AUTOSTRADE', 'IT', 'Италия – Autostrade', 'Italy – Autostrade'),
	('PL-ETOLL', 'PL', 'Полша – e-TOLL', 'Poland – e-TOLL'),
	('PT-AUTOESTRADAS', 'PT', 'Португалия – магистрали', 'Portugal – motorways'),
	('RO-CNAIR', 'RO', 'Румъния – CNAIR (мостове)', 'Romania – CNAIR (bridges)'),
	('RS-PUTEVI', 'RS', 'Сърбия – Putevi Srbije', 'Serbia – Putevi Srbije'),
	('SI-DARSGO', 'SI', 'Словения – DarsGo', 'Slovenia – DarsGo'),
	('SK-MYTO', 'SK', 'Словакия – MYTO SK', 'Slovakia – MYTO SK'),
	('TR-KGM', 'TR', 'Турция – KGM', 'Türkiye – KGM');--> statement-breakpoint
INSERT INTO "msts_overcharges" ("toll_domain", "overcharge_bp", "valid_from")
	SELECT "code", 150, DATE '2020-03-01' FROM "msts_toll_domains";--> statement-breakpoint
-- The outside toll service's API keys (SHA-256 only; `msts_…` sent as ApiKey / X-Api-Key).
CREATE TABLE "msts_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "msts_api_keys_hash" UNIQUE ("key_hash"),
	CONSTRAINT "msts_api_keys_name" CHECK (length("name") BETWEEN 1 AND 100)
);--> statement-breakpoint
-- Every accepted batch: where it came from, what it did, and the imported file itself (a contract's
-- MSTS documents). A refused batch leaves nothing.
CREATE TABLE "msts_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"content" bytea,
	"sha256" text NOT NULL,
	"received" integer NOT NULL,
	"booked" integer NOT NULL,
	"duplicates" integer NOT NULL,
	"billed_now" integer NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"api_key_id" integer REFERENCES "msts_api_keys"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "msts_batches_source" CHECK ("source" IN ('API', 'FILE')),
	CONSTRAINT "msts_batches_file" CHECK (("source" = 'FILE') = ("content" IS NOT NULL AND "file_name" IS NOT NULL)),
	CONSTRAINT "msts_batches_counts" CHECK ("received" >= 1 AND "booked" >= 0 AND "duplicates" >= 0 AND "billed_now" >= 0 AND "booked" + "duplicates" <= "received")
);--> statement-breakpoint
CREATE TABLE "msts_transactions" (
	"id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	"transaction_id" text NOT NULL,
	"batch_id" bigint NOT NULL REFERENCES "msts_batches"("id") ON DELETE restrict,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE restrict,
	"haulier_id" text NOT NULL,
	"plate" text NOT NULL,
	"vehicle_country" char(2) NOT NULL,
	"toll_domain" text NOT NULL REFERENCES "msts_toll_domains"("code") ON DELETE restrict,
	"entry_point" text NOT NULL,
	"entry_at" timestamp with time zone NOT NULL,
	"exit_point" text NOT NULL,
	"exit_at" timestamp with time zone NOT NULL,
	"net_minor" bigint NOT NULL,
	"vat_minor" bigint NOT NULL,
	"overcharge_bp" integer NOT NULL,
	"overcharge_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"billed" boolean DEFAULT false NOT NULL,
	"billed_at" timestamp with time zone,
	"ledger_transaction_id" bigint NOT NULL REFERENCES "ledger_transactions"("id") ON DELETE restrict,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "msts_transactions_transaction_id" UNIQUE ("transaction_id"),
	CONSTRAINT "msts_transactions_times" CHECK ("exit_at" >= "entry_at"),
	CONSTRAINT "msts_transactions_amounts" CHECK ("net_minor" > 0 AND "vat_minor" >= 0 AND "overcharge_minor" >= 0 AND "overcharge_bp" BETWEEN 0 AND 10000 AND "total_minor" = "net_minor" + "vat_minor" + "overcharge_minor"),
	CONSTRAINT "msts_transactions_currency" CHECK ("currency" IN ('BGN', 'EUR')),
	CONSTRAINT "msts_transactions_billed" CHECK ("billed" = ("billed_at" IS NOT NULL)),
	CONSTRAINT "msts_transactions_source" CHECK ("source" IN ('API', 'FILE')),
	CONSTRAINT "msts_transactions_texts" CHECK (length("transaction_id") BETWEEN 1 AND 100 AND length("plate") BETWEEN 2 AND 12 AND "vehicle_country" ~ '^[A-Z]{2}$')
);--> statement-breakpoint
CREATE INDEX "msts_transactions_account" ON "msts_transactions" ("account_id", "exit_at", "id");--> statement-breakpoint
CREATE INDEX "msts_transactions_exit" ON "msts_transactions" ("exit_at", "id");--> statement-breakpoint
CREATE INDEX "msts_transactions_batch" ON "msts_transactions" ("batch_id", "account_id");--> statement-breakpoint
-- Only a contract with international toll (has_msts_toll) takes MSTS transactions; a transaction's
-- amounts and contract never change (billing only moves billed false → true, once).
CREATE FUNCTION "msts_transactions_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF NOT EXISTS (SELECT 1 FROM accounts WHERE id = NEW.account_id AND has_msts_toll) THEN
			RAISE EXCEPTION 'contract % has no international toll', NEW.account_id
				USING ERRCODE = '23514', CONSTRAINT = 'msts_transactions_msts_contract';
		END IF;
		RETURN NEW;
	END IF;
	IF TG_OP = 'DELETE' OR (to_jsonb(NEW) - 'billed' - 'billed_at') <> (to_jsonb(OLD) - 'billed' - 'billed_at')
		OR (OLD.billed AND (NOT NEW.billed OR NEW.billed_at <> OLD.billed_at)) THEN
		RAISE EXCEPTION 'an MSTS transaction is kept as received; only its billing is recorded, once'
			USING ERRCODE = '23514', CONSTRAINT = 'msts_transactions_immutable';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "msts_transactions_guard" BEFORE INSERT OR UPDATE OR DELETE ON "msts_transactions"
	FOR EACH ROW EXECUTE FUNCTION "msts_transactions_guard"();--> statement-breakpoint
-- The larger set of scheduled reports and schedules (packages/domain/src/report-rules.ts).
ALTER TABLE "report_subscriptions" DROP CONSTRAINT "report_subscriptions_type";--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_type" CHECK ("report_type" IN ('SALES_BY_POS_PRODUCT', 'SALES_DETAILED', 'SALES_BY_DAY', 'COMMISSIONS', 'PAYMENTS', 'TOLL_TRANSACTIONS', 'TOLL_OBLIGATIONS', 'MSTS_TRANSACTIONS', 'MSTS_SUMMARY'));--> statement-breakpoint
ALTER TABLE "report_subscriptions" DROP CONSTRAINT "report_subscriptions_schedule";--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_schedule" CHECK ("schedule" IN ('DAILY', 'FIVE_DAY', 'WEEKLY', 'TWICE_WEEKLY', 'TWICE_MONTHLY', 'MONTHLY', 'QUARTERLY', 'YEARLY'));--> statement-breakpoint
-- The accountant's report (GET /send/reports/accountant) is a delivery with no partner, by e-mail
-- to the address asked for; one per period, format and address.
ALTER TABLE "report_deliveries" ALTER COLUMN "partner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_type" CHECK ("report_type" IN ('SALES_BY_POS_PRODUCT', 'SALES_DETAILED', 'SALES_BY_DAY', 'COMMISSIONS', 'PAYMENTS', 'TOLL_TRANSACTIONS', 'TOLL_OBLIGATIONS', 'MSTS_TRANSACTIONS', 'MSTS_SUMMARY', 'ACCOUNTANT_SUMMARY'));--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_partner" CHECK (("partner_id" IS NULL) = ("report_type" = 'ACCOUNTANT_SUMMARY') AND ("partner_id" IS NOT NULL OR "channel" = 'EMAIL'));--> statement-breakpoint
-- The language of a delivery with no partner (a partner's delivery speaks the partner's).
ALTER TABLE "report_deliveries" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_lang" CHECK ("lang" IS NULL OR "lang" IN ('bg', 'en'));--> statement-breakpoint
CREATE UNIQUE INDEX "report_deliveries_accountant_unique" ON "report_deliveries" ("report_type", "period_from", "period_to", "format", lower("recipient")) WHERE "partner_id" IS NULL;--> statement-breakpoint
-- A mobile number for the SMS reminders of one vignette (its holder's consent is for that vignette
-- only; the reminders end with it). The notices themselves are claimed in the notification log.
CREATE TABLE "vignette_sms_subscriptions" (
	"vignette_id" uuid NOT NULL REFERENCES "vignettes"("id") ON DELETE cascade,
	"phone" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vignette_sms_subscriptions_pk" PRIMARY KEY ("vignette_id", "phone"),
	CONSTRAINT "vignette_sms_subscriptions_phone" CHECK ("phone" ~ '^[1-9][0-9]{7,14}$'),
	CONSTRAINT "vignette_sms_subscriptions_lang" CHECK ("lang" IN ('bg', 'en'))
);
