CREATE TABLE "compensatory_fee_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_class" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"amount_bgn" integer NOT NULL,
	"amount_eur" integer NOT NULL,
	"legal_currency" text NOT NULL,
	CONSTRAINT "compensatory_fee_tariffs_class" CHECK ("compensatory_fee_tariffs"."vehicle_class" in ('UP_TO_3_5T', 'FROM_3_5_TO_12T', 'OVER_12T_2_3_AXLES', 'OVER_12T_4_PLUS_AXLES', 'BUS')),
	CONSTRAINT "compensatory_fee_tariffs_amounts" CHECK ("compensatory_fee_tariffs"."amount_bgn" > 0 and "compensatory_fee_tariffs"."amount_eur" > 0),
	CONSTRAINT "compensatory_fee_tariffs_currency" CHECK ("compensatory_fee_tariffs"."legal_currency" in ('BGN', 'EUR')),
	CONSTRAINT "compensatory_fee_tariffs_range" CHECK ("compensatory_fee_tariffs"."valid_to" is null or "compensatory_fee_tariffs"."valid_to" > "compensatory_fee_tariffs"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "delict_notice_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_code" text NOT NULL,
	"plate" text NOT NULL,
	"owner_id_hash" text NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delict_notice_subscriptions_lang" CHECK ("delict_notice_subscriptions"."lang" in ('bg', 'en'))
);
--> statement-breakpoint
CREATE TABLE "delict_notices_sent" (
	"delict_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_number" text NOT NULL,
	"document_type" text NOT NULL,
	"delict_type" text NOT NULL,
	"status" text DEFAULT 'REGISTERED' NOT NULL,
	"customer_id" text,
	"account_id" text,
	"account_status" text,
	"vehicle_unit_status" text,
	"country_code" text NOT NULL,
	"plate" text NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id_hash" text NOT NULL,
	"vehicle_class" text NOT NULL,
	"axles" smallint,
	"entry_at" timestamp with time zone,
	"passage_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"amount_bgn" integer NOT NULL,
	"amount_eur" integer NOT NULL,
	"currency" text NOT NULL,
	"fee_tariff_id" integer,
	"obu_data_missing" boolean DEFAULT false NOT NULL,
	"missing_data_reason" text,
	"evidential_records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"toll_section_id" text,
	"toll_section_name" text,
	"coordinate_x" double precision,
	"coordinate_y" double precision,
	"direction" text,
	"kilometre" double precision,
	"district" text,
	"municipality" text,
	"road_number" text,
	"location" text,
	"notified_at" timestamp with time zone,
	"fiche_served_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"paid_by_sale_item_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delicts_document_type" CHECK ("delicts"."document_type" in ('NOTIFICATION', 'ELECTRONIC_FICHE', 'VIOLATION_ACT')),
	CONSTRAINT "delicts_type" CHECK ("delicts"."delict_type" in ('MAXIMUM_TOLL', 'COMPENSATORY_FEE')),
	CONSTRAINT "delicts_status" CHECK ("delicts"."status" in ('REGISTERED', 'FICHE_TO_BE_SERVED', 'SERVED', 'EXPIRED', 'PAID')),
	CONSTRAINT "delicts_owner_kind" CHECK ("delicts"."owner_kind" in ('EGN', 'EIK')),
	CONSTRAINT "delicts_vehicle_class" CHECK ("delicts"."vehicle_class" in ('UP_TO_3_5T', 'FROM_3_5_TO_12T', 'OVER_12T_2_3_AXLES', 'OVER_12T_4_PLUS_AXLES', 'BUS')),
	CONSTRAINT "delicts_currency" CHECK ("delicts"."currency" in ('BGN', 'EUR')),
	CONSTRAINT "delicts_amounts" CHECK ("delicts"."amount_bgn" > 0 and "delicts"."amount_eur" > 0),
	CONSTRAINT "delicts_document_number_format" CHECK ("delicts"."document_number" ~ '^[A-Z0-9-]{4,32}$'),
	CONSTRAINT "delicts_missing_data_reason" CHECK (not "delicts"."obu_data_missing" or coalesce(btrim("delicts"."missing_data_reason"), '') <> ''),
	CONSTRAINT "delicts_paid" CHECK (("delicts"."status" = 'PAID') = ("delicts"."paid_at" is not null)),
	CONSTRAINT "delicts_validity" CHECK ("delicts"."valid_until" is null or "delicts"."valid_from" is null or "delicts"."valid_until" > "delicts"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "sale_items" DROP CONSTRAINT "sale_items_kind";--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "delict_id" uuid;--> statement-breakpoint
ALTER TABLE "delict_notices_sent" ADD CONSTRAINT "delict_notices_sent_delict_id_delicts_id_fk" FOREIGN KEY ("delict_id") REFERENCES "public"."delicts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delicts" ADD CONSTRAINT "delicts_fee_tariff_id_compensatory_fee_tariffs_id_fk" FOREIGN KEY ("fee_tariff_id") REFERENCES "public"."compensatory_fee_tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delicts" ADD CONSTRAINT "delicts_paid_by_sale_item_id_sale_items_id_fk" FOREIGN KEY ("paid_by_sale_item_id") REFERENCES "public"."sale_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compensatory_fee_tariffs_class" ON "compensatory_fee_tariffs" USING btree ("vehicle_class","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "delict_notice_subscriptions_unique" ON "delict_notice_subscriptions" USING btree ("country_code","plate","owner_id_hash",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "delict_notices_sent_unique" ON "delict_notices_sent" USING btree ("delict_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "delicts_document_number" ON "delicts" USING btree ("document_number");--> statement-breakpoint
CREATE UNIQUE INDEX "delicts_paid_by_sale_item" ON "delicts" USING btree ("paid_by_sale_item_id");--> statement-breakpoint
CREATE INDEX "delicts_vehicle" ON "delicts" USING btree ("country_code","plate","passage_at");--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_delict_id_delicts_id_fk" FOREIGN KEY ("delict_id") REFERENCES "public"."delicts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_items_delict" ON "sale_items" USING btree ("delict_id");--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_delict" CHECK (("sale_items"."kind" = 'DELICT') = ("sale_items"."delict_id" is not null));--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_kind" CHECK ("sale_items"."kind" in ('VIGNETTE', 'ROUTE_PASS', 'DELICT'));
--> statement-breakpoint
-- Hand-written: one compensatory fee per vehicle class at any moment.
ALTER TABLE "compensatory_fee_tariffs" ADD CONSTRAINT "compensatory_fee_tariffs_no_overlap" EXCLUDE USING gist ("vehicle_class" WITH =, tstzrange("valid_from", "valid_to", '[)') WITH &&);
--> statement-breakpoint
-- The FACTS compensatory fees (packages/domain/src/compensatory-fees.ts; a test keeps them equal):
-- BGN legal from 2019-01-01, EUR legal from 2026-01-01 (Sofia midnight), the other currency its
-- fixed-rate conversion.
INSERT INTO "compensatory_fee_tariffs" ("vehicle_class", "valid_from", "valid_to", "amount_bgn", "amount_eur", "legal_currency") VALUES
  ('UP_TO_3_5T', '2018-12-31T22:00:00.000Z', '2025-12-31T22:00:00.000Z', 7000, 3579, 'BGN'),
  ('FROM_3_5_TO_12T', '2018-12-31T22:00:00.000Z', '2025-12-31T22:00:00.000Z', 15000, 7669, 'BGN'),
  ('OVER_12T_2_3_AXLES', '2018-12-31T22:00:00.000Z', '2025-12-31T22:00:00.000Z', 45000, 23008, 'BGN'),
  ('OVER_12T_4_PLUS_AXLES', '2018-12-31T22:00:00.000Z', '2025-12-31T22:00:00.000Z', 75000, 38347, 'BGN'),
  ('BUS', '2018-12-31T22:00:00.000Z', '2025-12-31T22:00:00.000Z', 15000, 7669, 'BGN'),
  ('UP_TO_3_5T', '2025-12-31T22:00:00.000Z', NULL, 7041, 3600, 'EUR'),
  ('FROM_3_5_TO_12T', '2025-12-31T22:00:00.000Z', NULL, 15060, 7700, 'EUR'),
  ('OVER_12T_2_3_AXLES', '2025-12-31T22:00:00.000Z', NULL, 44984, 23000, 'EUR'),
  ('OVER_12T_4_PLUS_AXLES', '2025-12-31T22:00:00.000Z', NULL, 74908, 38300, 'EUR'),
  ('BUS', '2025-12-31T22:00:00.000Z', NULL, 15060, 7700, 'EUR');
