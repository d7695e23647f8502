DROP INDEX "cart_lines_user_sku_idx";--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD COLUMN "goods_id" integer;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD COLUMN "sku_id" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "rfq_quote_id" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_sku_quote_key" UNIQUE NULLS NOT DISTINCT("user_id","sku_id","rfq_quote_id");