-- Reports (spec §2 sales, toll-sales and aggregated reports, §9 groupings) and scheduled reports
-- to partners (§7 "Reports"). Hand-written (COORD).
--
-- report_sales_daily: issued sale items summed per Sofia day, point of sale, channel, product and
-- payment method. A trigger on sale_items keeps it in the same transaction as the item's state
-- change (an item becoming ACTIVE adds, leaving ACTIVE subtracts), so the aggregated report and the
-- sales report's total read a few thousand rows instead of millions. The day is the sale's
-- creation moment in Europe/Sofia (the settling time is written after the items are activated).
-- Sales are never deleted; `report_sales_daily_rebuild()` remakes the table from the items
-- (bench loads disable the trigger and call it once).
CREATE TABLE "report_sales_daily" (
	"day" date NOT NULL,
	"partner_id" integer,
	"pos_id" integer,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"product_key" text NOT NULL,
	"payment_method" text NOT NULL,
	"items" integer NOT NULL,
	"amount_bgn" bigint NOT NULL,
	"amount_eur" bigint NOT NULL,
	CONSTRAINT "report_sales_daily_items" CHECK ("items" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "report_sales_daily_key" ON "report_sales_daily" ("day", (coalesce("pos_id", 0)), "channel", "product_key", "payment_method");--> statement-breakpoint
CREATE INDEX "report_sales_daily_partner" ON "report_sales_daily" ("partner_id", "day");--> statement-breakpoint
CREATE FUNCTION "report_sales_daily_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	delta integer;
	s record;
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF NEW.state <> 'ACTIVE' THEN RETURN NULL; END IF;
		delta := 1;
	ELSE
		IF (OLD.state = 'ACTIVE') = (NEW.state = 'ACTIVE') THEN RETURN NULL; END IF;
		delta := CASE WHEN NEW.state = 'ACTIVE' THEN 1 ELSE -1 END;
	END IF;
	SELECT sa.channel, sa.pos_id, sa.payment_method, sa.created_at, p.partner_id INTO s
		FROM sales sa LEFT JOIN points_of_sale p ON p.id = sa.pos_id WHERE sa.id = NEW.sale_id;
	IF delta < 0 THEN
		-- An item leaving ACTIVE was counted on its day: take it off that row (the CHECK keeps the
		-- count from going below zero, so a summary that drifted fails loudly).
		UPDATE report_sales_daily SET items = items - 1, amount_bgn = amount_bgn - NEW.amount_bgn,
			amount_eur = amount_eur - NEW.amount_eur
		WHERE day = (s.created_at AT TIME ZONE 'Europe/Sofia')::date AND coalesce(pos_id, 0) = coalesce(s.pos_id, 0)
			AND channel = s.channel AND product_key = coalesce(NEW.product_id, NEW.kind)
			AND payment_method = s.payment_method;
		RETURN NULL;
	END IF;
	INSERT INTO report_sales_daily AS r
		(day, partner_id, pos_id, channel, kind, product_key, payment_method, items, amount_bgn, amount_eur)
	VALUES ((s.created_at AT TIME ZONE 'Europe/Sofia')::date, s.partner_id, s.pos_id, s.channel, NEW.kind,
		coalesce(NEW.product_id, NEW.kind), s.payment_method, 1, NEW.amount_bgn, NEW.amount_eur)
	ON CONFLICT (day, (coalesce(pos_id, 0)), channel, product_key, payment_method) DO UPDATE SET
		items = r.items + excluded.items,
		amount_bgn = r.amount_bgn + excluded.amount_bgn,
		amount_eur = r.amount_eur + excluded.amount_eur;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sale_items_report_sales_daily" AFTER INSERT OR UPDATE OF "state" ON "sale_items"
	FOR EACH ROW EXECUTE FUNCTION "report_sales_daily_apply"();--> statement-breakpoint
CREATE FUNCTION "report_sales_daily_rebuild"() RETURNS void LANGUAGE sql AS $$
	DELETE FROM report_sales_daily;
	INSERT INTO report_sales_daily
		(day, partner_id, pos_id, channel, kind, product_key, payment_method, items, amount_bgn, amount_eur)
	SELECT (sa.created_at AT TIME ZONE 'Europe/Sofia')::date, p.partner_id, sa.pos_id, sa.channel, i.kind,
		coalesce(i.product_id, i.kind), sa.payment_method, count(*), sum(i.amount_bgn), sum(i.amount_eur)
	FROM sale_items i JOIN sales sa ON sa.id = i.sale_id LEFT JOIN points_of_sale p ON p.id = sa.pos_id
	WHERE i.state = 'ACTIVE'
	GROUP BY 1, 2, 3, 4, 5, 6, 7;
$$;--> statement-breakpoint
SELECT "report_sales_daily_rebuild"();--> statement-breakpoint
-- The sales report's rows: newest first, overall and per point of sale.
CREATE INDEX IF NOT EXISTS "sales_created" ON "sales" ("created_at");--> statement-breakpoint
-- Back-office delict search by plate alone and by status.
CREATE INDEX "delicts_plate" ON "delicts" ("plate", "passage_at");--> statement-breakpoint
CREATE INDEX "delicts_status_passage" ON "delicts" ("status", "passage_at");--> statement-breakpoint
-- Scheduled reports: which reports a partner receives, how often, and by which channels.
CREATE TABLE "report_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL REFERENCES "partners"("id") ON DELETE cascade,
	"report_type" text NOT NULL,
	"schedule" text NOT NULL,
	"format" text DEFAULT 'xlsx' NOT NULL,
	"by_email" boolean DEFAULT true NOT NULL,
	"by_sftp" boolean DEFAULT false NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_subscriptions_type" CHECK ("report_type" in ('SALES_BY_POS_PRODUCT', 'SALES_DETAILED', 'COMMISSIONS', 'PAYMENTS')),
	CONSTRAINT "report_subscriptions_schedule" CHECK ("schedule" in ('DAILY', 'WEEKLY', 'TWICE_MONTHLY', 'MONTHLY')),
	CONSTRAINT "report_subscriptions_format" CHECK ("format" in ('xlsx', 'csv')),
	CONSTRAINT "report_subscriptions_channel" CHECK ("by_email" or "by_sftp"),
	CONSTRAINT "report_subscriptions_email" CHECK (not "by_email" or "email" is not null)
);--> statement-breakpoint
CREATE UNIQUE INDEX "report_subscriptions_unique" ON "report_subscriptions" ("partner_id", "report_type", "schedule");--> statement-breakpoint
-- One row per partner, report, period and channel: a run that dies half-way resumes from the rows
-- still PENDING or FAILED and never sends a SENT one again.
CREATE TABLE "report_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL REFERENCES "partners"("id") ON DELETE cascade,
	"report_type" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"channel" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"file_name" text NOT NULL,
	-- The address of an e-mail delivery (the subscription's, or one given to a manual send).
	"recipient" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "report_deliveries_channel" CHECK ("channel" in ('EMAIL', 'SFTP')),
	CONSTRAINT "report_deliveries_status" CHECK ("status" in ('PENDING', 'SENT', 'FAILED')),
	CONSTRAINT "report_deliveries_sent" CHECK (("status" = 'SENT') = ("sent_at" is not null)),
	CONSTRAINT "report_deliveries_period" CHECK ("period_to" >= "period_from"),
	CONSTRAINT "report_deliveries_recipient" CHECK ("channel" <> 'EMAIL' or "recipient" is not null)
);--> statement-breakpoint
CREATE UNIQUE INDEX "report_deliveries_unique" ON "report_deliveries" ("partner_id", "report_type", "period_from", "period_to", "channel");--> statement-breakpoint
CREATE INDEX "report_deliveries_status" ON "report_deliveries" ("status", "created_at");
