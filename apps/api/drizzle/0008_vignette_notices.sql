CREATE TABLE "email_unsubscriptions" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unsubscribe_requests" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vignette_exemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"country_code" text NOT NULL,
	"plate" text NOT NULL,
	"holder_name" text NOT NULL,
	"basis" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vignette_exemptions_kind" CHECK ("vignette_exemptions"."kind" in ('SOCIAL', 'WHITELIST')),
	CONSTRAINT "vignette_exemptions_status" CHECK ("vignette_exemptions"."status" in ('ACTIVE', 'REVOKED')),
	CONSTRAINT "vignette_exemptions_window" CHECK ("vignette_exemptions"."valid_until" > "vignette_exemptions"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "vignette_notice_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vignette_id" uuid NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vignette_notice_subscriptions_lang" CHECK ("vignette_notice_subscriptions"."lang" in ('bg', 'en'))
);
--> statement-breakpoint
CREATE TABLE "vignette_notices_sent" (
	"vignette_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vignette_notices_sent_kind" CHECK ("vignette_notices_sent"."kind" in ('EXPIRY_3_DAYS', 'EXPIRY_LAST_DAY'))
);
--> statement-breakpoint
ALTER TABLE "vignette_exemptions" ADD CONSTRAINT "vignette_exemptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vignette_notice_subscriptions" ADD CONSTRAINT "vignette_notice_subscriptions_vignette_id_vignettes_id_fk" FOREIGN KEY ("vignette_id") REFERENCES "public"."vignettes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vignette_notices_sent" ADD CONSTRAINT "vignette_notices_sent_vignette_id_vignettes_id_fk" FOREIGN KEY ("vignette_id") REFERENCES "public"."vignettes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unsubscribe_requests_email" ON "unsubscribe_requests" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "vignette_exemptions_plate" ON "vignette_exemptions" USING btree ("country_code","plate","valid_until");--> statement-breakpoint
CREATE UNIQUE INDEX "vignette_notice_subscriptions_unique" ON "vignette_notice_subscriptions" USING btree ("vignette_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "vignette_notices_sent_unique" ON "vignette_notices_sent" USING btree ("vignette_id","kind",lower("email"));