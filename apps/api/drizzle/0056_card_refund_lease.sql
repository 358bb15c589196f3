-- A lease on a card refund's claim (issue #31, DESIGN rule 15). A refund is recorded PENDING (its
-- journal reversed) before the gateway's reversal is sent with no transaction held; a process that
-- dies in between left it PENDING for good unless staff asked again. `lease_until` is how long the
-- sender holds it: past it, the card-payment sweep (or the staff's next request) takes it over,
-- sends the reversal again (the gateway answers "already executed" for one it made, settled by a
-- status check) and settles it once. Hand-written.
ALTER TABLE "contract_card_refunds" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
UPDATE "contract_card_refunds" SET "lease_until" = "created_at" WHERE "state" = 'PENDING';--> statement-breakpoint
ALTER TABLE "contract_card_refunds" ADD CONSTRAINT "contract_card_refunds_lease" CHECK ("state" <> 'PENDING' OR "lease_until" IS NOT NULL);--> statement-breakpoint
CREATE INDEX "contract_card_refunds_pending" ON "contract_card_refunds" ("lease_until") WHERE "state" = 'PENDING';
