-- The daily sales summary kept at COMMIT (issue #18: reseller sales ≥ 300 a second). The trigger of
-- 0023 added each issued item to one row per day, point of sale, channel, product and payment
-- method as the item became ACTIVE; all sales of the public site or of the resellers on a day
-- share a point of sale (none), so concurrent sales of one product waited for each other on that
-- row from the item's activation to COMMIT, across every statement of the sale in between (the
-- reseller bench: most backends waiting on `transactionid` in the vignette's insert, a fifth of the
-- CPU idle). The same function now runs as a deferred constraint trigger: the row is taken during
-- COMMIT only, after the sale's last statement. What it counts does not change (every change of
-- an item's state is applied in order at COMMIT); a statement reading the summary inside the
-- transaction that changed an item sees it before that change. Hand-written.
DROP TRIGGER "sale_items_report_sales_daily" ON "sale_items";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sale_items_report_sales_daily" AFTER INSERT OR UPDATE OF "state" ON "sale_items"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "report_sales_daily_apply"();
