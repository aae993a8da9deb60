CREATE TABLE "spot_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"pair_id" integer NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"tif" text NOT NULL,
	"post_only" boolean DEFAULT false NOT NULL,
	"price" numeric(36, 18),
	"amount" numeric(36, 18) NOT NULL,
	"filled" numeric(36, 18) DEFAULT '0' NOT NULL,
	"total" numeric(36, 18) DEFAULT '0' NOT NULL,
	"fee" numeric(36, 18) DEFAULT '0' NOT NULL,
	"fee_currency_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"hold_id" bigint,
	"book_seq" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_orders_side" CHECK ("spot_orders"."side" IN ('buy', 'sell')),
	CONSTRAINT "spot_orders_type" CHECK ("spot_orders"."type" IN ('limit', 'market')),
	CONSTRAINT "spot_orders_tif" CHECK ("spot_orders"."tif" IN ('GTC', 'IOC', 'FOK')),
	CONSTRAINT "spot_orders_status" CHECK ("spot_orders"."status" IN ('open', 'partial', 'filled', 'cancelled')),
	CONSTRAINT "spot_orders_price" CHECK (("spot_orders"."type" = 'market' AND "spot_orders"."price" IS NULL AND NOT "spot_orders"."post_only") OR ("spot_orders"."type" = 'limit' AND "spot_orders"."price" > 0)),
	CONSTRAINT "spot_orders_amounts" CHECK ("spot_orders"."amount" > 0 AND "spot_orders"."filled" >= 0 AND "spot_orders"."filled" <= "spot_orders"."amount" AND "spot_orders"."total" >= 0 AND "spot_orders"."fee" >= 0),
	CONSTRAINT "spot_orders_filled_status" CHECK (("spot_orders"."status" = 'filled') = ("spot_orders"."filled" = "spot_orders"."amount")),
	CONSTRAINT "spot_orders_cancel_reason" CHECK (("spot_orders"."status" = 'cancelled') = ("spot_orders"."cancel_reason" <> ''))
);
--> statement-breakpoint
CREATE TABLE "spot_trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pair_id" integer NOT NULL,
	"maker_order_id" bigint NOT NULL,
	"taker_order_id" bigint NOT NULL,
	"maker_user_id" bigint NOT NULL,
	"taker_user_id" bigint NOT NULL,
	"taker_side" text NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"total" numeric(36, 18) NOT NULL,
	"maker_fee" numeric(36, 18) NOT NULL,
	"taker_fee" numeric(36, 18) NOT NULL,
	"seq" bigint NOT NULL,
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_trades_side" CHECK ("spot_trades"."taker_side" IN ('buy', 'sell')),
	CONSTRAINT "spot_trades_amounts" CHECK ("spot_trades"."price" > 0 AND "spot_trades"."amount" > 0 AND "spot_trades"."total" > 0 AND "spot_trades"."maker_fee" >= 0 AND "spot_trades"."taker_fee" >= 0),
	CONSTRAINT "spot_trades_orders" CHECK ("spot_trades"."maker_order_id" <> "spot_trades"."taker_order_id")
);
--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_trades" ADD CONSTRAINT "spot_trades_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_trades" ADD CONSTRAINT "spot_trades_maker_order_id_spot_orders_id_fk" FOREIGN KEY ("maker_order_id") REFERENCES "public"."spot_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_trades" ADD CONSTRAINT "spot_trades_taker_order_id_spot_orders_id_fk" FOREIGN KEY ("taker_order_id") REFERENCES "public"."spot_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spot_orders_user_status_idx" ON "spot_orders" USING btree ("user_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "spot_orders_pair_status_idx" ON "spot_orders" USING btree ("pair_id","status");--> statement-breakpoint
CREATE INDEX "spot_trades_pair_idx" ON "spot_trades" USING btree ("pair_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "spot_trades_maker_order_idx" ON "spot_trades" USING btree ("maker_order_id");--> statement-breakpoint
CREATE INDEX "spot_trades_taker_order_idx" ON "spot_trades" USING btree ("taker_order_id");