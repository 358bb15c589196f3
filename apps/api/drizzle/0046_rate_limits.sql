-- Rate limits shared by every process on one database (issue #37): one row per limited key and
-- route, counting hits in the current window. UNLOGGED: the counts are worth nothing after a crash
-- (a lost window only forgives a client early) and skip the write-ahead log on every hit.
-- Hand-written.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "rate_limits_window_ends" ON "rate_limits" USING btree ("window_ends");
