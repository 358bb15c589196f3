CREATE TABLE "vignette_products" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_type" text NOT NULL,
	"period" text NOT NULL,
	"emission_class" text,
	CONSTRAINT "vignette_products_variant" UNIQUE NULLS NOT DISTINCT("vehicle_type","period","emission_class"),
	CONSTRAINT "vignette_products_vehicle_type" CHECK ("vignette_products"."vehicle_type" in ('car', 'trailer')),
	CONSTRAINT "vignette_products_period" CHECK ("vignette_products"."period" in ('DAILY', 'WEEKEND', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'ANNUAL'))
);
--> statement-breakpoint
CREATE TABLE "vignette_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"amount_bgn" integer NOT NULL,
	"amount_eur" integer NOT NULL,
	"legal_currency" text NOT NULL,
	CONSTRAINT "vignette_tariffs_amounts" CHECK ("vignette_tariffs"."amount_bgn" >= 0 and "vignette_tariffs"."amount_eur" >= 0),
	CONSTRAINT "vignette_tariffs_currency" CHECK ("vignette_tariffs"."legal_currency" in ('BGN', 'EUR')),
	CONSTRAINT "vignette_tariffs_range" CHECK ("vignette_tariffs"."valid_to" is null or "vignette_tariffs"."valid_to" > "vignette_tariffs"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"name_bg" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_items" (
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"code" text NOT NULL,
	"name_bg" text NOT NULL,
	"name_en" text NOT NULL,
	"parent_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "master_items_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" text PRIMARY KEY NOT NULL,
	"country_code" char(2) NOT NULL,
	"name_bg" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_history" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vignette_tariffs" ADD CONSTRAINT "vignette_tariffs_product_id_vignette_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."vignette_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vignette_tariffs_product" ON "vignette_tariffs" USING btree ("product_id","valid_from");--> statement-breakpoint
CREATE INDEX "master_items_kind_parent" ON "master_items" USING btree ("kind","parent_id");--> statement-breakpoint
CREATE INDEX "regions_country" ON "regions" USING btree ("country_code");