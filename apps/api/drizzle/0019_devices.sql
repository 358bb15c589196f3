-- Devices (spec §3 OBU and delivery; §4 equipment status, condition, shipment status; §5 device
-- rules; §9 inventory types, delivery methods, stock movement types). Hand-written. The status
-- table of packages/domain/src/devices.ts is held here too (devices_guard), as are the attachment
-- invariants: one device on at most one vehicle at a time, one active device per vehicle, and a
-- return that can never be undone.
CREATE SEQUENCE "device_number_seq" START WITH 1000001;--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_code_unique" UNIQUE ("code"),
	CONSTRAINT "warehouses_code" CHECK ("code" ~ '^[A-Z0-9-]{2,20}$'),
	CONSTRAINT "warehouses_name" CHECK (char_length("name") between 1 and 200)
);--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text DEFAULT ('D' || nextval('device_number_seq')::text) NOT NULL,
	"serial_number" text NOT NULL,
	"vendor" text,
	"inventory_type" text NOT NULL,
	"warehouse_id" integer,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"condition" text DEFAULT 'NOT_CHECKED' NOT NULL,
	"label" text DEFAULT 'NEW' NOT NULL,
	"sim" text,
	"warranty_end" date,
	"destination_type" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_number_unique" UNIQUE ("number"),
	CONSTRAINT "devices_serial_unique" UNIQUE ("serial_number"),
	CONSTRAINT "devices_serial" CHECK ("serial_number" ~ '^[A-Z0-9][A-Z0-9-]{3,39}$'),
	CONSTRAINT "devices_inventory_type" CHECK ("inventory_type" in ('OBU', 'MYFARE', 'TRACKER', 'MYFARE_SALE', 'TAG_DSRC', 'MYFARE_NON_REUSABLE')),
	CONSTRAINT "devices_status" CHECK ("status" in ('AVAILABLE', 'ATTACHED', 'DETACHED', 'IN_TRANSIT', 'FOR_RECYCLING', 'DISCARDED')),
	CONSTRAINT "devices_condition" CHECK ("condition" in ('OK', 'SCRAP', 'DAMAGED', 'DEFECTIVE', 'NOT_CHECKED', 'DEFECTIVE_REPLACED')),
	CONSTRAINT "devices_label" CHECK ("label" in ('NEW', 'REFURBISHED', 'REPLACED', 'RECYCLED')),
	CONSTRAINT "devices_destination_type" CHECK ("destination_type" in ('CUSTOMER', 'POS', 'SERVICE', 'WAREHOUSE')),
	-- in stock means in a warehouse
	CONSTRAINT "devices_stock_has_warehouse" CHECK ("status" not in ('AVAILABLE', 'FOR_RECYCLING') or "warehouse_id" is not null),
	CONSTRAINT "devices_version" CHECK ("version" >= 1)
);--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- the stock summary (warehouse × type × condition × status) reads this index only
CREATE INDEX "devices_stock" ON "devices" USING btree ("warehouse_id", "inventory_type", "condition", "status");--> statement-breakpoint
CREATE INDEX "devices_status_type" ON "devices" USING btree ("status", "inventory_type", "id");--> statement-breakpoint
-- prefix search by serial or number (text_pattern_ops: LIKE 'ABC%' uses the index in any collation)
CREATE INDEX "devices_serial_prefix" ON "devices" USING btree ("serial_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "devices_number_prefix" ON "devices" USING btree ("number" text_pattern_ops);--> statement-breakpoint
-- Equipment status table of spec §4 (packages/domain/src/devices.ts DEVICE_TRANSITIONS).
CREATE FUNCTION "devices_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.status <> OLD.status AND NOT (
		(OLD.status = 'AVAILABLE' AND NEW.status IN ('ATTACHED', 'IN_TRANSIT', 'FOR_RECYCLING', 'DISCARDED'))
		OR (OLD.status = 'IN_TRANSIT' AND NEW.status IN ('ATTACHED', 'AVAILABLE', 'DISCARDED'))
		OR (OLD.status = 'ATTACHED' AND NEW.status = 'DETACHED')
		OR (OLD.status = 'DETACHED' AND NEW.status IN ('AVAILABLE', 'FOR_RECYCLING', 'DISCARDED'))
		OR (OLD.status = 'FOR_RECYCLING' AND NEW.status IN ('AVAILABLE', 'DISCARDED'))) THEN
		RAISE EXCEPTION 'device status % cannot change to %', OLD.status, NEW.status
			USING ERRCODE = '23514', CONSTRAINT = 'devices_status_transition';
	END IF;
	IF NEW.serial_number <> OLD.serial_number OR NEW.inventory_type <> OLD.inventory_type THEN
		RAISE EXCEPTION 'device % keeps its serial number and type', OLD.id
			USING ERRCODE = '23514', CONSTRAINT = 'devices_identity';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "devices_guard" BEFORE UPDATE ON "devices" FOR EACH ROW EXECUTE FUNCTION "devices_guard"();--> statement-breakpoint
