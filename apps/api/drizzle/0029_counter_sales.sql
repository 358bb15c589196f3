-- Sales at the counter (issue #18 items 3-5, #21 item 5): a counter order paid by card has 30
-- minutes to be paid (spec §9) and then EXPIRES, freeing its vehicles; a late approval is refused
-- (reversed in full, LATE_PAYMENT). A counter order carries the client's order key, unique per
-- cashier, so a double click or two tabs make one sale. A reseller's sale on the partner's
-- account (ACCOUNT) can be reversed: credited back to the partner's obligation. Hand-written (counter).
ALTER TABLE "sales" DROP CONSTRAINT "sales_state";--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_state" CHECK ("state" in ('AWAITING_PAYMENT', 'PAYMENT_UNKNOWN', 'PAYMENT_FAILED', 'ACTIVATED', 'PARTIALLY_ACTIVATED', 'ACTIVATION_FAILED', 'EXPIRED'));--> statement-breakpoint
ALTER TABLE "sales"
	ADD COLUMN "pay_by" timestamp with time zone,
	ADD COLUMN "order_key" uuid,
	ADD COLUMN "order_hash" text;--> statement-breakpoint
-- Only an order at a point of sale has a payment deadline, and only such an order expires.
ALTER TABLE "sales" ADD CONSTRAINT "sales_pay_by" CHECK ("pay_by" is null or ("pos_id" is not null and "pay_by" > "created_at"));--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_expired" CHECK ("state" <> 'EXPIRED' or "pay_by" is not null);--> statement-breakpoint
-- The order key comes with the hash of the request it was made for (a reused key is refused).
ALTER TABLE "sales" ADD CONSTRAINT "sales_order_key" CHECK (("order_key" is null) = ("order_hash" is null));--> statement-breakpoint
CREATE UNIQUE INDEX "sales_cashier_order_key" ON "sales" ("cashier_user_id", "order_key") WHERE "order_key" is not null;--> statement-breakpoint
-- The expiry sweep and the vehicle hold read the open counter orders by their deadline.
CREATE INDEX "sales_open_pay_by" ON "sales" ("pay_by") WHERE "pay_by" is not null and "state" in ('AWAITING_PAYMENT', 'PAYMENT_UNKNOWN', 'PAYMENT_FAILED');--> statement-breakpoint
ALTER TABLE "payment_reversals" DROP CONSTRAINT "payment_reversals_reason";--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_reason" CHECK ("reason" in ('ACTIVATION_FAILED', 'DUPLICATE_PAYMENT', 'SALE_REVERSAL', 'LATE_PAYMENT'));--> statement-breakpoint
ALTER TABLE "sale_reversals" DROP CONSTRAINT "sale_reversals_method";--> statement-breakpoint
ALTER TABLE "sale_reversals" ADD CONSTRAINT "sale_reversals_method" CHECK ("method" in ('CARD', 'CASH', 'ACCOUNT'));
