-- Announcements edited in the back office: a version for the optimistic check, non-empty texts.
ALTER TABLE "announcements" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_texts" CHECK (length(btrim("announcements"."name")) > 0 AND length(btrim("announcements"."message_bg")) > 0 AND length(btrim("announcements"."message_en")) > 0);
