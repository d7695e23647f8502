CREATE TABLE "goods_search" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"part_number_key" text NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"stock" integer NOT NULL,
	"popularity" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "goods_part_number_key_trgm_idx";--> statement-breakpoint
ALTER TABLE "goods_search" ADD CONSTRAINT "goods_search_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;
