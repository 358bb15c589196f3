-- An SMS is SUBMITTING from the moment it is handed to the SMSC until the SMSC's answer is recorded.
-- A row left so (the process died, or the answer was lost on the way) may have reached the SMSC: it
-- is settled by its delivery receipt, matched by number and text, and submitted again only when no
-- receipt came within the message's validity. Hand-written.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_status";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_status" CHECK ("status" IN ('QUEUED', 'SUBMITTING', 'SENT', 'FAILED', 'DELIVERED', 'UNDELIVERED'));--> statement-breakpoint
CREATE INDEX "notifications_sms_submitting" ON "notifications" ("receiver", "updated_at") WHERE "status" = 'SUBMITTING';
