CREATE TABLE "rate_limit_counters" (
	"bucket" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_request_keys" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_request_keys" ADD COLUMN "request_body" jsonb;--> statement-breakpoint
ALTER TABLE "order_request_keys" ADD COLUMN "answer_status" smallint;--> statement-breakpoint
ALTER TABLE "order_request_keys" ADD COLUMN "answer_body" jsonb;--> statement-breakpoint
ALTER TABLE "order_request_keys" ADD COLUMN "locked_until" timestamp with time zone;