ALTER TABLE "payment_attempts" ADD COLUMN "status_check_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_attempts_status_due" ON "payment_attempts" USING btree ("status_check_at") WHERE "payment_attempts"."status_check_at" is not null;--> statement-breakpoint
-- Attempts made before this migration had a status-check job each; they get a due time instead
-- (a check of an attempt whose job also runs is harmless: the second finds it final).
UPDATE "payment_attempts" SET "status_check_at" = "created_at" + interval '16 minutes' WHERE "final" = false;
