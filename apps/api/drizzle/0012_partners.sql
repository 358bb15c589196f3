-- The partner register (spec §3 Partner, §4 statuses): the back-office fields of `partners`,
-- commissioners, payment terminals, API keys and points of sale. Hand-written (COORD).
ALTER TABLE "partners" DROP CONSTRAINT "partners_partner_type";--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_partner_type" CHECK ("partner_type" in ('SALE_PARTNER', 'COMMISSIONER', 'SALE_PARTNER_AND_COMMISSIONER', 'TOLL_CUSTOMER'));--> statement-breakpoint
ALTER TABLE "partners"
	ADD COLUMN "name_en" text,
	ADD COLUMN "customer_id" text,
	ADD COLUMN "eik" text,
	ADD COLUMN "vat_number" text,
	ADD COLUMN "commission_bp" integer DEFAULT 0 NOT NULL,
	ADD COLUMN "invoice_name_bg" text,
	ADD COLUMN "invoice_name_en" text,
	ADD COLUMN "invoice_address_bg" text,
	ADD COLUMN "invoice_address_en" text,
	ADD COLUMN "invoice_responsible_bg" text,
	ADD COLUMN "invoice_responsible_en" text,
	ADD COLUMN "invoice_range_start" bigint,
	ADD COLUMN "invoice_range_end" bigint,
	ADD COLUMN "send_receipts" boolean DEFAULT false NOT NULL,
	ADD COLUMN "notify_delicts" boolean DEFAULT false NOT NULL,
	ADD COLUMN "notify_delicts_no_ads" boolean DEFAULT false NOT NULL,
	ADD COLUMN "notify_vignettes" boolean DEFAULT false NOT NULL,
	ADD COLUMN "notify_vignettes_no_ads" boolean DEFAULT false NOT NULL,
	ADD COLUMN "notify_vignette_expiry" boolean DEFAULT false NOT NULL,
	ADD COLUMN "custom_sale_class" text,
	ADD COLUMN "reports_allowed" boolean DEFAULT false NOT NULL,
	ADD COLUMN "receives_reports" boolean DEFAULT false NOT NULL,
	ADD COLUMN "sftp_allowed" boolean DEFAULT false NOT NULL,
	ADD COLUMN "sftp_host" text,
	ADD COLUMN "sftp_port" integer,
	ADD COLUMN "sftp_user" text,
	ADD COLUMN "sftp_path" text,
	ADD COLUMN "sftp_key_name" text,
	ADD COLUMN "lang" text DEFAULT 'bg' NOT NULL,
	ADD COLUMN "time_zone" text DEFAULT 'Europe/Sofia' NOT NULL,
	ADD COLUMN "obligations_period" text DEFAULT 'MONTHLY' NOT NULL,
	ADD COLUMN "due_payment_days" integer DEFAULT 0 NOT NULL,
	ADD COLUMN "delay_days" integer DEFAULT 0 NOT NULL,
	ADD COLUMN "recipient_iban" text,
	ADD COLUMN "ibans" text[] DEFAULT '{}'::text[] NOT NULL,
	ADD COLUMN "default_vendor_id" integer,
	ADD COLUMN "deposit_minor" bigint DEFAULT 0 NOT NULL,
	ADD COLUMN "deposit_currency" text DEFAULT 'EUR' NOT NULL,
	ADD COLUMN "status_reason" text,
	ADD COLUMN "status_changed_at" timestamp with time zone,
	ADD COLUMN "version" integer DEFAULT 1 NOT NULL,
	ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_default_vendor_id_partners_id_fk" FOREIGN KEY ("default_vendor_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_eik_unique" UNIQUE ("eik");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_customer_id_unique" UNIQUE ("customer_id");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_eik_format" CHECK ("eik" ~ '^([0-9]{9}|[0-9]{13})$');--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_vat_number" CHECK ("vat_number" = 'BG' || "eik");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_commission_bp" CHECK ("commission_bp" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_invoice_range" CHECK (("invoice_range_start" is null) = ("invoice_range_end" is null) and ("invoice_range_start" is null or (1 <= "invoice_range_start" and "invoice_range_start" <= "invoice_range_end" and "invoice_range_end" <= 9999999999)));--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_invoice_range_no_overlap" EXCLUDE USING gist (int8range("invoice_range_start", "invoice_range_end", '[]') WITH &&) WHERE ("invoice_range_start" is not null);--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_sftp_port" CHECK ("sftp_port" between 1 and 65535);--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_lang" CHECK ("lang" in ('bg', 'en'));--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_time_zone" CHECK ("time_zone" in ('Europe/Sofia', 'UTC'));--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_obligations_period" CHECK ("obligations_period" in ('DAILY', 'FIVE_DAY', 'WEEKLY', 'TWICE_PER_WEEK', 'BI_WEEKLY', 'MONTHLY'));--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_days" CHECK ("due_payment_days" between 0 and 365 and "delay_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_recipient_iban" CHECK ("recipient_iban" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$');--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_deposit" CHECK ("deposit_minor" >= 0 and "deposit_currency" in ('BGN', 'EUR'));--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_version" CHECK ("version" >= 1);--> statement-breakpoint
CREATE INDEX "partners_name" ON "partners" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "partners_status_name" ON "partners" USING btree ("status","name");--> statement-breakpoint
-- Statuses of spec §4 (packages/domain/src/partner-status.ts holds the same table): the database
-- refuses any other move, and a suspension without a reason. INACTIVE (another list's spelling)
-- counts as SUSPENDED.
CREATE FUNCTION "partners_status_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_s text := CASE WHEN OLD.status = 'INACTIVE' THEN 'SUSPENDED' ELSE OLD.status END;
	new_s text := CASE WHEN NEW.status = 'INACTIVE' THEN 'SUSPENDED' ELSE NEW.status END;
BEGIN
	IF old_s = new_s THEN
		RETURN NEW;
	END IF;
	IF NOT ((old_s = 'PRE_ACTIVE' AND new_s IN ('ACTIVE', 'CLOSED'))
		OR (old_s = 'ACTIVE' AND new_s IN ('SUSPENDED', 'PRE_CLOSED', 'CLOSED'))
		OR (old_s = 'SUSPENDED' AND new_s IN ('ACTIVE', 'PRE_CLOSED', 'CLOSED'))
		OR (old_s = 'PRE_CLOSED' AND new_s = 'CLOSED')) THEN
		RAISE EXCEPTION 'partner status % cannot change to %', OLD.status, NEW.status
			USING ERRCODE = '23514', CONSTRAINT = 'partners_status_transition';
	END IF;
	IF new_s IN ('SUSPENDED', 'CLOSED') AND coalesce(btrim(NEW.status_reason), '') = '' THEN
		RAISE EXCEPTION 'partner status % needs a reason', NEW.status
			USING ERRCODE = '23514', CONSTRAINT = 'partners_status_reason';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "partners_status_guard" BEFORE UPDATE OF "status" ON "partners" FOR EACH ROW EXECUTE FUNCTION "partners_status_guard"();--> statement-breakpoint
-- The register's revision: one row, bumped in the same transaction as any change of `partners`,
-- so an API process can tell whether its cached list answers are still current (one cheap read).
CREATE TABLE "partner_list_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_list_state_one_row" CHECK ("id" = 1)
);--> statement-breakpoint
INSERT INTO "partner_list_state" ("id", "revision") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "partners_bump_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "partner_list_state" SET "revision" = "revision" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "partners_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partners" FOR EACH STATEMENT EXECUTE FUNCTION "partners_bump_revision"();--> statement-breakpoint
CREATE TABLE "partner_commissioners" (
	"partner_id" integer NOT NULL,
	"commissioner_id" integer NOT NULL,
	"percentage_bp" integer NOT NULL,
	CONSTRAINT "partner_commissioners_pk" PRIMARY KEY("partner_id","commissioner_id"),
	CONSTRAINT "partner_commissioners_not_self" CHECK ("partner_id" <> "commissioner_id"),
	CONSTRAINT "partner_commissioners_percentage" CHECK ("percentage_bp" between 0 and 10000)
);--> statement-breakpoint
ALTER TABLE "partner_commissioners" ADD CONSTRAINT "partner_commissioners_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_commissioners" ADD CONSTRAINT "partner_commissioners_commissioner_id_partners_id_fk" FOREIGN KEY ("commissioner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_commissioners_commissioner" ON "partner_commissioners" USING btree ("commissioner_id");--> statement-breakpoint
-- An additional commissioner must be a commissioner (COMMISSIONER or both).
CREATE FUNCTION "partner_commissioners_type_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM "partners" WHERE "id" = NEW.commissioner_id
		AND "partner_type" IN ('COMMISSIONER', 'SALE_PARTNER_AND_COMMISSIONER')) THEN
		RAISE EXCEPTION 'partner % is not a commissioner', NEW.commissioner_id
			USING ERRCODE = '23514', CONSTRAINT = 'partner_commissioners_commissioner_type';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "partner_commissioners_type_guard" BEFORE INSERT OR UPDATE ON "partner_commissioners" FOR EACH ROW EXECUTE FUNCTION "partner_commissioners_type_guard"();--> statement-breakpoint
CREATE TABLE "partner_payment_terminals" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"provider" text NOT NULL,
	"terminal_id" text NOT NULL,
	CONSTRAINT "partner_payment_terminals_provider" CHECK ("provider" in ('BORICA', 'DSK')),
	CONSTRAINT "partner_payment_terminals_terminal_id" CHECK ("terminal_id" ~ '^[A-Z0-9]{8}$'),
	CONSTRAINT "partner_payment_terminals_unique" UNIQUE ("provider","terminal_id")
);--> statement-breakpoint
ALTER TABLE "partner_payment_terminals" ADD CONSTRAINT "partner_payment_terminals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_payment_terminals_partner" ON "partner_payment_terminals" USING btree ("partner_id");--> statement-breakpoint
CREATE TABLE "partner_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "partner_api_keys_key_hash_unique" UNIQUE ("key_hash")
);--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD CONSTRAINT "partner_api_keys_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_api_keys_partner" ON "partner_api_keys" USING btree ("partner_id");--> statement-breakpoint
CREATE TABLE "points_of_sale" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"works_in_shifts" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "points_of_sale_code_unique" UNIQUE ("code")
);--> statement-breakpoint
ALTER TABLE "points_of_sale" ADD CONSTRAINT "points_of_sale_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_of_sale_partner" ON "points_of_sale" USING btree ("partner_id");--> statement-breakpoint
-- Databases made before this migration may hold users' points of sale with no POS row (the demo
-- cashier's POS 1): give each such id a row, under the user's partner or else the first partner.
DO $$
DECLARE
	fallback integer;
