-- The fleet API and webhooks (issue #36): a toll client's own machine keys, their uses, the
-- webhook endpoints it registers, the outbox of its events and each event's delivery to each
-- endpoint with its attempts. Hand-written.
--
-- Keys: 32 random bytes shown once, only the SHA-256 kept (modules/fleet, platform machine keys);
-- `scope` READ reads, READ_TOPUP also makes card top-up links. A rotated key names its successor.
CREATE TABLE "client_api_keys" (
	"id" serial PRIMARY KEY,
	"client_id" integer NOT NULL REFERENCES "partners"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	"revoked_at" timestamp with time zone,
	"replaced_by" integer REFERENCES "client_api_keys"("id"),
	CONSTRAINT "client_api_keys_hash" UNIQUE ("key_hash"),
	CONSTRAINT "client_api_keys_scope" CHECK ("scope" IN ('READ', 'READ_TOPUP')),
	CONSTRAINT "client_api_keys_name" CHECK (length("name") BETWEEN 1 AND 80)
);--> statement-breakpoint
CREATE INDEX "client_api_keys_client" ON "client_api_keys" ("client_id", "id");--> statement-breakpoint
-- Every call made with a key: when, from where, what and its answer (the portal lists them).
CREATE TABLE "client_api_key_uses" (
	"id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	"key_id" integer NOT NULL REFERENCES "client_api_keys"("id") ON DELETE CASCADE,
	"used_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "client_api_key_uses_key" ON "client_api_key_uses" ("key_id", "id");--> statement-breakpoint
-- Webhook endpoints: the client's URL, the events it chose and the signing secret (whsec_…,
-- shown once). Disabled after a delivery failed for 24 hours (the customer is mailed).
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY,
	"client_id" integer NOT NULL REFERENCES "partners"("id") ON DELETE CASCADE,
	"url" text NOT NULL,
	"description" text NOT NULL DEFAULT '',
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean NOT NULL DEFAULT true,
	"disabled_at" timestamp with time zone,
	"disabled_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"deleted_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "webhook_endpoints_client" ON "webhook_endpoints" ("client_id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- The outbox: each event written in the transaction of the change that caused it; its id is the
-- `webhook-id` every delivery and retry of it carries.
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY,
	"client_id" integer NOT NULL REFERENCES "partners"("id") ON DELETE CASCADE,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "webhook_events_client" ON "webhook_events" ("client_id", "created_at");--> statement-breakpoint
-- One event to one endpoint. A claim has a lease (DESIGN rule 15): `owner` and `lease_until` while
-- a worker sends it; a worker that stopped mid-delivery leaves a lease that runs out, and the next
-- worker sends it again under the same event id. The outcome is written only by the owner.
CREATE TABLE "webhook_deliveries" (
	"id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	"event_id" text NOT NULL REFERENCES "webhook_events"("id") ON DELETE CASCADE,
	"endpoint_id" integer NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
	"state" text NOT NULL DEFAULT 'PENDING',
	"attempts" integer NOT NULL DEFAULT 0,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"give_up_at" timestamp with time zone NOT NULL,
	"owner" text,
	"lease_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_deliveries_once" UNIQUE ("event_id", "endpoint_id"),
	CONSTRAINT "webhook_deliveries_state" CHECK ("state" IN ('PENDING', 'DELIVERED', 'FAILED'))
);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due" ON "webhook_deliveries" ("next_attempt_at") WHERE "state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "id");--> statement-breakpoint
-- Each attempt: the request sent, the answer (cut), the time it took.
CREATE TABLE "webhook_attempts" (
	"id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	"delivery_id" bigint NOT NULL REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE,
	"attempted_at" timestamp with time zone NOT NULL,
	"request_headers" jsonb NOT NULL,
	"request_body" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"error" text,
	"duration_ms" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery" ON "webhook_attempts" ("delivery_id", "id");--> statement-breakpoint
-- The fleet API's transaction list pages by (exit_at, id) within a contract, and within a vehicle.
CREATE INDEX "toll_transactions_account_page" ON "toll_transactions" ("account_id", "exit_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "toll_transactions_plate_page" ON "toll_transactions" ("plate", "exit_at" DESC, "id" DESC);
