CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"link" text,
	"message_bg" text NOT NULL,
	"message_en" text NOT NULL,
	"product_type" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_product_type" CHECK ("announcements"."product_type" in ('E_VIGNETTE', 'ROUTE_PASS', 'COMPENSATORY_FEE')),
	CONSTRAINT "announcements_status" CHECK ("announcements"."status" in ('ACTIVE', 'ARCHIVED'))
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_bg" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_bg" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_bg" text NOT NULL,
	"body_en" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "news_articles_slug" CHECK ("news_articles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "front_end_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"user_id" text,
	"address" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"partner_type" text NOT NULL,
	"website" text,
	"city" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_partner_type" CHECK ("partners"."partner_type" in ('SALE_PARTNER', 'COMMISSIONER', 'TOLL_CUSTOMER')),
	CONSTRAINT "partners_status" CHECK ("partners"."status" in ('ACTIVE', 'PRE_ACTIVE', 'PRE_CLOSED', 'SUSPENDED', 'INACTIVE', 'CLOSED'))
);
--> statement-breakpoint
CREATE INDEX "announcements_status" ON "announcements" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "news_articles_published" ON "news_articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "front_end_errors_created" ON "front_end_errors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "partners_type_name" ON "partners" USING btree ("partner_type","name");