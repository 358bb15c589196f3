-- The notification log (spec §3 Notification): one row per notice the platform sends, whichever
-- sender queued it (receipts, vignette reminders, delict notices, account mail, SMS). `source_key`
-- names the notice once (a retry or a resend updates the same row); `resend_queue`/`resend_data`
-- is the job that sends it again.
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source_key" text NOT NULL,
	"message_type" text NOT NULL,
	"channel" text NOT NULL,
	"receiver" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text,
	"lang" text DEFAULT 'bg' NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"error_text" text,
	"interface_type" text NOT NULL,
	"delict_document_number" text,
	"barcode" text,
	"contract_id" integer REFERENCES "accounts"("id") ON DELETE SET NULL,
	"smsc_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"resend_queue" text,
	"resend_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "notifications_source_key" UNIQUE ("source_key"),
	CONSTRAINT "notifications_message_type" CHECK ("message_type" IN ('C5B_NOTIFICATION', 'C10A_NOTIFICATION')),
	CONSTRAINT "notifications_channel" CHECK ("channel" IN ('EMAIL', 'SMS')),
	CONSTRAINT "notifications_status" CHECK ("status" IN ('QUEUED', 'SENT', 'FAILED', 'DELIVERED', 'UNDELIVERED')),
	CONSTRAINT "notifications_failed_has_error" CHECK ("status" NOT IN ('FAILED', 'UNDELIVERED') OR "error_text" IS NOT NULL),
	CONSTRAINT "notifications_sent_at" CHECK ("status" NOT IN ('SENT', 'DELIVERED') OR "sent_at" IS NOT NULL),
	CONSTRAINT "notifications_receiver" CHECK (length("receiver") BETWEEN 3 AND 320)
);--> statement-breakpoint
CREATE INDEX "notifications_created" ON "notifications" ("created_at", "id");--> statement-breakpoint
CREATE INDEX "notifications_contract" ON "notifications" ("contract_id") WHERE "contract_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_receiver_idx" ON "notifications" (lower("receiver"));--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_smsc_message" ON "notifications" ("smsc_message_id") WHERE "smsc_message_id" IS NOT NULL;
