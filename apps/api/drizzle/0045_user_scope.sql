-- A user's reach kept by the database (issue #30): a user's partner exists, and every point of
-- sale a user holds belongs to that user's partner (a user of the agency, with no partner, holds
-- none), whatever code path writes them. Checked at COMMIT (deferred constraint triggers), so a
-- transaction may move a user to another partner and replace the points of sale in any order.
-- Refusals raise SQLSTATE 23514 (the identity module checks first and answers catalogue errors).
-- A point of sale moved to another partner is taken from the users of the former one. Existing
-- rows are brought in line first: a user of no partner who holds points of sale belongs to theirs
-- (the first, by id), a partner id that names no partner is cleared, and what a user still holds of
-- another partner's is taken away. Hand-written.
UPDATE "users" u SET "partner_id" = NULL
	WHERE u."partner_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "partners" p WHERE p."id" = u."partner_id");--> statement-breakpoint
UPDATE "users" u SET "partner_id" = (
		SELECT p."partner_id" FROM "user_points_of_sale" up JOIN "points_of_sale" p ON p."id" = up."pos_id"
		WHERE up."user_id" = u."id" ORDER BY p."id" LIMIT 1)
	WHERE u."partner_id" IS NULL AND EXISTS (SELECT 1 FROM "user_points_of_sale" up WHERE up."user_id" = u."id");--> statement-breakpoint
DELETE FROM "user_points_of_sale" up USING "users" u, "points_of_sale" p
	WHERE u."id" = up."user_id" AND p."id" = up."pos_id" AND p."partner_id" IS DISTINCT FROM u."partner_id";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "user_points_of_sale_of_partner"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bad record;
BEGIN
	SELECT u."id" AS user_id, p."id" AS pos_id INTO bad
	FROM "user_points_of_sale" up
	JOIN "users" u ON u."id" = up."user_id"
	JOIN "points_of_sale" p ON p."id" = up."pos_id"
	WHERE up."user_id" = NEW."user_id" AND up."pos_id" = NEW."pos_id"
		AND p."partner_id" IS DISTINCT FROM u."partner_id"
	LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'point of sale % does not belong to the partner of user %', bad.pos_id, bad.user_id
			USING ERRCODE = '23514', CONSTRAINT = 'user_points_of_sale_of_partner';
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_points_of_sale_of_partner" AFTER INSERT OR UPDATE ON "user_points_of_sale"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "user_points_of_sale_of_partner"();--> statement-breakpoint
CREATE FUNCTION "users_partner_keeps_points_of_sale"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bad integer;
BEGIN
	SELECT up."pos_id" INTO bad
	FROM "user_points_of_sale" up
	JOIN "points_of_sale" p ON p."id" = up."pos_id"
	JOIN "users" u ON u."id" = up."user_id"
	WHERE up."user_id" = NEW."id" AND p."partner_id" IS DISTINCT FROM u."partner_id"
	LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'point of sale % does not belong to the partner of user %', bad, NEW."id"
			USING ERRCODE = '23514', CONSTRAINT = 'user_points_of_sale_of_partner';
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_partner_keeps_points_of_sale" AFTER UPDATE OF "partner_id" ON "users"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "users_partner_keeps_points_of_sale"();--> statement-breakpoint
CREATE FUNCTION "points_of_sale_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "user_points_of_sale" up USING "users" u
	WHERE up."pos_id" = NEW."id" AND u."id" = up."user_id" AND u."partner_id" IS DISTINCT FROM NEW."partner_id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "points_of_sale_moved" AFTER UPDATE OF "partner_id" ON "points_of_sale"
	FOR EACH ROW WHEN (OLD."partner_id" IS DISTINCT FROM NEW."partner_id")
	EXECUTE FUNCTION "points_of_sale_moved"();
