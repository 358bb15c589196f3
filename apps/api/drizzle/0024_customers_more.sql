-- Toll customers, second part (#17): the charging-system sync outbox and the contract documents.
-- Hand-written.
--
-- charging_sync_outbox: every change the roadside/GNSS charging system must learn (accounts,
-- account units, devices), written in the same transaction as the change; a job delivers the
-- events of each entity in id order, retried with backoff. An event is delivered once (the
-- timestamps agree with the status), and its entity, operation and attempts are bounded.
CREATE TABLE "charging_sync_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"op" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "charging_sync_entity" CHECK ("entity" in ('account', 'accountUnit', 'device')),
	CONSTRAINT "charging_sync_op" CHECK (length("op") between 1 and 40),
	CONSTRAINT "charging_sync_status" CHECK ("status" in ('PENDING', 'DELIVERED')),
	CONSTRAINT "charging_sync_delivered" CHECK (("status" = 'DELIVERED') = ("delivered_at" is not null)),
	CONSTRAINT "charging_sync_attempts" CHECK ("attempts" >= 0)
);--> statement-breakpoint
CREATE INDEX "charging_sync_outbox_pending" ON "charging_sync_outbox" ("entity", "entity_id", "id") WHERE "status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "charging_sync_outbox_entity" ON "charging_sync_outbox" ("entity", "entity_id", "id" DESC);--> statement-breakpoint
-- account_documents: the signed contract, the bank guarantee and other files of a contract (spec
-- §2 contracts "upload bank guarantee and contract", "files"). Stored once in the database with
-- their SHA-256, so a failed upload leaves neither a file nor a record; the contract and the
-- guarantee can be sent once each (§8 "already sent").
CREATE TABLE "account_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE RESTRICT,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" char(64) NOT NULL,
	"content" bytea NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_documents_kind" CHECK ("kind" in ('CONTRACT', 'BANK_GUARANTEE', 'OTHER')),
	CONSTRAINT "account_documents_file_name" CHECK (length("file_name") between 1 and 200),
	CONSTRAINT "account_documents_content_type" CHECK ("content_type" in ('application/pdf', 'image/png', 'image/jpeg')),
	CONSTRAINT "account_documents_size" CHECK ("size_bytes" between 1 and 10485760 and "size_bytes" = octet_length("content")),
	CONSTRAINT "account_documents_sha256" CHECK ("sha256" ~ '^[0-9a-f]{64}$')
);--> statement-breakpoint
CREATE UNIQUE INDEX "account_documents_sent_once" ON "account_documents" ("account_id", "kind") WHERE "kind" in ('CONTRACT', 'BANK_GUARANTEE');--> statement-breakpoint
CREATE INDEX "account_documents_account" ON "account_documents" ("account_id", "id");
--> statement-breakpoint
-- account_deposit_requests: POST /accountUnits/massDepositPayment (spec §7), the deposit for every
-- device of a contract asked as one payment. Recorded here; the ledger (money issue) prices and
-- books it and moves the status on.
CREATE TABLE "account_deposit_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE RESTRICT,
	"unit_count" integer NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_deposit_requests_units" CHECK ("unit_count" > 0),
	CONSTRAINT "account_deposit_requests_status" CHECK ("status" in ('REQUESTED', 'BOOKED', 'CANCELLED'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "account_deposit_requests_one_open" ON "account_deposit_requests" ("account_id") WHERE "status" = 'REQUESTED';
