CREATE SEQUENCE IF NOT EXISTS "sale_number_seq" START WITH 100001;
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "vignette_number_seq" MINVALUE 0 MAXVALUE 99999999 START WITH 1 CYCLE;
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "route_pass_number_seq" MINVALUE 0 MAXVALUE 99999999 START WITH 1 CYCLE;
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "payment_order_seq" MINVALUE 0 MAXVALUE 999999 START WITH 1 CYCLE;
--> statement-breakpoint
CREATE TABLE "gateway_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"attempt_id" uuid,
	"kind" text NOT NULL,
	"signature_valid" boolean NOT NULL,
	"outcome" text,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_messages_kind" CHECK ("gateway_messages"."kind" in ('result', 'status', 'reversal'))
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"terminal" text NOT NULL,
	"order_code" text NOT NULL,
	"nonce" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"final" boolean DEFAULT false NOT NULL,
	"action" text,
	"rc" text,
	"approval" text,
	"rrn" text,
	"int_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_reusable_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_state" CHECK ("payment_attempts"."state" in ('PENDING', 'APPROVED', 'FAILED', 'UNKNOWN')),
	CONSTRAINT "payment_attempts_gateway" CHECK ("payment_attempts"."gateway" in ('sandbox', 'borica')),
	CONSTRAINT "payment_attempts_order_code" CHECK ("payment_attempts"."order_code" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "payment_reversals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"action" text,
	"rc" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "payment_reversals_state" CHECK ("payment_reversals"."state" in ('PENDING', 'DONE', 'FAILED')),
	CONSTRAINT "payment_reversals_reason" CHECK ("payment_reversals"."reason" in ('ACTIVATION_FAILED', 'DUPLICATE_PAYMENT')),
	CONSTRAINT "payment_reversals_amount" CHECK ("payment_reversals"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "route_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"sale_item_id" uuid NOT NULL,
	"user_id" integer,
	"country_code" text NOT NULL,
	"plate" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"route" jsonb NOT NULL,
	"amount_bgn" integer NOT NULL,
	"amount_eur" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"product_id" text,
	"tariff_id" integer,
	"country_code" text NOT NULL,
	"plate" text NOT NULL,
	"starts_at_payment" boolean NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"amount_bgn" integer NOT NULL,
	"amount_eur" integer NOT NULL,
	"route_pass" jsonb,
	"failure_code" text,
	CONSTRAINT "sale_items_kind" CHECK ("sale_items"."kind" in ('VIGNETTE', 'ROUTE_PASS')),
	CONSTRAINT "sale_items_state" CHECK ("sale_items"."state" in ('PENDING', 'ACTIVE', 'ACTIVATION_FAILED', 'CANCELLED')),
	CONSTRAINT "sale_items_product" CHECK (("sale_items"."kind" = 'VIGNETTE') = ("sale_items"."product_id" is not null and "sale_items"."tariff_id" is not null)),
	CONSTRAINT "sale_items_route" CHECK (("sale_items"."kind" = 'ROUTE_PASS') = ("sale_items"."route_pass" is not null)),
	CONSTRAINT "sale_items_window" CHECK ("sale_items"."valid_to" > "sale_items"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint DEFAULT nextval('sale_number_seq') NOT NULL,
	"state" text DEFAULT 'AWAITING_PAYMENT' NOT NULL,
	"channel" text DEFAULT 'site' NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"currency" text NOT NULL,
	"total_minor" integer NOT NULL,
	"total_bgn" integer NOT NULL,
	"total_eur" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"receipt_sent_at" timestamp with time zone,
	CONSTRAINT "sales_state" CHECK ("sales"."state" in ('AWAITING_PAYMENT', 'PAYMENT_UNKNOWN', 'PAYMENT_FAILED', 'ACTIVATED', 'PARTIALLY_ACTIVATED', 'ACTIVATION_FAILED')),
	CONSTRAINT "sales_channel" CHECK ("sales"."channel" in ('site', 'office', 'tablet')),
	CONSTRAINT "sales_lang" CHECK ("sales"."lang" in ('bg', 'en')),
	CONSTRAINT "sales_currency" CHECK ("sales"."currency" in ('BGN', 'EUR')),
	CONSTRAINT "sales_amounts" CHECK ("sales"."total_minor" > 0 and "sales"."total_bgn" > 0 and "sales"."total_eur" > 0)
);
--> statement-breakpoint
CREATE TABLE "vignettes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"sale_item_id" uuid,
	"product_id" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"period" text NOT NULL,
	"country_code" text NOT NULL,
	"plate" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"amount_bgn" integer NOT NULL,
	"amount_eur" integer NOT NULL,
	"currency" text NOT NULL,
	"email" text,
	"lang" text DEFAULT 'bg' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vignettes_status" CHECK ("vignettes"."status" in ('ACTIVE', 'DEACTIVATED')),
	CONSTRAINT "vignettes_window" CHECK ("vignettes"."valid_until" > "vignettes"."valid_from"),
	CONSTRAINT "vignettes_number_format" CHECK ("vignettes"."number" ~ '^[0-9]{14}$')
);
--> statement-breakpoint
ALTER TABLE "gateway_messages" ADD CONSTRAINT "gateway_messages_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_passes" ADD CONSTRAINT "route_passes_sale_item_id_sale_items_id_fk" FOREIGN KEY ("sale_item_id") REFERENCES "public"."sale_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_passes" ADD CONSTRAINT "route_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_product_id_vignette_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."vignette_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_tariff_id_vignette_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."vignette_tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vignettes" ADD CONSTRAINT "vignettes_sale_item_id_sale_items_id_fk" FOREIGN KEY ("sale_item_id") REFERENCES "public"."sale_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vignettes" ADD CONSTRAINT "vignettes_product_id_vignette_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."vignette_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_messages_attempt" ON "gateway_messages" USING btree ("attempt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_nonce" ON "payment_attempts" USING btree ("terminal","nonce");--> statement-breakpoint
CREATE INDEX "payment_attempts_order" ON "payment_attempts" USING btree ("terminal","order_code");--> statement-breakpoint
CREATE INDEX "payment_attempts_sale" ON "payment_attempts" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_open" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."final" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reversals_attempt" ON "payment_reversals" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "payment_reversals_sale" ON "payment_reversals" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "route_passes_number" ON "route_passes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "route_passes_sale_item" ON "route_passes" USING btree ("sale_item_id");--> statement-breakpoint
CREATE INDEX "route_passes_plate" ON "route_passes" USING btree ("country_code","plate","valid_until");--> statement-breakpoint
CREATE INDEX "route_passes_user" ON "route_passes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_items_position" ON "sale_items" USING btree ("sale_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_number" ON "sales" USING btree ("number");--> statement-breakpoint
CREATE INDEX "sales_user" ON "sales" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_state" ON "sales" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vignettes_number" ON "vignettes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "vignettes_sale_item" ON "vignettes" USING btree ("sale_item_id");--> statement-breakpoint
CREATE INDEX "vignettes_plate" ON "vignettes" USING btree ("country_code","plate","valid_until");
--> statement-breakpoint
ALTER TABLE "vignettes" ADD CONSTRAINT "vignettes_no_overlap" EXCLUDE USING gist ("country_code" WITH =, "plate" WITH =, tstzrange("valid_from", "valid_until", '[)') WITH &&) WHERE ("status" = 'ACTIVE');
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_unique_24h" EXCLUDE USING gist ("terminal" WITH =, "order_code" WITH =, tstzrange("created_at", "order_reusable_at", '[)') WITH &&);
