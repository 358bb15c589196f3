CREATE TABLE "route_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"road_class" text NOT NULL,
	"toll_category" text NOT NULL,
	"emission_group" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"eur_per_100km" integer NOT NULL,
	"bgn_per_100km" integer NOT NULL,
	"legal_currency" text NOT NULL,
	CONSTRAINT "route_tariffs_road_class" CHECK ("route_tariffs"."road_class" in ('motorway', 'first', 'second')),
	CONSTRAINT "route_tariffs_category" CHECK ("route_tariffs"."toll_category" in ('FROM_3_5_TO_12T', 'OVER_12T_2_3_AXLES', 'OVER_12T_4_PLUS_AXLES', 'BUS')),
	CONSTRAINT "route_tariffs_emission_group" CHECK ("route_tariffs"."emission_group" in ('EURO_0_I_II', 'EURO_III_IV', 'EURO_V', 'EURO_VI_EEV')),
	CONSTRAINT "route_tariffs_amounts" CHECK ("route_tariffs"."eur_per_100km" >= 0 and "route_tariffs"."bgn_per_100km" >= 0),
	CONSTRAINT "route_tariffs_currency" CHECK ("route_tariffs"."legal_currency" in ('BGN', 'EUR')),
	CONSTRAINT "route_tariffs_range" CHECK ("route_tariffs"."valid_to" is null or "route_tariffs"."valid_to" > "route_tariffs"."valid_from")
);
--> statement-breakpoint
CREATE INDEX "route_tariffs_lookup" ON "route_tariffs" USING btree ("toll_category","emission_group","valid_from");