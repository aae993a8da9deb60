ALTER TABLE "spot_orders" DROP CONSTRAINT "spot_orders_type";--> statement-breakpoint
ALTER TABLE "spot_orders" DROP CONSTRAINT "spot_orders_status";--> statement-breakpoint
ALTER TABLE "spot_orders" DROP CONSTRAINT "spot_orders_price";--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "trigger_price" numeric(36, 18);--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "triggered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "oco_id" bigint;--> statement-breakpoint
CREATE INDEX "spot_orders_untriggered_idx" ON "spot_orders" USING btree ("id") WHERE "spot_orders"."status" = 'untriggered';--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_trigger" CHECK (("spot_orders"."type" = 'stop_limit') = ("spot_orders"."trigger_price" IS NOT NULL AND "spot_orders"."trigger_price" > 0));--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_untriggered" CHECK ("spot_orders"."status" <> 'untriggered' OR ("spot_orders"."type" = 'stop_limit' AND "spot_orders"."book_seq" IS NULL AND "spot_orders"."triggered_at" IS NULL));--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_type" CHECK ("spot_orders"."type" IN ('limit', 'market', 'stop_limit'));--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_status" CHECK ("spot_orders"."status" IN ('untriggered', 'open', 'partial', 'filled', 'cancelled'));--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_price" CHECK (("spot_orders"."type" = 'market' AND "spot_orders"."price" IS NULL AND NOT "spot_orders"."post_only") OR ("spot_orders"."type" IN ('limit', 'stop_limit') AND "spot_orders"."price" IS NOT NULL AND "spot_orders"."price" > 0));