BEGIN
	IF EXISTS (SELECT 1 FROM "user_points_of_sale") THEN
		SELECT min("id") INTO fallback FROM "partners";
		IF fallback IS NULL THEN
			INSERT INTO "partners" ("name", "partner_type") VALUES ('POS owner', 'SALE_PARTNER') RETURNING "id" INTO fallback;
		END IF;
		INSERT INTO "points_of_sale" ("id", "partner_id", "code", "name", "works_in_shifts")
		SELECT u."pos_id",
			coalesce((SELECT min(p."id") FROM "user_points_of_sale" x JOIN "users" s ON s."id" = x."user_id"
				JOIN "partners" p ON p."id" = s."partner_id" WHERE x."pos_id" = u."pos_id"), fallback),
			'POS-' || u."pos_id", 'POS ' || u."pos_id", true
		FROM (SELECT DISTINCT "pos_id" FROM "user_points_of_sale") u;
		PERFORM setval(pg_get_serial_sequence('points_of_sale', 'id'), (SELECT max("id") FROM "points_of_sale"));
	END IF;
END;
$$;--> statement-breakpoint
ALTER TABLE "user_points_of_sale" ADD CONSTRAINT "user_points_of_sale_pos_id_points_of_sale_id_fk" FOREIGN KEY ("pos_id") REFERENCES "public"."points_of_sale"("id") ON DELETE cascade ON UPDATE no action;
