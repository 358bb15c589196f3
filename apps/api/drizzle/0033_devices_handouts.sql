-- Devices, second part (#20): the register's indexes trimmed to what its queries use, and hand-outs
-- at the desk (a stock movement of its own, recorded as a CREATED delivery to the contract).
--
-- Serial and number are codes of ASCII letters, digits and dashes. In the "C" collation one b-tree
-- each serves equality, the prefix search (LIKE 'ABC%') and ORDER BY, whatever the database's own
-- collation, so the two text_pattern_ops indexes go. The stock summary reads `device_stock`, so
-- the two composite indexes that once served it go too, as does the movement links' device index
-- (no query reads links by device; a device's movements are in its history). A 50,000-device
-- import now writes 3 indexes on devices instead of 7.
ALTER TABLE "devices" ALTER COLUMN "serial_number" SET DATA TYPE text COLLATE "C", ALTER COLUMN "number" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
DROP INDEX "devices_serial_prefix";--> statement-breakpoint
DROP INDEX "devices_number_prefix";--> statement-breakpoint
DROP INDEX "devices_stock";--> statement-breakpoint
DROP INDEX "devices_status_type";--> statement-breakpoint
DROP INDEX "stock_movement_devices_device";--> statement-breakpoint
-- A hand-out: devices leave a warehouse to a contract at the desk (packages/domain MOVEMENT_EFFECT
-- HANDOUT); the movement names the contract, and only a hand-out does.
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_type";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_type" CHECK ("movement_type" in ('SUPPLY', 'RETURN', 'RECYCLING', 'SERVICED', 'SALE', 'HANDOUT'));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_handout_account" CHECK (("movement_type" = 'HANDOUT') = ("account_id" is not null));--> statement-breakpoint
-- The contract's record of a hand-out is a delivery CREATED at once (spec §4 shipment status),
-- closed, tied to the hand-out's movement; nothing is shipped, so it has no shipping address.
ALTER TABLE "device_deliveries" ADD COLUMN "movement_id" integer;--> statement-breakpoint
ALTER TABLE "device_deliveries" ADD CONSTRAINT "device_deliveries_movement_id_stock_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_deliveries_movement" ON "device_deliveries" USING btree ("movement_id") WHERE "movement_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "device_deliveries" ADD CONSTRAINT "device_deliveries_created_movement" CHECK (("status" = 'CREATED') = ("movement_id" is not null));--> statement-breakpoint
ALTER TABLE "device_deliveries" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "device_deliveries" ALTER COLUMN "postal_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "device_deliveries" ALTER COLUMN "street" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "device_deliveries" ADD CONSTRAINT "device_deliveries_address" CHECK ("status" = 'CREATED' or ("city" is not null and "postal_code" is not null and "street" is not null));
