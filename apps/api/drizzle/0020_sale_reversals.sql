-- Reversal of a sale or of one of its items from the back-office inquiry (spec §2 inquiry, §5
-- "Sales can be reversed"): the reason, who, how the money went back (a card sale through the
-- gateway's reversal, TRTYPE 24; a cash sale paid back from a shift) and which items. An item is
-- reversed at most once (unique sale_item_id), a whole sale at most once, and a card sale's
-- gateway reversal is already unique per payment (payment_reversals_attempt). Hand-written.
ALTER TABLE "sale_items" DROP CONSTRAINT "sale_items_state";--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_state" CHECK ("state" in ('PENDING', 'ACTIVE', 'ACTIVATION_FAILED', 'CANCELLED', 'REVERSED'));--> statement-breakpoint
ALTER TABLE "payment_reversals" DROP CONSTRAINT "payment_reversals_reason";--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_reason" CHECK ("reason" in ('ACTIVATION_FAILED', 'DUPLICATE_PAYMENT', 'SALE_REVERSAL'));--> statement-breakpoint
ALTER TABLE "route_passes" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "route_passes" ADD CONSTRAINT "route_passes_status" CHECK ("status" in ('ACTIVE', 'DEACTIVATED'));--> statement-breakpoint
CREATE TABLE "sale_reversals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL REFERENCES "sales"("id") ON DELETE restrict,
	"whole_sale" boolean NOT NULL,
	"method" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"amount_bgn" integer NOT NULL,
	"amount_eur" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"shift_id" integer REFERENCES "cashier_shifts"("id") ON DELETE restrict,
	"payment_reversal_id" uuid REFERENCES "payment_reversals"("id") ON DELETE restrict,
	"user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_reversals_method" CHECK ("method" in ('CARD', 'CASH')),
	CONSTRAINT "sale_reversals_amount" CHECK ("amount_minor" > 0 and "amount_bgn" > 0 and "amount_eur" > 0),
	CONSTRAINT "sale_reversals_currency" CHECK ("currency" in ('BGN', 'EUR')),
	CONSTRAINT "sale_reversals_reason" CHECK (length(btrim("reason")) between 1 and 500),
	-- A card sale goes back through the gateway, a cash one is never sent there.
	CONSTRAINT "sale_reversals_card" CHECK (("method" = 'CARD') = ("payment_reversal_id" is not null))
);--> statement-breakpoint
CREATE UNIQUE INDEX "sale_reversals_whole" ON "sale_reversals" ("sale_id") WHERE "whole_sale";--> statement-breakpoint
CREATE INDEX "sale_reversals_sale" ON "sale_reversals" ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_reversals_shift" ON "sale_reversals" ("shift_id") WHERE "shift_id" is not null;--> statement-breakpoint
CREATE TABLE "sale_reversal_items" (
	"reversal_id" uuid NOT NULL REFERENCES "sale_reversals"("id") ON DELETE cascade,
	"sale_item_id" uuid NOT NULL REFERENCES "sale_items"("id") ON DELETE restrict,
	CONSTRAINT "sale_reversal_items_once" UNIQUE ("sale_item_id")
);--> statement-breakpoint
CREATE INDEX "sale_reversal_items_reversal" ON "sale_reversal_items" ("reversal_id");--> statement-breakpoint
-- The inquiry searches by plate and by document number.
CREATE INDEX "sale_items_plate" ON "sale_items" ("plate");--> statement-breakpoint
CREATE INDEX "sales_created" ON "sales" ("created_at");
