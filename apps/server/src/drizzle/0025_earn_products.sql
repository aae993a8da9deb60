CREATE SEQUENCE "public"."asset_token_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "dual_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"currency_id" integer NOT NULL,
	"pay_currency_id" integer NOT NULL,
	"num" integer NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"apr" numeric(36, 18) NOT NULL,
	"days" integer NOT NULL,
	"linked_price" numeric(36, 18) NOT NULL,
	"end_date" date NOT NULL,
	"settle_at" timestamp with time zone NOT NULL,
	"below_currency_id" integer NOT NULL,
	"below_amount" numeric(36, 18) NOT NULL,
	"above_currency_id" integer NOT NULL,
	"above_amount" numeric(36, 18) NOT NULL,
	"status" text DEFAULT 'purchased' NOT NULL,
	"settlement_id" integer,
	"payout_currency_id" integer,
	"payout_amount" numeric(36, 18),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "dual_orders_type" CHECK ("dual_orders"."type" IN ('call', 'put')),
	CONSTRAINT "dual_orders_status" CHECK ("dual_orders"."status" IN ('purchased', 'settling', 'success', 'failed')),
	CONSTRAINT "dual_orders_amounts" CHECK ("dual_orders"."num" > 0 AND "dual_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "dual_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"section" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"currency_id" integer NOT NULL,
	"pay_currency_id" integer NOT NULL,
	"per_price" numeric(36, 18) NOT NULL,
	"apr" numeric(36, 18) NOT NULL,
	"linked_price" numeric(36, 18) NOT NULL,
	"end_date" date NOT NULL,
	"settle_at" timestamp with time zone NOT NULL,
	"total_number" integer NOT NULL,
	"remaining_number" integer NOT NULL,
	"purchased_number" integer DEFAULT 0 NOT NULL,
	"user_limit" integer NOT NULL,
	"status" text DEFAULT 'on' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dual_products_type" CHECK ("dual_products"."type" IN ('call', 'put')),
	CONSTRAINT "dual_products_status" CHECK ("dual_products"."status" IN ('on', 'paused')),
	CONSTRAINT "dual_products_shares" CHECK ("dual_products"."remaining_number" >= 0 AND "dual_products"."purchased_number" >= 0 AND "dual_products"."remaining_number" + "dual_products"."purchased_number" = "dual_products"."total_number" AND "dual_products"."user_limit" > 0),
	CONSTRAINT "dual_products_terms" CHECK ("dual_products"."per_price" > 0 AND "dual_products"."apr" > 0 AND "dual_products"."linked_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "dual_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"pair_id" integer NOT NULL,
	"settle_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"price" numeric(36, 18),
	"samples" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dual_settlements_status" CHECK ("dual_settlements"."status" IN ('settled', 'failed')),
	CONSTRAINT "dual_settlements_price" CHECK ("dual_settlements"."status" = 'failed' OR "dual_settlements"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "ieo_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"paid" numeric(36, 18) NOT NULL,
	"hold_id" bigint NOT NULL,
	"status" text DEFAULT 'subscribed' NOT NULL,
	"coin_amount" numeric(36, 18) DEFAULT '0' NOT NULL,
	"cost" numeric(36, 18) DEFAULT '0' NOT NULL,
	"refund" numeric(36, 18) DEFAULT '0' NOT NULL,
	"capped" boolean DEFAULT false NOT NULL,
	"give_amount" numeric(36, 18) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"allocated_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "ieo_orders_status" CHECK ("ieo_orders"."status" IN ('subscribed', 'allocated', 'delivered', 'refunded')),
	CONSTRAINT "ieo_orders_amounts" CHECK ("ieo_orders"."amount" > 0 AND "ieo_orders"."paid" > 0 AND "ieo_orders"."cost" + "ieo_orders"."refund" <= "ieo_orders"."paid" AND "ieo_orders"."give_amount" <= "ieo_orders"."coin_amount")
);
--> statement-breakpoint
CREATE TABLE "ieo_projects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"currency_id" integer NOT NULL,
	"pay_currency_id" integer NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"supply" numeric(36, 18) NOT NULL,
	"min_amount" numeric(36, 18) NOT NULL,
	"user_limit" numeric(36, 18) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"lock_days" integer NOT NULL,
	"market_at" timestamp with time zone NOT NULL,
	"texts" jsonb NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"white_book" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'on' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"allocation" text DEFAULT 'pending' NOT NULL,
	"requested" numeric(36, 18) DEFAULT '0' NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"passes" integer DEFAULT 0 NOT NULL,
	"allocated" numeric(36, 18) DEFAULT '0' NOT NULL,
	"ratio" numeric(36, 18),
	"raised" numeric(36, 18) DEFAULT '0' NOT NULL,
	"delivered" numeric(36, 18) DEFAULT '0' NOT NULL,
	"allocated_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"listed_pair_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ieo_projects_status" CHECK ("ieo_projects"."status" IN ('on', 'paused')),
	CONSTRAINT "ieo_projects_allocation" CHECK ("ieo_projects"."allocation" IN ('pending', 'allocated', 'delivered')),
	CONSTRAINT "ieo_projects_window" CHECK ("ieo_projects"."end_at" > "ieo_projects"."start_at" AND "ieo_projects"."market_at" >= "ieo_projects"."end_at"),
	CONSTRAINT "ieo_projects_terms" CHECK ("ieo_projects"."price" > 0 AND "ieo_projects"."supply" > 0 AND "ieo_projects"."min_amount" > 0 AND "ieo_projects"."min_amount" <= "ieo_projects"."user_limit" AND "ieo_projects"."min_amount" <= "ieo_projects"."supply" AND "ieo_projects"."lock_days" >= 0),
	CONSTRAINT "ieo_projects_totals" CHECK ("ieo_projects"."allocated" <= "ieo_projects"."supply" AND "ieo_projects"."delivered" <= "ieo_projects"."allocated")
);
--> statement-breakpoint
CREATE TABLE "lock_day_rates" (
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"rate" numeric(36, 18) NOT NULL,
	"source" text NOT NULL,
	"set_by" bigint,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lock_day_rates_product_id_day_pk" PRIMARY KEY("product_id","day"),
	CONSTRAINT "lock_day_rates_source" CHECK ("lock_day_rates"."source" IN ('default', 'operator')),
	CONSTRAINT "lock_day_rates_rate" CHECK ("lock_day_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "lock_dividends" (
	"order_id" bigint NOT NULL,
	"day" date NOT NULL,
	"rate" numeric(36, 18) NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lock_dividends_order_id_day_pk" PRIMARY KEY("order_id","day"),
	CONSTRAINT "lock_dividends_amount" CHECK ("lock_dividends"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lock_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"hold_id" bigint NOT NULL,
	"days" integer NOT NULL,
	"rate_min" numeric(36, 18) NOT NULL,
	"rate_max" numeric(36, 18) NOT NULL,
	"cancel_rate" numeric(36, 18) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total_interest" numeric(36, 18) DEFAULT '0' NOT NULL,
	"days_paid" integer DEFAULT 0 NOT NULL,
	"paid_through" date,
	"cancel_fee" numeric(36, 18) DEFAULT '0' NOT NULL,
	"returned" numeric(36, 18) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "lock_orders_status" CHECK ("lock_orders"."status" IN ('running', 'redeemed', 'matured')),
	CONSTRAINT "lock_orders_amounts" CHECK ("lock_orders"."amount" > 0 AND "lock_orders"."cancel_fee" >= 0 AND "lock_orders"."cancel_fee" + "lock_orders"."returned" <= "lock_orders"."amount")
);
--> statement-breakpoint
CREATE TABLE "lock_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency_id" integer NOT NULL,
	"save_min" numeric(36, 18) NOT NULL,
	"days" integer NOT NULL,
	"rate_min" numeric(36, 18) NOT NULL,
	"rate_max" numeric(36, 18) NOT NULL,
	"cancel_rate" numeric(36, 18) NOT NULL,
	"texts" jsonb NOT NULL,
	"status" text DEFAULT 'on' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lock_products_status" CHECK ("lock_products"."status" IN ('on', 'paused')),
	CONSTRAINT "lock_products_terms" CHECK ("lock_products"."save_min" > 0 AND "lock_products"."days" > 0 AND "lock_products"."rate_min" > 0 AND "lock_products"."rate_min" <= "lock_products"."rate_max" AND "lock_products"."cancel_rate" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pairs" ADD COLUMN "sim_level" numeric(36, 18);--> statement-breakpoint
ALTER TABLE "pairs" ADD COLUMN "sim_volatility" numeric(10, 6);--> statement-breakpoint
ALTER TABLE "pairs" ADD COLUMN "sim_turnover" numeric(36, 18);--> statement-breakpoint
ALTER TABLE "pairs" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dual_orders" ADD CONSTRAINT "dual_orders_product_id_dual_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."dual_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dual_orders" ADD CONSTRAINT "dual_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dual_orders" ADD CONSTRAINT "dual_orders_settlement_id_dual_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."dual_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dual_products" ADD CONSTRAINT "dual_products_currency_id_assets_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dual_products" ADD CONSTRAINT "dual_products_pay_currency_id_assets_id_fk" FOREIGN KEY ("pay_currency_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dual_settlements" ADD CONSTRAINT "dual_settlements_product_id_dual_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."dual_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ieo_orders" ADD CONSTRAINT "ieo_orders_project_id_ieo_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."ieo_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ieo_orders" ADD CONSTRAINT "ieo_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ieo_projects" ADD CONSTRAINT "ieo_projects_currency_id_assets_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ieo_projects" ADD CONSTRAINT "ieo_projects_pay_currency_id_assets_id_fk" FOREIGN KEY ("pay_currency_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_day_rates" ADD CONSTRAINT "lock_day_rates_product_id_lock_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."lock_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_dividends" ADD CONSTRAINT "lock_dividends_order_id_lock_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lock_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_orders" ADD CONSTRAINT "lock_orders_product_id_lock_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."lock_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_orders" ADD CONSTRAINT "lock_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_products" ADD CONSTRAINT "lock_products_currency_id_assets_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dual_orders_user_idx" ON "dual_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "dual_orders_due_idx" ON "dual_orders" USING btree ("status","settle_at","id");--> statement-breakpoint
CREATE INDEX "dual_orders_product_user_idx" ON "dual_orders" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "dual_products_list_idx" ON "dual_products" USING btree ("currency_id","type","settle_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dual_settlements_product_uq" ON "dual_settlements" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ieo_orders_project_user_uq" ON "ieo_orders" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "ieo_orders_user_idx" ON "ieo_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ieo_orders_project_status_idx" ON "ieo_orders" USING btree ("project_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ieo_projects_currency_uq" ON "ieo_projects" USING btree ("currency_id");--> statement-breakpoint
CREATE INDEX "ieo_projects_due_idx" ON "ieo_projects" USING btree ("allocation","end_at");--> statement-breakpoint
CREATE INDEX "ieo_projects_market_idx" ON "ieo_projects" USING btree ("allocation","market_at");--> statement-breakpoint
CREATE INDEX "lock_orders_user_idx" ON "lock_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "lock_orders_running_idx" ON "lock_orders" USING btree ("status","paid_through","id");--> statement-breakpoint
CREATE INDEX "lock_orders_maturity_idx" ON "lock_orders" USING btree ("status","end_at");--> statement-breakpoint
CREATE INDEX "lock_orders_product_idx" ON "lock_orders" USING btree ("product_id","status");