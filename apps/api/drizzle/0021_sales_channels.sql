-- Sales channels of points of sale (issue #18): resellers selling through their partner API key,
-- charged to the partner's account, with the Stripe-like idempotency store of the reseller API.
-- Hand-written (pos-channels).
ALTER TABLE "sales" DROP CONSTRAINT "sales_channel";--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_channel" CHECK ("channel" in ('site', 'office', 'tablet', 'partner'));--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_payment_method";--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_payment_method" CHECK ("payment_method" in ('CARD', 'CASH', 'ACCOUNT'));--> statement-breakpoint
ALTER TABLE "sales"
	ADD COLUMN "partner_id" integer REFERENCES "partners"("id") ON DELETE restrict,
	ADD COLUMN "api_key_id" integer REFERENCES "partner_api_keys"("id") ON DELETE set null;--> statement-breakpoint
-- A sale on account is a partner's sale through the partner channel; only such a sale is on account.
ALTER TABLE "sales" ADD CONSTRAINT "sales_account_partner" CHECK (("payment_method" = 'ACCOUNT') = ("channel" = 'partner')
	AND ("channel" <> 'partner' or "partner_id" is not null));--> statement-breakpoint
CREATE INDEX "sales_partner" ON "sales" ("partner_id", "created_at") WHERE "partner_id" is not null;--> statement-breakpoint
-- The first answer to a reseller's request, per API key and Idempotency-Key, kept for 24 hours:
-- PENDING while the first request runs (a second one waits or is refused), then DONE with the answer.
CREATE TABLE "reseller_requests" (
	"api_key_id" integer NOT NULL REFERENCES "partner_api_keys"("id") ON DELETE cascade,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"status_code" smallint,
	"response" jsonb,
	"sale_id" uuid REFERENCES "sales"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reseller_requests_pkey" PRIMARY KEY ("api_key_id", "idempotency_key"),
	CONSTRAINT "reseller_requests_key" CHECK (length("idempotency_key") between 1 and 255),
	CONSTRAINT "reseller_requests_state" CHECK ("state" in ('PENDING', 'DONE')),
	CONSTRAINT "reseller_requests_done" CHECK (("state" = 'DONE') = ("status_code" is not null and "response" is not null)),
	CONSTRAINT "reseller_requests_expiry" CHECK ("expires_at" > "created_at")
);--> statement-breakpoint
CREATE INDEX "reseller_requests_expires" ON "reseller_requests" ("expires_at");
