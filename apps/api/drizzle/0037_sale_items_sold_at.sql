-- The sale's moment on each of its items (issue #21, bench/README.md "Reports on a year of sales").
-- The sales report lists issued items newest first; with the moment only on `sales`, a filter on a
-- rare product walked every sale of the newest days to find a page (a year of data: 23,500 sales
-- read for 50 quarterly vignettes, 218 ms at p95). `sold_at` is the sale's `created_at`, filled by
-- a trigger from the sale when an insert does not give it (a sale's moment never changes), and two
-- partial indexes over issued items serve the report's order with and without a product. On a
-- populated database the backfill is the long part (a year, 7.23 million items: 11 minutes on two
-- busy cores); it runs once, at start-up, under the migration lock. Hand-written.
ALTER TABLE "sale_items" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sale_items" AS i SET "sold_at" = s."created_at" FROM "sales" AS s WHERE s."id" = i."sale_id";--> statement-breakpoint
ALTER TABLE "sale_items" ALTER COLUMN "sold_at" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION sale_items_sold_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.sold_at IS NULL THEN
    SELECT created_at INTO NEW.sold_at FROM sales WHERE id = NEW.sale_id;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sale_items_sold_at BEFORE INSERT ON "sale_items" FOR EACH ROW EXECUTE FUNCTION sale_items_sold_at();--> statement-breakpoint
CREATE INDEX "sale_items_sold" ON "sale_items" ("sold_at" DESC, "id" DESC) WHERE "state" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "sale_items_product_sold" ON "sale_items" ((coalesce("product_id", "kind")), "sold_at" DESC, "id" DESC) WHERE "state" = 'ACTIVE';
