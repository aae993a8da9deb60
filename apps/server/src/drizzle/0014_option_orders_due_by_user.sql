DROP INDEX "option_orders_due_idx";--> statement-breakpoint
CREATE INDEX "option_orders_due_idx" ON "option_orders" USING btree ("settle_second","user_id","id") WHERE "option_orders"."status" = 1;