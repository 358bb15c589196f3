-- Cashier shifts at points of sale (spec §3 Cashier shift, §4, §8) and sales at the counter:
-- a sale may belong to a POS, its cashier and the cashier's shift, paid by card or in cash.
-- Hand-written (COORD).
CREATE TABLE "cashier_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"pos_id" integer NOT NULL REFERENCES "points_of_sale"("id") ON DELETE restrict,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"status" smallint DEFAULT 1 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "cashier_shifts_status" CHECK ("status" in (1, 2)),
	CONSTRAINT "cashier_shifts_closed" CHECK (("status" = 2) = ("closed_at" is not null)),
	CONSTRAINT "cashier_shifts_window" CHECK ("closed_at" is null or "closed_at" >= "opened_at")
);--> statement-breakpoint
-- One open shift per point of sale (spec §4, §8 "another user's shift is open"): so also at most
-- one per POS and cashier.
CREATE UNIQUE INDEX "cashier_shifts_one_open_per_pos" ON "cashier_shifts" ("pos_id") WHERE "status" = 1;--> statement-breakpoint
CREATE INDEX "cashier_shifts_user" ON "cashier_shifts" ("user_id", "opened_at");--> statement-breakpoint
CREATE INDEX "cashier_shifts_pos" ON "cashier_shifts" ("pos_id", "opened_at");--> statement-breakpoint
ALTER TABLE "sales"
	ADD COLUMN "payment_method" text DEFAULT 'CARD' NOT NULL,
	ADD COLUMN "pos_id" integer REFERENCES "points_of_sale"("id") ON DELETE restrict,
	ADD COLUMN "cashier_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	ADD COLUMN "shift_id" integer REFERENCES "cashier_shifts"("id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_payment_method" CHECK ("payment_method" in ('CARD', 'CASH'));--> statement-breakpoint
-- Cash is taken only at a counter; a sale in a shift is a sale at that shift's point of sale.
ALTER TABLE "sales" ADD CONSTRAINT "sales_cash_at_pos" CHECK ("payment_method" <> 'CASH' or "pos_id" is not null);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_shift_pos" CHECK ("shift_id" is null or "pos_id" is not null);--> statement-breakpoint
CREATE INDEX "sales_shift" ON "sales" ("shift_id", "created_at") WHERE "shift_id" is not null;--> statement-breakpoint
CREATE INDEX "sales_pos" ON "sales" ("pos_id", "created_at") WHERE "pos_id" is not null;
