-- Toll customers, third part (#17). Hand-written.
--
-- saved_vehicles (spec §7 GET /vehicles, POST /vehicles/create, POST /vehicles/delete): the vehicles
-- a site user keeps for buying faster. A plate is stored as the purchase normalises it (upper-case
-- Latin letters and digits, look-alike Cyrillic mapped) and once per user and country; a user
-- keeps at most 50 (the trigger locks the user's row, so two saves at once cannot both pass).
CREATE TABLE "saved_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"country_code" char(2) NOT NULL REFERENCES "countries"("code"),
	"plate" text NOT NULL,
	"vehicle_type" text DEFAULT 'car' NOT NULL,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_vehicles_plate" CHECK ("plate" ~ '^[A-Z0-9]{1,20}$'),
	CONSTRAINT "saved_vehicles_type" CHECK ("vehicle_type" IN ('car', 'trailer')),
	CONSTRAINT "saved_vehicles_label" CHECK ("label" IS NULL OR length("label") BETWEEN 1 AND 60)
);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_vehicles_once" ON "saved_vehicles" ("user_id", "country_code", "plate");--> statement-breakpoint
CREATE FUNCTION "saved_vehicles_limit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "users" WHERE "id" = NEW."user_id" FOR UPDATE;
	IF (SELECT count(*) FROM "saved_vehicles" WHERE "user_id" = NEW."user_id") >= 50 THEN
		RAISE EXCEPTION 'user % keeps 50 vehicles already', NEW."user_id"
			USING ERRCODE = '23514', CONSTRAINT = 'saved_vehicles_limit';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "saved_vehicles_limit" BEFORE INSERT ON "saved_vehicles"
	FOR EACH ROW EXECUTE FUNCTION "saved_vehicles_limit"();
