CREATE SEQUENCE "public"."loans_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "loan_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(36, 18) DEFAULT '0' NOT NULL,
	"collateral" numeric(36, 18) DEFAULT '0' NOT NULL,
	"price" numeric(36, 18),
	"hold_id" bigint,
	"hour" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"currency_id" integer NOT NULL,
	"borrow_currency_id" integer NOT NULL,
	"pair_id" integer NOT NULL,
	"initial_ltv" numeric(36, 18) NOT NULL,
	"margin_call_ltv" numeric(36, 18) NOT NULL,
	"liquidation_ltv" numeric(36, 18) NOT NULL,
	"hourly_rate" numeric(36, 18) NOT NULL,
	"terms" integer[] NOT NULL,
	"min_borrow" numeric(36, 18) NOT NULL,
	"max_borrow" numeric(36, 18) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_products_ltv_ck" CHECK (0 < "loan_products"."initial_ltv" AND "loan_products"."initial_ltv" < "loan_products"."margin_call_ltv" AND "loan_products"."margin_call_ltv" < "loan_products"."liquidation_ltv" AND "loan_products"."liquidation_ltv" < 100),
	CONSTRAINT "loan_products_limits_ck" CHECK (0 < "loan_products"."min_borrow" AND "loan_products"."min_borrow" <= "loan_products"."max_borrow")
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"borrow_currency_id" integer NOT NULL,
	"pair_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"term_days" integer NOT NULL,
	"collateral" numeric(36, 18) NOT NULL,
	"borrowed" numeric(36, 18) NOT NULL,
	"principal" numeric(36, 18) NOT NULL,
	"interest" numeric(36, 18) DEFAULT '0' NOT NULL,
	"interest_total" numeric(36, 18) DEFAULT '0' NOT NULL,
	"repaid" numeric(36, 18) DEFAULT '0' NOT NULL,
	"initial_ltv" numeric(36, 18) NOT NULL,
	"margin_call_ltv" numeric(36, 18) NOT NULL,
	"liquidation_ltv" numeric(36, 18) NOT NULL,
	"hourly_rate" numeric(36, 18) NOT NULL,
	"liquidation_price" numeric(36, 18) NOT NULL,
	"margin_call_price" numeric(36, 18) NOT NULL,
	"margin_call" boolean DEFAULT false NOT NULL,
	"accrued_until" timestamp with time zone NOT NULL,
	"term_end" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_price" numeric(36, 18),
	"proceeds" numeric(36, 18),
	"returned" numeric(36, 18),
	"shortfall" numeric(36, 18),
	"updated_seq" bigint DEFAULT nextval('loans_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loans_status_ck" CHECK ("loans"."status" IN ('active', 'repaid', 'liquidated', 'matured')),
	CONSTRAINT "loans_amounts_ck" CHECK ("loans"."collateral" > 0 AND "loans"."principal" >= 0 AND "loans"."interest" >= 0 AND "loans"."principal" <= "loans"."borrowed")
);
--> statement-breakpoint
CREATE TABLE "otc_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"quote_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"side" text NOT NULL,
	"currency_id" integer NOT NULL,
	"fiat" text NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"total" numeric(36, 18) NOT NULL,
	"spread_bps" integer NOT NULL,
	"feed_price" numeric(36, 18) NOT NULL,
	"fiat_rate" numeric(36, 18) NOT NULL,
	"usdt_value" numeric(36, 18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"bank" jsonb,
	"card" jsonb,
	"voucher" text DEFAULT '' NOT NULL,
	"hold_id" bigint,
	"deadline_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"operator_id" bigint,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "otc_orders_side" CHECK ("otc_orders"."side" IN ('buy', 'sell')),
	CONSTRAINT "otc_orders_status" CHECK ("otc_orders"."status" IN ('pending', 'paid', 'completed', 'rejected', 'cancelled', 'expired')),
	CONSTRAINT "otc_orders_shape" CHECK (("otc_orders"."side" = 'buy' AND "otc_orders"."bank" IS NOT NULL AND "otc_orders"."deadline_at" IS NOT NULL) OR ("otc_orders"."side" = 'sell' AND "otc_orders"."card" IS NOT NULL AND "otc_orders"."hold_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "otc_quotes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"side" text NOT NULL,
	"currency_id" integer NOT NULL,
	"fiat" text NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"total" numeric(36, 18) NOT NULL,
	"spread_bps" integer NOT NULL,
	"feed_price" numeric(36, 18) NOT NULL,
	"fiat_rate" numeric(36, 18) NOT NULL,
	"usdt_value" numeric(36, 18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "otc_quotes_side" CHECK ("otc_quotes"."side" IN ('buy', 'sell')),
	CONSTRAINT "otc_quotes_amounts" CHECK ("otc_quotes"."amount" > 0 AND "otc_quotes"."total" >= 0 AND "otc_quotes"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "otc_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"open" boolean NOT NULL,
	"coins" jsonb NOT NULL,
	"spread_bps" integer NOT NULL,
	"min_usdt" numeric(36, 18) NOT NULL,
	"max_usdt" numeric(36, 18) NOT NULL,
	"pay_window_minutes" integer NOT NULL,
	"bank" jsonb NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otc_settings_one" CHECK ("otc_settings"."id" = 1),
	CONSTRAINT "otc_settings_limits" CHECK ("otc_settings"."min_usdt" > 0 AND "otc_settings"."min_usdt" <= "otc_settings"."max_usdt"),
	CONSTRAINT "otc_settings_spread" CHECK ("otc_settings"."spread_bps" BETWEEN 0 AND 9999)
);
--> statement-breakpoint
CREATE TABLE "support_canned" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"thread_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"side" text NOT NULL,
	"operator_id" bigint,
	"kind" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image" text,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	CONSTRAINT "support_messages_sender_ck" CHECK ("support_messages"."sender" IN ('user', 'visitor', 'operator', 'system')),
	CONSTRAINT "support_messages_side_ck" CHECK ("support_messages"."side" IN ('user', 'operator')),
	CONSTRAINT "support_messages_kind_ck" CHECK ("support_messages"."kind" IN ('text', 'image')),
	CONSTRAINT "support_messages_text_ck" CHECK (char_length("support_messages"."text") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "support_threads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"visitor_id" bigint,
	"topic" text DEFAULT '' NOT NULL,
	"topic_title" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" bigint,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_threads_owner_ck" CHECK (("support_threads"."user_id" IS NULL) <> ("support_threads"."visitor_id" IS NULL)),
	CONSTRAINT "support_threads_status_ck" CHECK ("support_threads"."status" IN ('open', 'closed')),
	CONSTRAINT "support_threads_visitor_topic_ck" CHECK ("support_threads"."visitor_id" IS NULL OR "support_threads"."topic" = '')
);
--> statement-breakpoint
CREATE TABLE "support_visitors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_by" bigint,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "loan_events" ADD CONSTRAINT "loan_events_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_products" ADD CONSTRAINT "loan_products_currency_id_assets_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_products" ADD CONSTRAINT "loan_products_borrow_currency_id_assets_id_fk" FOREIGN KEY ("borrow_currency_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_product_id_loan_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."loan_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otc_orders" ADD CONSTRAINT "otc_orders_quote_id_otc_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."otc_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otc_orders" ADD CONSTRAINT "otc_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otc_orders" ADD CONSTRAINT "otc_orders_currency_id_assets_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otc_quotes" ADD CONSTRAINT "otc_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otc_quotes" ADD CONSTRAINT "otc_quotes_currency_id_assets_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_thread_id_support_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."support_threads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_threads" ADD CONSTRAINT "support_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_threads" ADD CONSTRAINT "support_threads_visitor_id_support_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."support_visitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_threads" ADD CONSTRAINT "support_threads_assignee_id_operators_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_visitors" ADD CONSTRAINT "support_visitors_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_events_loan_idx" ON "loan_events" USING btree ("loan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_events_hour_uq" ON "loan_events" USING btree ("loan_id","hour") WHERE "loan_events"."hour" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_products_currency_uq" ON "loan_products" USING btree ("currency_id");--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loans_active_idx" ON "loans" USING btree ("id") WHERE "loans"."status" = 'active';--> statement-breakpoint
CREATE INDEX "loans_updated_seq_idx" ON "loans" USING btree ("updated_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "otc_orders_no_uq" ON "otc_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "otc_orders_quote_uq" ON "otc_orders" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "otc_orders_user_idx" ON "otc_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "otc_orders_status_idx" ON "otc_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "otc_orders_due_idx" ON "otc_orders" USING btree ("deadline_at") WHERE "otc_orders"."status" = 'pending' AND "otc_orders"."side" = 'buy';--> statement-breakpoint
CREATE INDEX "otc_quotes_user_idx" ON "otc_quotes" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_client_uq" ON "support_messages" USING btree ("thread_id","sender","client_id");--> statement-breakpoint
CREATE INDEX "support_messages_thread_idx" ON "support_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "support_messages_unread_idx" ON "support_messages" USING btree ("thread_id","side") WHERE "support_messages"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "support_threads_user_topic_uq" ON "support_threads" USING btree ("user_id","topic") WHERE "support_threads"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "support_threads_visitor_uq" ON "support_threads" USING btree ("visitor_id") WHERE "support_threads"."visitor_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "support_threads_inbox_idx" ON "support_threads" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "support_threads_assignee_idx" ON "support_threads" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "support_visitors_token_uq" ON "support_visitors" USING btree ("token_hash");