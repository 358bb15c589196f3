-- Matching a clerk can trust. Each line keeps the score of its match and its evidence, or the best
-- candidates it waits with (`match_score`, `match_evidence` {evidence, suggestions}). A clerk's
-- assignment teaches the payer's IBAN → the contract it paid (`bank_iban_links`), which the
-- matcher reads as "IBAN known for the client". A whole import can be undone with a reason: the
-- statement is marked undone, its lines UNDONE and its payments annulled (their shares stay, as
-- history; the ledger journals are reversed), and the same statement or lines can be read again
-- (the once-only keys hold among the statements and lines not undone). Hand-written.
ALTER TABLE "bank_transactions" ADD COLUMN "match_score" smallint;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "match_evidence" jsonb;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_match_score" CHECK ("match_score" BETWEEN 0 AND 100);--> statement-breakpoint
CREATE TABLE "bank_iban_links" (
	"iban" text NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"learned_from" integer REFERENCES "bank_transactions"("id") ON DELETE SET NULL,
	"learned_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"learned_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "bank_iban_links_pk" PRIMARY KEY ("iban", "account_id"),
	CONSTRAINT "bank_iban_links_iban" CHECK ("iban" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$')
);--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "undone_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "undo_reason" text;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_undo_reason" CHECK (("undone_at" IS NULL) = ("undo_reason" IS NULL));--> statement-breakpoint
ALTER TABLE "bank_statements" DROP CONSTRAINT "bank_statements_once";--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_once" ON "bank_statements" ("bank_account_id", "statement_ref", "sequence", "file_hash") WHERE "undone_at" IS NULL;--> statement-breakpoint
ALTER TABLE "bank_transactions" DROP CONSTRAINT "bank_transactions_status";--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_status" CHECK ("status" IN ('PROCESSED', 'UNPROCESSED', 'FAILED', 'UNDONE'));--> statement-breakpoint
ALTER TABLE "bank_transactions" DROP CONSTRAINT "bank_transactions_line_key_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_line_key_unique" ON "bank_transactions" ("line_key") WHERE "status" <> 'UNDONE';--> statement-breakpoint
CREATE INDEX "bank_transactions_statement" ON "bank_transactions" ("statement_id");--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_annulled_undistributed";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_annulled_undistributed" CHECK (NOT "annulled" OR "distributed_minor" = 0 OR "undone_at" IS NOT NULL);
--> statement-breakpoint
-- A batch line's per-payment detail from a camt.054 notification: each payment of the batch with
-- its payer and text, and the contract it was booked to (null: it waits in the batch's
-- undistributed amount for a clerk). Once per batch line and position.
CREATE TABLE "bank_line_details" (
	"id" serial PRIMARY KEY,
	"bank_transaction_id" integer NOT NULL REFERENCES "bank_transactions"("id") ON DELETE RESTRICT,
	"seq" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"counterparty_name" text,
	"counterparty_iban" text,
	"remittance" text NOT NULL DEFAULT '',
	"account_id" integer REFERENCES "accounts"("id") ON DELETE RESTRICT,
	"match_score" smallint,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "bank_line_details_once" UNIQUE ("bank_transaction_id", "seq"),
	CONSTRAINT "bank_line_details_amount" CHECK ("amount_minor" > 0)
);
