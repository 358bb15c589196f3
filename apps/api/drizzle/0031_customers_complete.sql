-- Toll customers, third part (#17). Hand-written.
--
-- saved_vehicles (spec §7 GET /vehicles, POST /vehicles/create, POST /vehicles/delete): the vehicles
-- a site user keeps for buying faster. A plate is stored as the purchase normalises it (upper-case
-- Latin letters and digits, look-alike Cyrillic mapped) and once per user and country; a user
-- keeps at most 50 (the trigger locks the user's row, so two saves at once cannot both pass).
CREATE TABLE "saved_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"country_code" char(2) NOT NULL REFERENCES "countries"("code"),
	"plate" text NOT NULL,
	"vehicle_type" text DEFAULT 'car' NOT NULL,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_vehicles_plate" CHECK ("plate" ~ '^[A-Z0-9]{1,20}$'),
	CONSTRAINT "saved_vehicles_type" CHECK ("vehicle_type" IN ('car', 'trailer')),
	CONSTRAINT "saved_vehicles_label" CHECK ("label" IS NULL OR length("label") BETWEEN 1 AND 60)
);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_vehicles_once" ON "saved_vehicles" ("user_id", "country_code", "plate");--> statement-breakpoint
CREATE FUNCTION "saved_vehicles_limit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "users" WHERE "id" = NEW."user_id" FOR UPDATE;
	IF (SELECT count(*) FROM "saved_vehicles" WHERE "user_id" = NEW."user_id") >= 50 THEN
		RAISE EXCEPTION 'user % keeps 50 vehicles already', NEW."user_id"
			USING ERRCODE = '23514', CONSTRAINT = 'saved_vehicles_limit';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "saved_vehicles_limit" BEFORE INSERT ON "saved_vehicles"
	FOR EACH ROW EXECUTE FUNCTION "saved_vehicles_limit"();
--> statement-breakpoint
-- Contract and vehicle search at 100,000 customers and 300,000 vehicles (bench/customers.ts): the
-- "contains" filters (plate, contract number, client name, customer id, make) use trigram GIN
-- indexes; the exact EIK/EGN a b-tree. pg_trgm is a trusted extension (PostgreSQL 13+), so the
-- database owner creates it; PGlite loads it with btree_gist (platform/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "partners_name_trgm" ON "partners" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_customer_id_trgm" ON "partners" USING gin ("customer_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_number_trgm" ON "accounts" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_identification_number" ON "clients" USING btree ("identification_number");--> statement-breakpoint
CREATE INDEX "clients_identification_trgm" ON "clients" USING gin ("identification_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_units_plate_trgm" ON "account_units" USING gin ("plate" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_units_make_trgm" ON "account_units" USING gin ("make" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_units_status_plate" ON "account_units" USING btree ("status", "plate", "id");
--> statement-breakpoint
-- document_files: the bytes of uploaded documents are kept once per SHA-256 in the configured store
-- (DOCUMENT_STORE: a folder under DATA_DIR, or an S3-compatible bucket); this row says which store
-- holds them. An upload writes the bytes while its transaction holds the hash's advisory lock and
-- commits the row after, so a committed row always has its file (no record without a file); a
-- failed upload removes a file it wrote that no row names, and a sweep removes what a crash left
-- (no file without a record). Files uploaded before 0031 keep their bytes in account_documents
-- ('database').
CREATE TABLE "document_files" (
	"sha256" char(64) PRIMARY KEY NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage" text NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_files_sha256" CHECK ("sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "document_files_storage" CHECK ("storage" IN ('database', 'filesystem', 's3')),
	CONSTRAINT "document_files_size" CHECK ("size_bytes" BETWEEN 1 AND 10485760)
);--> statement-breakpoint
INSERT INTO "document_files" ("sha256", "size_bytes", "storage", "stored_at")
	SELECT DISTINCT ON ("sha256") "sha256", "size_bytes", 'database', "uploaded_at"
	FROM "account_documents" ORDER BY "sha256", "id";--> statement-breakpoint
ALTER TABLE "account_documents" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_documents" DROP CONSTRAINT "account_documents_size";--> statement-breakpoint
ALTER TABLE "account_documents" ADD CONSTRAINT "account_documents_size" CHECK ("size_bytes" BETWEEN 1 AND 10485760 AND ("content" IS NULL OR "size_bytes" = octet_length("content")));--> statement-breakpoint
ALTER TABLE "account_documents" ADD CONSTRAINT "account_documents_file" FOREIGN KEY ("sha256") REFERENCES "document_files"("sha256") ON DELETE RESTRICT;--> statement-breakpoint
CREATE FUNCTION "account_documents_bytes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	kept text;
BEGIN
	SELECT "storage" INTO kept FROM "document_files" WHERE "sha256" = NEW."sha256";
	IF (kept = 'database') <> (NEW."content" IS NOT NULL) THEN
		RAISE EXCEPTION 'document % is kept in %, its row must % its bytes', NEW."sha256", kept,
			CASE WHEN kept = 'database' THEN 'hold' ELSE 'not hold' END
			USING ERRCODE = '23514', CONSTRAINT = 'account_documents_bytes';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "account_documents_bytes" BEFORE INSERT OR UPDATE ON "account_documents"
	FOR EACH ROW EXECUTE FUNCTION "account_documents_bytes"();
--> statement-breakpoint
-- client_addresses (spec §2 clients "addresses"): a client may have several addresses besides its
-- registered one (kept in clients): for correspondence, deliveries of devices, invoices. A
-- vehicle's shipping address (spec §3 Account unit shippingAddressId) is one of its client's
-- addresses (FK and trigger); the ids stored before there were addresses named nothing.
CREATE TABLE "client_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL REFERENCES "clients"("partner_id") ON DELETE RESTRICT,
	"kind" text NOT NULL,
	"recipient" text,
	"country_code" char(2) NOT NULL REFERENCES "countries"("code"),
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"street" text NOT NULL,
	"phone" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_addresses_kind" CHECK ("kind" IN ('CORRESPONDENCE', 'DELIVERY', 'BILLING')),
	CONSTRAINT "client_addresses_texts" CHECK (length("city") BETWEEN 1 AND 100 AND length("postal_code") BETWEEN 1 AND 10 AND length("street") BETWEEN 1 AND 200 AND ("recipient" IS NULL OR length("recipient") BETWEEN 1 AND 200) AND ("phone" IS NULL OR "phone" ~ '^\+?[0-9]{5,20}$')),
	CONSTRAINT "client_addresses_version" CHECK ("version" >= 1)
);--> statement-breakpoint
CREATE INDEX "client_addresses_client" ON "client_addresses" ("client_id", "id");--> statement-breakpoint
UPDATE "account_units" SET "shipping_address_id" = NULL WHERE "shipping_address_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "account_units" ADD CONSTRAINT "account_units_shipping_address" FOREIGN KEY ("shipping_address_id") REFERENCES "client_addresses"("id") ON DELETE RESTRICT;--> statement-breakpoint
CREATE FUNCTION "account_units_shipping_address_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."shipping_address_id" IS NOT NULL AND NOT EXISTS (
		SELECT 1 FROM "client_addresses" a JOIN "accounts" c ON c."client_id" = a."client_id"
		WHERE a."id" = NEW."shipping_address_id" AND c."id" = NEW."account_id") THEN
		RAISE EXCEPTION 'address % is not of the client of account %', NEW."shipping_address_id", NEW."account_id"
			USING ERRCODE = '23514', CONSTRAINT = 'account_units_shipping_address_client';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "account_units_shipping_address_guard" BEFORE INSERT OR UPDATE OF "shipping_address_id", "account_id" ON "account_units"
	FOR EACH ROW EXECUTE FUNCTION "account_units_shipping_address_guard"();
--> statement-breakpoint
-- account_deposit_requests: massDepositPayment now books at once (the ledger exists): the devices
-- attached when asked, the deposit paid in one payment from the prepaid balance, the ledger
-- transaction that booked it. A booked request names its transaction and amount.
ALTER TABLE "account_deposit_requests"
	ADD COLUMN "device_count" integer,
	ADD COLUMN "amount_minor" bigint,
	ADD COLUMN "currency" char(3),
	ADD COLUMN "ledger_transaction_id" bigint REFERENCES "ledger_transactions"("id") ON DELETE RESTRICT,
	ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_deposit_requests" ADD CONSTRAINT "account_deposit_requests_booked" CHECK ("status" <> 'BOOKED' OR ("device_count" > 0 AND "amount_minor" > 0 AND "currency" IN ('BGN', 'EUR') AND "ledger_transaction_id" IS NOT NULL AND "booked_at" IS NOT NULL));--> statement-breakpoint
CREATE UNIQUE INDEX "account_deposit_requests_transaction" ON "account_deposit_requests" ("ledger_transaction_id") WHERE "ledger_transaction_id" IS NOT NULL;
