ALTER TABLE "refresh_tokens" ADD COLUMN "parent_hash" text;--> statement-breakpoint
CREATE INDEX "refresh_tokens_parent" ON "refresh_tokens" USING btree ("parent_hash");