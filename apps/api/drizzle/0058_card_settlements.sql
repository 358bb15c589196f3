-- Card settlements clear. A bank statement's card batch line (the acquirer paying a day's card
-- approvals less its fee) is recorded here instead of becoming a customer payment: the approvals
-- day it pays, what came (net), the gross and fee it was judged by, and its status. MATCHED books
-- bank (net) + fee expense (fee) against the clearing account (gross); SHORT and EXTRA book what
-- came against the clearing account and wait for the accountant. A day with approvals and no
-- settlement is MISSING (read, not stored). Hand-written.
CREATE TABLE "card_settlements" (
	"id" serial PRIMARY KEY,
	"bank_transaction_id" integer NOT NULL REFERENCES "bank_transactions"("id") ON DELETE RESTRICT,
	"approvals_day" date NOT NULL,
	"currency" char(3) NOT NULL,
	"net_minor" bigint NOT NULL,
	"gross_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"approvals_minor" bigint NOT NULL,
	"difference_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "card_settlements_line" UNIQUE ("bank_transaction_id"),
	CONSTRAINT "card_settlements_status" CHECK ("status" IN ('MATCHED', 'SHORT', 'EXTRA')),
	CONSTRAINT "card_settlements_amounts" CHECK ("net_minor" > 0 AND "fee_minor" >= 0 AND "gross_minor" = "net_minor" + "fee_minor"),
	CONSTRAINT "card_settlements_matched" CHECK (("status" = 'MATCHED') = ("difference_minor" = 0))
);--> statement-breakpoint
CREATE INDEX "card_settlements_day" ON "card_settlements" ("approvals_day", "currency");
