-- Plate corrections and renewal reminders (issue #38 items 2 and 3). Hand-written.
-- 1. Dated tariffs of the platform's own paid services (one row per service and period, no two
--    overlapping: a price at a moment is unique, as for the vignette tariffs). The plate
--    correction fee is 5.00 EUR from 2026-01-01 (decision 0011: no public figure; the other
--    currency's amount is the fixed-rate conversion, 5.00 × 1.95583 = 9.78 BGN).
CREATE TABLE "service_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"amount_bgn" integer NOT NULL,
	"amount_eur" integer NOT NULL,
	"legal_currency" text NOT NULL,
	CONSTRAINT "service_tariffs_service" CHECK ("service" in ('PLATE_CORRECTION')),
	CONSTRAINT "service_tariffs_amounts" CHECK ("amount_bgn" > 0 and "amount_eur" > 0),
	CONSTRAINT "service_tariffs_currency" CHECK ("legal_currency" in ('BGN', 'EUR')),
	CONSTRAINT "service_tariffs_range" CHECK ("valid_to" is null or "valid_to" > "valid_from")
);--> statement-breakpoint
ALTER TABLE "service_tariffs" ADD CONSTRAINT "service_tariffs_no_overlap" EXCLUDE USING gist ("service" WITH =, tstzrange("valid_from", "valid_to", '[)') WITH &&);--> statement-breakpoint
INSERT INTO "service_tariffs" ("service", "valid_from", "valid_to", "amount_bgn", "amount_eur", "legal_currency")
	VALUES ('PLATE_CORRECTION', '2025-12-31T22:00:00Z', NULL, 978, 500, 'EUR');--> statement-breakpoint
-- 2. A sale item may be the correction of a vignette's plate: it names the vignette; its plate is
--    the new one, its window the vignette's.
ALTER TABLE "sale_items" ADD COLUMN "vignette_id" uuid;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_vignette_id_vignettes_id_fk" FOREIGN KEY ("vignette_id") REFERENCES "public"."vignettes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_items_vignette" ON "sale_items" USING btree ("vignette_id") WHERE "vignette_id" is not null;--> statement-breakpoint
ALTER TABLE "sale_items" DROP CONSTRAINT "sale_items_kind";--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_kind" CHECK ("kind" in ('VIGNETTE', 'ROUTE_PASS', 'DELICT', 'PLATE_CORRECTION'));--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_correction" CHECK (("kind" = 'PLATE_CORRECTION') = ("vignette_id" is not null));--> statement-breakpoint
-- 3. Every correction made: once per vignette (its unique key), with the plates before and after,
--    the sale item that paid the fee and who made it (null: the buyer on the site).
CREATE TABLE "plate_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"vignette_id" uuid NOT NULL,
	"sale_item_id" uuid NOT NULL,
	"country_code" text NOT NULL,
	"old_plate" text NOT NULL,
	"new_plate" text NOT NULL,
	"channel" text NOT NULL,
	"actor_user_id" integer,
	"amount_bgn" integer NOT NULL,
	"amount_eur" integer NOT NULL,
	"currency" text NOT NULL,
	"corrected_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plate_corrections_vignette_id_vignettes_id_fk" FOREIGN KEY ("vignette_id") REFERENCES "public"."vignettes"("id"),
	CONSTRAINT "plate_corrections_sale_item_id_sale_items_id_fk" FOREIGN KEY ("sale_item_id") REFERENCES "public"."sale_items"("id"),
	CONSTRAINT "plate_corrections_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null,
	CONSTRAINT "plate_corrections_channel" CHECK ("channel" in ('site', 'office', 'tablet', 'partner')),
	CONSTRAINT "plate_corrections_changed" CHECK ("old_plate" <> "new_plate")
);--> statement-breakpoint
CREATE UNIQUE INDEX "plate_corrections_vignette" ON "plate_corrections" USING btree ("vignette_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plate_corrections_sale_item" ON "plate_corrections" USING btree ("sale_item_id");--> statement-breakpoint
CREATE INDEX "plate_corrections_at" ON "plate_corrections" USING btree ("corrected_at");--> statement-breakpoint
-- 4. A registered buyer's mobile number for the expiry reminders of what they buy, by SMS as well
--    as by mail (null: mail only).
ALTER TABLE "users" ADD COLUMN "reminder_phone" text;
