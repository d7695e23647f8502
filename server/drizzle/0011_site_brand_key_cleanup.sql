ALTER TABLE "site_configs" ADD COLUMN "brand_name" text DEFAULT 'Chipmart' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_configs" ADD COLUMN "wechat_account_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "order_request_keys_age_idx" ON "order_request_keys" USING btree ("create_time");--> statement-breakpoint
-- Sites seeded before the brand lived in the table keep their look: the names and WeChat accounts the images used to hard-code.
UPDATE "site_configs" SET "brand_name" = '芯集商城', "wechat_account_url" = 'https://u.wechat.com/chipmart-cn' WHERE "web_key" = 'inland';--> statement-breakpoint
UPDATE "site_configs" SET "brand_name" = 'Chipmart 코리아', "wechat_account_url" = 'https://u.wechat.com/chipmart-korea', "contact_wechat_img" = '/images/site/ko/wechat-qr.svg' WHERE "web_key" = 'ko';--> statement-breakpoint
UPDATE "site_configs" SET "wechat_account_url" = 'https://u.wechat.com/chipmart-global' WHERE "web_key" IN ('default', 'ru');
