-- Claim leases and the ledger auditor (issue #31).
-- Every claim has a lease (DESIGN rule 15, issue #31): a reseller's Idempotency-Key claimed by a
-- request records who holds it (`owner`: the process and the request) and until when
-- (`lease_until`). A PENDING key whose lease has run out was left by a process that stopped (a
-- crash, a kill): the next retry takes it over and makes the sale once, the takeover fenced by the
-- owner (the sale's transaction stores its answer only while its request still owns the key). A
-- key left PENDING before this migration has no owner and an expired lease. Hand-written.
ALTER TABLE "reseller_requests" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "reseller_requests" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
UPDATE "reseller_requests" SET "owner" = 'before-leases', "lease_until" = "created_at" WHERE "state" = 'PENDING';--> statement-breakpoint
ALTER TABLE "reseller_requests" ADD CONSTRAINT "reseller_requests_lease" CHECK ("state" <> 'PENDING' OR ("owner" IS NOT NULL AND "lease_until" IS NOT NULL));
--> statement-breakpoint
-- The ledger auditor (issue #31): each run's findings, read by /metrics and the office. Runs are
-- kept (a small row every few minutes); the sweep of old runs is the auditor's own.
CREATE TABLE "ledger_audit_runs" (
	"id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	"ran_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"ok" boolean NOT NULL,
	"findings" jsonb NOT NULL,
	"aged" jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX "ledger_audit_runs_ran_at" ON "ledger_audit_runs" ("ran_at");--> statement-breakpoint
-- Tamper evidence: each Sofia day's ledger entries (by the day their journal was booked) hashed,
-- chained to the previous day's seal. Append-only like the ledger.
CREATE TABLE "ledger_day_seals" (
	"day" date PRIMARY KEY,
	"entries" bigint NOT NULL,
	"digest" text NOT NULL,
	"previous_digest" text,
	"chained" text NOT NULL,
	"sealed_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TRIGGER "ledger_day_seals_immutable" BEFORE UPDATE OR DELETE ON "ledger_day_seals"
	FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