-- The stock summary (warehouse × type × condition × status) kept as counts by statement-level
-- triggers over the transition tables: one grouped upsert per statement (a 50,000-device import is
-- one statement), so the warehouse page reads a few dozen rows instead of counting every device.
CREATE TABLE "device_stock" (
	"warehouse_key" integer NOT NULL,
	"inventory_type" text NOT NULL,
	"condition" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "device_stock_pk" PRIMARY KEY ("warehouse_key", "inventory_type", "condition", "status"),
	CONSTRAINT "device_stock_count" CHECK ("count" >= 0)
);--> statement-breakpoint
CREATE FUNCTION "device_stock_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO device_stock AS s (warehouse_key, inventory_type, condition, status, count)
		SELECT coalesce(warehouse_id, 0), inventory_type, condition, status, count(*)::int FROM new_rows
		GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
		ON CONFLICT (warehouse_key, inventory_type, condition, status) DO UPDATE SET count = s.count + excluded.count;
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE device_stock s SET count = s.count - d.n FROM (
			SELECT coalesce(warehouse_id, 0) AS w, inventory_type AS t, condition AS c, status AS st, count(*)::int AS n
			FROM old_rows GROUP BY 1, 2, 3, 4) d
		WHERE s.warehouse_key = d.w AND s.inventory_type = d.t AND s.condition = d.c AND s.status = d.st;
	ELSE
		-- decrements first (an UPDATE: a proposed row with a negative count would fail the CHECK),
		-- then the increments as an upsert; both in key order
		WITH d AS (
			SELECT w, t, c, st, sum(n)::int AS n FROM (
				SELECT coalesce(warehouse_id, 0) AS w, inventory_type AS t, condition AS c, status AS st, 1 AS n FROM new_rows
				UNION ALL
				SELECT coalesce(warehouse_id, 0), inventory_type, condition, status, -1 FROM old_rows) x
			GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0),
		dec AS (
			UPDATE device_stock s SET count = s.count + d.n FROM d
			WHERE d.n < 0 AND s.warehouse_key = d.w AND s.inventory_type = d.t AND s.condition = d.c AND s.status = d.st
			RETURNING 1)
		INSERT INTO device_stock AS s (warehouse_key, inventory_type, condition, status, count)
		SELECT w, t, c, st, n FROM d WHERE n > 0 AND (SELECT count(*) FROM dec) >= 0 ORDER BY 1, 2, 3, 4
		ON CONFLICT (warehouse_key, inventory_type, condition, status) DO UPDATE SET count = s.count + excluded.count;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "device_stock_insert" AFTER INSERT ON "devices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "device_stock_apply"();--> statement-breakpoint
CREATE TRIGGER "device_stock_update" AFTER UPDATE ON "devices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "device_stock_apply"();--> statement-breakpoint
CREATE TRIGGER "device_stock_delete" AFTER DELETE ON "devices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "device_stock_apply"();--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"movement_type" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"document_number" text NOT NULL,
	"document_date" date NOT NULL,
	"vendor" text,
	"note" text,
	"device_count" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_type" CHECK ("movement_type" in ('SUPPLY', 'RETURN', 'RECYCLING', 'SERVICED', 'SALE')),
	CONSTRAINT "stock_movements_document" CHECK (char_length("document_number") between 1 and 60),
	CONSTRAINT "stock_movements_count" CHECK ("device_count" >= 1)
);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_warehouse" ON "stock_movements" USING btree ("warehouse_id", "id");--> statement-breakpoint
CREATE TABLE "stock_movement_devices" (
	"movement_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	CONSTRAINT "stock_movement_devices_pk" PRIMARY KEY ("movement_id", "device_id")
);--> statement-breakpoint
ALTER TABLE "stock_movement_devices" ADD CONSTRAINT "stock_movement_devices_movement_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement_devices" ADD CONSTRAINT "stock_movement_devices_device_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movement_devices_device" ON "stock_movement_devices" USING btree ("device_id");--> statement-breakpoint
CREATE TABLE "device_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"inventory_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"delivery_method" smallint DEFAULT 2 NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"recipient" text NOT NULL,
	"country_code" char(2) DEFAULT 'BG' NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"street" text NOT NULL,
	"phone" text,
	"tracking_number" text,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "device_deliveries_type" CHECK ("inventory_type" in ('OBU', 'MYFARE', 'TRACKER', 'MYFARE_SALE', 'TAG_DSRC', 'MYFARE_NON_REUSABLE')),
	CONSTRAINT "device_deliveries_quantity" CHECK ("quantity" between 1 and 1000),
	CONSTRAINT "device_deliveries_method" CHECK ("delivery_method" in (1, 2)),
	CONSTRAINT "device_deliveries_status" CHECK ("status" in ('REQUESTED', 'SHIPPED', 'DELIVERED', 'CREATED', 'LOST', 'STOLEN', 'CANCELLED')),
	CONSTRAINT "device_deliveries_open" CHECK (("status" in ('REQUESTED', 'SHIPPED')) = ("closed_at" is null)),
	CONSTRAINT "device_deliveries_shipped" CHECK ("status" in ('REQUESTED', 'CANCELLED') or "shipped_at" is not null or "status" = 'CREATED'),
	CONSTRAINT "device_deliveries_version" CHECK ("version" >= 1)
);--> statement-breakpoint
ALTER TABLE "device_deliveries" ADD CONSTRAINT "device_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_deliveries" ADD CONSTRAINT "device_deliveries_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_deliveries_account" ON "device_deliveries" USING btree ("account_id", "id");--> statement-breakpoint
CREATE INDEX "device_deliveries_open" ON "device_deliveries" USING btree ("id") WHERE "status" in ('REQUESTED', 'SHIPPED');--> statement-breakpoint
-- Shipment statuses of spec §4 (packages/domain/src/devices.ts SHIPMENT_TRANSITIONS).
CREATE FUNCTION "device_deliveries_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.status <> OLD.status AND NOT (
		(OLD.status = 'REQUESTED' AND NEW.status IN ('SHIPPED', 'CANCELLED'))
		OR (OLD.status = 'SHIPPED' AND NEW.status IN ('DELIVERED', 'LOST', 'STOLEN'))) THEN
		RAISE EXCEPTION 'delivery status % cannot change to %', OLD.status, NEW.status
			USING ERRCODE = '23514', CONSTRAINT = 'device_deliveries_status_transition';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "device_deliveries_guard" BEFORE UPDATE ON "device_deliveries" FOR EACH ROW EXECUTE FUNCTION "device_deliveries_guard"();--> statement-breakpoint
