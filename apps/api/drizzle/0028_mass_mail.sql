-- Mass mailing (spec §2 mass-mailing, §3 Mass mail): a campaign with its subject and message in bg
-- and en and its recipients (clients, partners or listed e-mails), and one row per recipient.
-- UNIQUE (campaign, lower(email)) means a second press of "send" or a resumed job never adds an
-- address twice; a recipient row leaves QUEUED exactly once (the worker locks it before sending).
CREATE TABLE "mass_mail_campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject_bg" text NOT NULL,
	"subject_en" text NOT NULL,
	"message_bg" text NOT NULL,
	"message_en" text NOT NULL,
	"recipient_kind" text NOT NULL,
	"selection" jsonb NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"test_sent_to" text,
	"test_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "mass_mail_campaigns_kind" CHECK ("recipient_kind" IN ('clients', 'partners', 'emails')),
	CONSTRAINT "mass_mail_campaigns_status" CHECK ("status" IN ('DRAFT', 'SENDING', 'SENT')),
	CONSTRAINT "mass_mail_campaigns_queued" CHECK ("status" = 'DRAFT' OR "queued_at" IS NOT NULL),
	CONSTRAINT "mass_mail_campaigns_finished" CHECK ("status" <> 'SENT' OR "finished_at" IS NOT NULL),
	CONSTRAINT "mass_mail_campaigns_texts" CHECK (length("subject_bg") BETWEEN 1 AND 200 AND length("subject_en") BETWEEN 1 AND 200 AND length("message_bg") BETWEEN 1 AND 20000 AND length("message_en") BETWEEN 1 AND 20000),
	CONSTRAINT "mass_mail_campaigns_counts" CHECK ("recipient_count" >= 0 AND "sent_count" >= 0 AND "failed_count" >= 0 AND "skipped_count" >= 0)
);--> statement-breakpoint
CREATE INDEX "mass_mail_campaigns_created" ON "mass_mail_campaigns" ("created_at", "id");--> statement-breakpoint
CREATE TABLE "mass_mail_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL REFERENCES "mass_mail_campaigns"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"lang" text DEFAULT 'bg' NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mass_mail_recipients_status" CHECK ("status" IN ('QUEUED', 'SENT', 'FAILED', 'SKIPPED_UNSUBSCRIBED')),
	CONSTRAINT "mass_mail_recipients_lang" CHECK ("lang" IN ('bg', 'en')),
	CONSTRAINT "mass_mail_recipients_sent_at" CHECK ("status" <> 'SENT' OR "sent_at" IS NOT NULL),
	CONSTRAINT "mass_mail_recipients_failed_has_error" CHECK ("status" <> 'FAILED' OR "error" IS NOT NULL),
	CONSTRAINT "mass_mail_recipients_email" CHECK (length("email") BETWEEN 3 AND 320)
);--> statement-breakpoint
CREATE UNIQUE INDEX "mass_mail_recipients_once" ON "mass_mail_recipients" ("campaign_id", lower("email"));--> statement-breakpoint
CREATE INDEX "mass_mail_recipients_status_idx" ON "mass_mail_recipients" ("campaign_id", "status", "id");
