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
