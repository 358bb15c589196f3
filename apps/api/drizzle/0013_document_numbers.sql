-- One number names one document: vignettes and route passes draw their serial from one sequence,
-- and every issued number is claimed in document_numbers (its key unique across kinds) by a
-- trigger on each kind's table. Numbers issued before this migration stay as they are; the few
-- that two kinds shared stay findable in their own kind (only the first is claimed here).
CREATE SEQUENCE IF NOT EXISTS "document_number_seq" MINVALUE 0 MAXVALUE 99999999 START WITH 1 CYCLE;--> statement-breakpoint
SELECT setval('document_number_seq', greatest(
  (SELECT last_value FROM "vignette_number_seq"),
  (SELECT last_value FROM "route_pass_number_seq")
));--> statement-breakpoint
CREATE TABLE "document_numbers" (
	"number" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_numbers_kind" CHECK ("document_numbers"."kind" IN ('VIGNETTE', 'ROUTE_PASS'))
);--> statement-breakpoint
INSERT INTO "document_numbers" ("number", "kind")
  SELECT "number", 'VIGNETTE' FROM "vignettes" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "document_numbers" ("number", "kind")
  SELECT "number", 'ROUTE_PASS' FROM "route_passes" ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "claim_document_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW."number" IS DISTINCT FROM OLD."number" THEN
      RAISE EXCEPTION 'a document number does not change' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  INSERT INTO "document_numbers" ("number", "kind") VALUES (NEW."number", TG_ARGV[0]);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "release_document_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "document_numbers" WHERE "number" = OLD."number" AND "kind" = TG_ARGV[0];
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vignettes_claim_number" BEFORE INSERT OR UPDATE OF "number" ON "vignettes"
  FOR EACH ROW EXECUTE FUNCTION "claim_document_number"('VIGNETTE');--> statement-breakpoint
CREATE TRIGGER "route_passes_claim_number" BEFORE INSERT OR UPDATE OF "number" ON "route_passes"
  FOR EACH ROW EXECUTE FUNCTION "claim_document_number"('ROUTE_PASS');--> statement-breakpoint
CREATE TRIGGER "vignettes_release_number" AFTER DELETE ON "vignettes"
  FOR EACH ROW EXECUTE FUNCTION "release_document_number"('VIGNETTE');--> statement-breakpoint
CREATE TRIGGER "route_passes_release_number" AFTER DELETE ON "route_passes"
  FOR EACH ROW EXECUTE FUNCTION "release_document_number"('ROUTE_PASS');
