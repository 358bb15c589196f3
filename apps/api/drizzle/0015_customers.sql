-- Toll customers (spec §3 Client), their contracts (Account) with contacts, and vehicles (Account
-- unit). Hand-written (COORD). The rules of packages/domain/src/accounts.ts and statuses.ts are
-- held here too: the status table, signing before activation, credit limits that never decrease,
-- the toll category that follows from weight and axles.
CREATE SEQUENCE "customer_number_seq" START WITH 300001;--> statement-breakpoint
CREATE SEQUENCE "account_number_seq" START WITH 10000001;--> statement-breakpoint
CREATE TABLE "clients" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"customer_type" smallint NOT NULL,
	"title" smallint,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"identification_type" smallint NOT NULL,
	"identification_number" text NOT NULL,
	"birth_date" date,
	"company_name" text,
	"business_name" text,
	"vat_registered" boolean DEFAULT false NOT NULL,
	"country_code" char(2) NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"street" text NOT NULL,
	"preferred_language" text DEFAULT 'bg' NOT NULL,
	"iban" text,
	"credit_limit_minor" bigint DEFAULT 0 NOT NULL,
	"credit_limit_percent" integer,
	"low_balance_percent" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_customer_type" CHECK ("customer_type" in (1, 2)),
	CONSTRAINT "clients_title" CHECK ("title" in (1, 2)),
	CONSTRAINT "clients_identification_type" CHECK ("identification_type" between 1 and 8),
	CONSTRAINT "clients_identification_by_type" CHECK (("customer_type" = 1 and "identification_type" between 1 and 5) or ("customer_type" = 2 and "identification_type" between 6 and 8)),
	CONSTRAINT "clients_egn_format" CHECK ("identification_type" <> 3 or "identification_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "clients_eik_format" CHECK ("identification_type" <> 6 or "identification_number" ~ '^([0-9]{9}|[0-9]{13})$'),
	CONSTRAINT "clients_names" CHECK (("customer_type" = 1 and "first_name" is not null and "last_name" is not null) or ("customer_type" = 2 and "company_name" is not null)),
	CONSTRAINT "clients_preferred_language" CHECK ("preferred_language" in ('bg', 'en')),
	CONSTRAINT "clients_iban" CHECK ("iban" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
	CONSTRAINT "clients_amounts" CHECK ("credit_limit_minor" >= 0 and "credit_limit_percent" between 0 and 100 and "low_balance_percent" between 0 and 100),
	CONSTRAINT "clients_identification_unique" UNIQUE ("identification_type", "identification_number")
);--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A client's partner row is a toll customer's.
CREATE FUNCTION "clients_partner_type_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM "partners" WHERE "id" = NEW.partner_id AND "partner_type" = 'TOLL_CUSTOMER' AND "customer_id" IS NOT NULL) THEN
		RAISE EXCEPTION 'partner % is not a toll customer', NEW.partner_id
			USING ERRCODE = '23514', CONSTRAINT = 'clients_partner_type';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "clients_partner_type_guard" BEFORE INSERT OR UPDATE OF "partner_id" ON "clients" FOR EACH ROW EXECUTE FUNCTION "clients_partner_type_guard"();--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"number" text DEFAULT ('A' || nextval('account_number_seq')::text) NOT NULL,
	"account_type" smallint NOT NULL,
	"status" text DEFAULT 'PRE_ACTIVE' NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone,
	"funding_method_code" smallint DEFAULT 1 NOT NULL,
	"days_in_advance_to_create_service_fee" integer DEFAULT 10 NOT NULL,
	"service_fee_generation_frequency" smallint DEFAULT 1 NOT NULL,
	"has_msts_toll" boolean DEFAULT false NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"credit_limit_bg_toll_bgn_minor" bigint DEFAULT 0 NOT NULL,
	"credit_limit_bg_toll_eur_minor" bigint DEFAULT 0 NOT NULL,
	"credit_limit_eu_toll_bgn_minor" bigint DEFAULT 0 NOT NULL,
	"credit_limit_eu_toll_eur_minor" bigint DEFAULT 0 NOT NULL,
	"low_balance_percent" integer,
	"initial_payment_minor" bigint DEFAULT 0 NOT NULL,
	"obligation_period" text,
	"due_payment_days" integer,
	"due_days_counter" text,
	"postpone_days" integer DEFAULT 0 NOT NULL,
	"default_contragent_id" integer,
	"recipient_iban" text,
	"sms_notifications" boolean DEFAULT false NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"notification_phone" text,
	"notification_email" text,
	"signed_at" timestamp with time zone,
	"signed_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_number_unique" UNIQUE ("number"),
	CONSTRAINT "accounts_account_type" CHECK ("account_type" in (1, 2)),
	CONSTRAINT "accounts_status" CHECK ("status" in ('PRE_ACTIVE', 'ACTIVE', 'SUSPENDED', 'PRE_CLOSED', 'CLOSED')),
	CONSTRAINT "accounts_active_signed" CHECK ("status" in ('PRE_ACTIVE', 'CLOSED') or "signed_at" is not null),
	CONSTRAINT "accounts_service_fee" CHECK ("funding_method_code" >= 1 and "days_in_advance_to_create_service_fee" between 0 and 365 and "service_fee_generation_frequency" in (1, 2)),
	CONSTRAINT "accounts_amounts" CHECK ("deposit_minor" >= 0 and "initial_payment_minor" >= 0 and "credit_limit_bg_toll_bgn_minor" >= 0 and "credit_limit_bg_toll_eur_minor" >= 0 and "credit_limit_eu_toll_bgn_minor" >= 0 and "credit_limit_eu_toll_eur_minor" >= 0 and "low_balance_percent" between 0 and 100),
	CONSTRAINT "accounts_currency" CHECK ("currency" in ('BGN', 'EUR')),
	CONSTRAINT "accounts_obligation_period" CHECK ("obligation_period" in ('DAILY', 'FIVE_DAY', 'WEEKLY', 'TWICE_PER_WEEK', 'BI_WEEKLY')),
	CONSTRAINT "accounts_due_days_counter" CHECK ("due_days_counter" in ('CALENDAR', 'BUSINESS')),
	CONSTRAINT "accounts_days" CHECK ("due_payment_days" between 0 and 365 and "postpone_days" between 0 and 365),
	CONSTRAINT "accounts_postpaid_terms" CHECK ("account_type" = 1 or ("obligation_period" is not null and "due_payment_days" is not null and "due_days_counter" is not null)),
	CONSTRAINT "accounts_recipient_iban" CHECK ("recipient_iban" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
	CONSTRAINT "accounts_version" CHECK ("version" >= 1)
);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_client_id_clients_partner_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("partner_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_default_contragent_id_partners_id_fk" FOREIGN KEY ("default_contragent_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_client" ON "accounts" USING btree ("client_id", "id");--> statement-breakpoint
CREATE INDEX "accounts_status_number" ON "accounts" USING btree ("status", "number");--> statement-breakpoint
-- Statuses of spec §4 (packages/domain/src/statuses.ts holds the same table): any other move is
-- refused, and so are a suspension or closure without a reason. Credit limits never decrease (§5).
CREATE FUNCTION "accounts_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.status <> OLD.status THEN
		IF NOT ((OLD.status = 'PRE_ACTIVE' AND NEW.status IN ('ACTIVE', 'CLOSED'))
			OR (OLD.status = 'ACTIVE' AND NEW.status IN ('SUSPENDED', 'PRE_CLOSED', 'CLOSED'))
			OR (OLD.status = 'SUSPENDED' AND NEW.status IN ('ACTIVE', 'PRE_CLOSED', 'CLOSED'))
			OR (OLD.status = 'PRE_CLOSED' AND NEW.status = 'CLOSED')) THEN
			RAISE EXCEPTION 'account status % cannot change to %', OLD.status, NEW.status
				USING ERRCODE = '23514', CONSTRAINT = 'accounts_status_transition';
		END IF;
		IF NEW.status IN ('SUSPENDED', 'CLOSED') AND coalesce(btrim(NEW.status_reason), '') = '' THEN
			RAISE EXCEPTION 'account status % needs a reason', NEW.status
				USING ERRCODE = '23514', CONSTRAINT = 'accounts_status_reason';
		END IF;
	END IF;
	IF NEW.credit_limit_bg_toll_bgn_minor < OLD.credit_limit_bg_toll_bgn_minor
		OR NEW.credit_limit_bg_toll_eur_minor < OLD.credit_limit_bg_toll_eur_minor
		OR NEW.credit_limit_eu_toll_bgn_minor < OLD.credit_limit_eu_toll_bgn_minor
		OR NEW.credit_limit_eu_toll_eur_minor < OLD.credit_limit_eu_toll_eur_minor THEN
		RAISE EXCEPTION 'account % credit limit cannot decrease', OLD.id
			USING ERRCODE = '23514', CONSTRAINT = 'accounts_credit_limit_decrease';
	END IF;
	IF NEW.signed_at IS DISTINCT FROM OLD.signed_at AND OLD.signed_at IS NOT NULL THEN
		RAISE EXCEPTION 'account % is already signed', OLD.id
			USING ERRCODE = '23514', CONSTRAINT = 'accounts_signed_once';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "accounts_guard" BEFORE UPDATE ON "accounts" FOR EACH ROW EXECUTE FUNCTION "accounts_guard"();--> statement-breakpoint
CREATE TABLE "account_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"position" text,
	"preferred_language" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"city" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"contact_emails" jsonb NOT NULL,
	"contact_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "account_contacts_preferred_language" CHECK ("preferred_language" in ('bg', 'en')),
	CONSTRAINT "account_contacts_means" CHECK (jsonb_typeof("contact_emails") = 'array' and jsonb_array_length("contact_emails") >= 1 and jsonb_typeof("contact_numbers") = 'array')
);--> statement-breakpoint
ALTER TABLE "account_contacts" ADD CONSTRAINT "account_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_contacts_account" ON "account_contacts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_contacts_one_primary" ON "account_contacts" USING btree ("account_id") WHERE "is_primary";--> statement-breakpoint
CREATE TABLE "account_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"closed_at" timestamp with time zone,
	"delivery_method" smallint DEFAULT 2 NOT NULL,
	"tyre_type" smallint DEFAULT 1 NOT NULL,
	"shipping_address_id" integer,
	"country_code" char(2) NOT NULL,
	"plate" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"make" text,
	"model" text,
	"year" integer,
	"colour" text,
	"tractor_axles" integer NOT NULL,
	"trailer_axles" integer DEFAULT 0 NOT NULL,
	"total_axles" integer NOT NULL,
	"max_dry_weight" integer,
	"max_wet_weight" integer NOT NULL,
	"train_max_weight" integer,
	"max_height" integer,
	"length" integer,
	"width" integer,
	"axle_height" integer,
	"emission_class" smallint NOT NULL,
	"owner_name" text,
	"toll_category" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_units_status" CHECK ("status" in ('ACTIVE', 'CLOSED') and (("status" = 'CLOSED') = ("closed_at" is not null))),
	CONSTRAINT "account_units_delivery_method" CHECK ("delivery_method" in (1, 2)),
	CONSTRAINT "account_units_plate" CHECK (char_length("plate") between 2 and 12),
	CONSTRAINT "account_units_vehicle_type" CHECK ("vehicle_type" in ('MOTORCYCLE', 'CAR', 'BUS', 'TRUCK', 'TRACKING_DEVICE', 'OTHER')),
	CONSTRAINT "account_units_year" CHECK ("year" between 1900 and 2100),
	CONSTRAINT "account_units_axles" CHECK ("tractor_axles" >= 1 and "trailer_axles" >= 0 and "total_axles" = "tractor_axles" + "trailer_axles" and "total_axles" <= 10),
	CONSTRAINT "account_units_weights" CHECK ("max_wet_weight" > 0 and ("max_dry_weight" is null or "max_dry_weight" between 0 and "max_wet_weight") and ("train_max_weight" is null or "train_max_weight" >= "max_wet_weight")),
	CONSTRAINT "account_units_dimensions" CHECK ("max_height" > 0 and "length" > 0 and "width" > 0 and "axle_height" > 0),
	CONSTRAINT "account_units_emission_class" CHECK ("emission_class" in (0, 1, 2, 3, 4, 5, 6, 15)),
	-- the toll category of packages/domain/src/accounts.ts unitTollCategory (weights in 10 kg units)
	CONSTRAINT "account_units_toll_category" CHECK ("toll_category" IS NOT DISTINCT FROM (CASE
		WHEN "vehicle_type" = 'TRACKING_DEVICE' THEN NULL
		WHEN "vehicle_type" = 'BUS' THEN 'BUS'
		WHEN coalesce("train_max_weight", "max_wet_weight") <= 350 THEN 'UP_TO_3_5T'
		WHEN coalesce("train_max_weight", "max_wet_weight") <= 1200 THEN 'FROM_3_5_TO_12T'
		WHEN "total_axles" >= 4 THEN 'OVER_12T_4_PLUS_AXLES'
		ELSE 'OVER_12T_2_3_AXLES' END)),
	CONSTRAINT "account_units_version" CHECK ("version" >= 1)
);--> statement-breakpoint
ALTER TABLE "account_units" ADD CONSTRAINT "account_units_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_units_account" ON "account_units" USING btree ("account_id", "id");--> statement-breakpoint
CREATE INDEX "account_units_by_plate" ON "account_units" USING btree ("plate");--> statement-breakpoint
-- A vehicle is on at most one contract at a time.
CREATE UNIQUE INDEX "account_units_active_plate" ON "account_units" USING btree ("country_code", "plate") WHERE "status" = 'ACTIVE';--> statement-breakpoint
-- A closed vehicle stays closed; a closed contract takes no new vehicles.
CREATE FUNCTION "account_units_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD.status = 'CLOSED' AND NEW.status <> 'CLOSED' THEN
		RAISE EXCEPTION 'account unit % is closed', OLD.id
			USING ERRCODE = '23514', CONSTRAINT = 'account_units_closed';
	END IF;
	IF NEW.status = 'ACTIVE' AND EXISTS (SELECT 1 FROM "accounts" WHERE "id" = NEW.account_id AND "status" IN ('PRE_CLOSED', 'CLOSED')) THEN
		RAISE EXCEPTION 'account % is closed', NEW.account_id
			USING ERRCODE = '23514', CONSTRAINT = 'account_units_account_open';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "account_units_guard" BEFORE INSERT OR UPDATE ON "account_units" FOR EACH ROW EXECUTE FUNCTION "account_units_guard"();
