CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"icon" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_parameters" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL,
	"unit" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"filterable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" integer PRIMARY KEY NOT NULL,
	"part_number" text NOT NULL,
	"part_number_key" text GENERATED ALWAYS AS (upper(regexp_replace(part_number, '[^A-Za-z0-9]', '', 'g'))) STORED NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"package" text NOT NULL,
	"description" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"datasheet_url" text,
	"image" text NOT NULL,
	"lifecycle" smallint DEFAULT 0 NOT NULL,
	"rohs" smallint DEFAULT 0 NOT NULL,
	"msl" text,
	"eccn" text,
	"hts_code" text,
	"featured" boolean DEFAULT false NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"moq" integer DEFAULT 1 NOT NULL,
	"increment" integer DEFAULT 1 NOT NULL,
	"lead_time_days" integer DEFAULT 0 NOT NULL,
	"min_price_usd" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text NOT NULL,
	"website" text NOT NULL,
	"country" text NOT NULL,
	"founded_year" smallint,
	"description" jsonb NOT NULL,
	CONSTRAINT "manufacturers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" integer PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"stock" integer NOT NULL,
	"moq" integer NOT NULL,
	"increment" integer NOT NULL,
	"lead_time_days" integer NOT NULL,
	"date_code" text NOT NULL,
	"packaging" text NOT NULL,
	"price_breaks" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"country" text NOT NULL,
	CONSTRAINT "suppliers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"state" smallint NOT NULL,
	"rate_per_usd" double precision NOT NULL,
	"unit_decimals" smallint NOT NULL,
	"total_decimals" smallint NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "category_parameters_category_idx" ON "category_parameters" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "goods_part_number_key_prefix_idx" ON "goods" USING btree ("part_number_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "goods_part_number_key_trgm_idx" ON "goods" USING gin ("part_number_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_description_fts_idx" ON "goods" USING gin (to_tsvector('simple', "description"));--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id","popularity");--> statement-breakpoint
CREATE INDEX "goods_manufacturer_idx" ON "goods" USING btree ("manufacturer_id","popularity");--> statement-breakpoint
CREATE INDEX "goods_parameters_idx" ON "goods" USING gin ("parameters" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "goods_featured_idx" ON "goods" USING btree ("featured") WHERE "goods"."featured";--> statement-breakpoint
CREATE INDEX "manufacturers_name_idx" ON "manufacturers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "skus_goods_idx" ON "skus" USING btree ("goods_id");