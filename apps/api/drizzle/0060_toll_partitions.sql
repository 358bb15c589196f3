-- Toll transactions partitioned by month of exit (decision 0014): the table that grows by millions
-- a month with no cross-row constraint but "one row per charging-system id". A unique key on a
-- partitioned table must include the partition key, so that one lives in a narrow registry,
-- `toll_transaction_keys` (the id and the month its row is in), written in the same statement as
-- the row: an id is recorded once across every live month. A month older than the live window is
-- detached to the `archive` schema with its keys (an exit that old is refused on the way in).
-- `toll_transactions_ensure_month` creates a month's partition (the ingest for the months of its
-- batch, the daily job for the months ahead). Hand-written.
CREATE SCHEMA IF NOT EXISTS "archive";--> statement-breakpoint
CREATE TABLE "toll_transaction_keys" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"exit_month" date NOT NULL
);--> statement-breakpoint
INSERT INTO "toll_transaction_keys" ("transaction_id", "exit_month")
	SELECT "transaction_id", date_trunc('month', "exit_at" AT TIME ZONE 'UTC')::date FROM "toll_transactions";--> statement-breakpoint
CREATE INDEX "toll_transaction_keys_month" ON "toll_transaction_keys" ("exit_month");--> statement-breakpoint
DROP TRIGGER "toll_transactions_links" ON "toll_transactions";--> statement-breakpoint
DROP TRIGGER "toll_transactions_keep_links" ON "toll_transactions";--> statement-breakpoint
ALTER TABLE "toll_transactions" RENAME TO "toll_transactions_unpartitioned";--> statement-breakpoint
ALTER TABLE "toll_transactions_unpartitioned" DROP CONSTRAINT "toll_transactions_pkey";--> statement-breakpoint
ALTER TABLE "toll_transactions_unpartitioned" DROP CONSTRAINT "toll_transactions_transaction_id";--> statement-breakpoint
DROP INDEX "toll_transactions_account";--> statement-breakpoint
DROP INDEX "toll_transactions_due";--> statement-breakpoint
DROP INDEX "toll_transactions_account_page";--> statement-breakpoint
DROP INDEX "toll_transactions_plate_page";--> statement-breakpoint
CREATE TABLE "toll_transactions" (
	"id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"transaction_id" text NOT NULL,
	"account_id" integer,
	"plate" text NOT NULL,
	"device_id" text,
	"segment_id" text NOT NULL,
	"entry_at" timestamp with time zone NOT NULL,
	"exit_at" timestamp with time zone NOT NULL,
	"km" numeric(9, 3) NOT NULL,
	"category" text NOT NULL,
	"emission_class" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text NOT NULL,
	"ledger_transaction_id" bigint,
	"from_main_minor" bigint,
	"from_secondary_minor" bigint,
	"period_start" date,
	"period_end" date,
	"due_date" date,
	"source" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "toll_transactions_pkey" PRIMARY KEY ("id", "exit_at"),
	CONSTRAINT "toll_transactions_transaction_id_length" CHECK (length("transaction_id") between 1 and 100),
	CONSTRAINT "toll_transactions_amount" CHECK ("amount_minor" > 0),
	CONSTRAINT "toll_transactions_currency" CHECK ("currency" in ('BGN', 'EUR')),
	CONSTRAINT "toll_transactions_times" CHECK ("exit_at" >= "entry_at"),
	CONSTRAINT "toll_transactions_km" CHECK ("km" >= 0),
	CONSTRAINT "toll_transactions_source" CHECK ("source" in ('API', 'FILE')),
	CONSTRAINT "toll_transactions_status" CHECK (
		("status" = 'POSTED' AND "account_id" IS NOT NULL AND "ledger_transaction_id" IS NOT NULL)
		OR ("status" = 'REFUSED' AND "account_id" IS NOT NULL AND "ledger_transaction_id" IS NULL)
		OR ("status" = 'UNMATCHED' AND "account_id" IS NULL AND "ledger_transaction_id" IS NULL)),
	CONSTRAINT "toll_transactions_period" CHECK (("period_start" IS NULL) = ("due_date" IS NULL)
		AND ("period_end" IS NULL) = ("due_date" IS NULL))
) PARTITION BY RANGE ("exit_at");--> statement-breakpoint
CREATE INDEX "toll_transactions_transaction" ON "toll_transactions" ("transaction_id");--> statement-breakpoint
CREATE INDEX "toll_transactions_account" ON "toll_transactions" ("account_id", "exit_at");--> statement-breakpoint
CREATE INDEX "toll_transactions_due" ON "toll_transactions" ("account_id", "due_date") WHERE "due_date" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "toll_transactions_account_page" ON "toll_transactions" ("account_id", "exit_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "toll_transactions_plate_page" ON "toll_transactions" ("plate", "exit_at" DESC, "id" DESC);--> statement-breakpoint
-- The partition of the month (UTC) a moment falls in, made when missing: `toll_transactions_yYYYYmMM`,
-- [first of the month, first of the next). Callers racing to make one wait on one lock.
CREATE FUNCTION "toll_transactions_ensure_month"("at" timestamptz) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	first timestamptz := date_trunc('month', "at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
	name text := 'toll_transactions_y' || to_char(first AT TIME ZONE 'UTC', 'YYYY"m"MM');
BEGIN
	IF to_regclass(format('public.%I', name)) IS NOT NULL THEN
		RETURN name;
	END IF;
	PERFORM pg_advisory_xact_lock(hashtext('toll_transactions_partitions'));
	IF to_regclass(format('public.%I', name)) IS NULL THEN
		EXECUTE format('CREATE TABLE public.%I PARTITION OF public.toll_transactions FOR VALUES FROM (%L) TO (%L)',
			name, first, first + interval '1 month');
	END IF;
	RETURN name;
END;
$$;--> statement-breakpoint
SELECT "toll_transactions_ensure_month"(m)
	FROM generate_series(
		date_trunc('month', least(now(), coalesce((SELECT min("exit_at") FROM "toll_transactions_unpartitioned"), now()))),
		date_trunc('month', greatest(now(), coalesce((SELECT max("exit_at") FROM "toll_transactions_unpartitioned"), now()))) + interval '3 months',
		interval '1 month') AS m;--> statement-breakpoint
INSERT INTO "toll_transactions" ("id", "transaction_id", "account_id", "plate", "device_id", "segment_id", "entry_at", "exit_at", "km", "category", "emission_class", "amount_minor", "currency", "status", "ledger_transaction_id", "from_main_minor", "from_secondary_minor", "period_start", "period_end", "due_date", "source", "received_at") OVERRIDING SYSTEM VALUE
	SELECT "id", "transaction_id", "account_id", "plate", "device_id", "segment_id", "entry_at", "exit_at", "km", "category", "emission_class", "amount_minor", "currency", "status", "ledger_transaction_id", "from_main_minor", "from_secondary_minor", "period_start", "period_end", "due_date", "source", "received_at" FROM "toll_transactions_unpartitioned";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('toll_transactions', 'id'),
	greatest(1, coalesce((SELECT max("id") FROM "toll_transactions_unpartitioned"), 0)),
	(SELECT count(*) > 0 FROM "toll_transactions_unpartitioned"));--> statement-breakpoint
DROP TABLE "toll_transactions_unpartitioned";--> statement-breakpoint
CREATE TRIGGER "toll_transactions_links" AFTER INSERT ON "toll_transactions"
	REFERENCING NEW TABLE AS new_tolls
	FOR EACH STATEMENT EXECUTE FUNCTION "toll_transactions_links"();--> statement-breakpoint
CREATE TRIGGER "toll_transactions_keep_links" BEFORE UPDATE OF "account_id", "ledger_transaction_id" ON "toll_transactions"
	FOR EACH ROW EXECUTE FUNCTION "toll_transactions_keep_links"();