CREATE TABLE "device_delivery_items" (
	"delivery_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	CONSTRAINT "device_delivery_items_pk" PRIMARY KEY ("delivery_id", "device_id")
);--> statement-breakpoint
ALTER TABLE "device_delivery_items" ADD CONSTRAINT "device_delivery_items_delivery_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."device_deliveries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_delivery_items" ADD CONSTRAINT "device_delivery_items_device_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_delivery_items_device" ON "device_delivery_items" USING btree ("device_id");--> statement-breakpoint
CREATE TABLE "device_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"attached_at" timestamp with time zone NOT NULL,
	"attached_by" integer,
	"detached_at" timestamp with time zone,
	"detached_by" integer,
	CONSTRAINT "device_attachments_deposit" CHECK ("deposit_minor" >= 0 and "currency" in ('BGN', 'EUR')),
	CONSTRAINT "device_attachments_period" CHECK ("detached_at" is null or "detached_at" >= "attached_at")
);--> statement-breakpoint
ALTER TABLE "device_attachments" ADD CONSTRAINT "device_attachments_device_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_attachments" ADD CONSTRAINT "device_attachments_account_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_attachments" ADD CONSTRAINT "device_attachments_unit_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."account_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_attachments" ADD CONSTRAINT "device_attachments_attached_by_fk" FOREIGN KEY ("attached_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_attachments" ADD CONSTRAINT "device_attachments_detached_by_fk" FOREIGN KEY ("detached_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- one device on at most one vehicle at a time; one active device per vehicle
CREATE UNIQUE INDEX "device_attachments_active_device" ON "device_attachments" USING btree ("device_id") WHERE "detached_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "device_attachments_active_unit" ON "device_attachments" USING btree ("unit_id") WHERE "detached_at" IS NULL;--> statement-breakpoint
CREATE INDEX "device_attachments_account" ON "device_attachments" USING btree ("account_id", "id");--> statement-breakpoint
CREATE INDEX "device_attachments_device" ON "device_attachments" USING btree ("device_id", "id");--> statement-breakpoint
-- An attachment row records one period: only its return may be written, once (irreversible).
CREATE FUNCTION "device_attachments_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'attachment % cannot be deleted', OLD.id
			USING ERRCODE = '23514', CONSTRAINT = 'device_attachments_append_only';
	END IF;
	IF OLD.detached_at IS NOT NULL OR NEW.detached_at IS NULL
		OR NEW.device_id <> OLD.device_id OR NEW.unit_id <> OLD.unit_id OR NEW.account_id <> OLD.account_id
		OR NEW.attached_at <> OLD.attached_at OR NEW.deposit_minor <> OLD.deposit_minor THEN
		RAISE EXCEPTION 'attachment % can only be returned, once', OLD.id
			USING ERRCODE = '23514', CONSTRAINT = 'device_attachments_return_once';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "device_attachments_guard" BEFORE UPDATE OR DELETE ON "device_attachments" FOR EACH ROW EXECUTE FUNCTION "device_attachments_guard"();--> statement-breakpoint
CREATE TABLE "device_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"condition" text NOT NULL,
	"warehouse_id" integer,
	"account_id" integer,
	"unit_id" integer,
	"delivery_id" integer,
	"movement_id" integer,
	"user_id" integer,
	"note" text,
	CONSTRAINT "device_history_action" CHECK ("action" in ('RECEIVED', 'MOVEMENT', 'SHIPPED', 'DELIVERED', 'HANDED_OUT', 'ATTACHED', 'RETURNED', 'UPDATED', 'LOST'))
);--> statement-breakpoint
ALTER TABLE "device_history" ADD CONSTRAINT "device_history_device_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_history_device" ON "device_history" USING btree ("device_id", "id");
