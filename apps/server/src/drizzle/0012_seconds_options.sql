CREATE TABLE "option_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"pair_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"seconds" integer NOT NULL,
	"stake" numeric(36, 18) NOT NULL,
	"profit_ratio" numeric(36, 18) NOT NULL,
	"fee" numeric(36, 18) DEFAULT '0' NOT NULL,
	"open_price" numeric(36, 18) NOT NULL,
	"open_price_at" timestamp (3) with time zone NOT NULL,
	"opened_at" timestamp (3) with time zone NOT NULL,
	"settle_at" timestamp (3) with time zone NOT NULL,
	"settle_second" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"end_price" numeric(36, 18),
	"profit_result" smallint,
	"result_reason" text DEFAULT '' NOT NULL,
	"payout" numeric(36, 18),
	"fact_profits" numeric(36, 18),
	"settled_at" timestamp (3) with time zone,
	"stake_entry_id" bigint NOT NULL,
	"settle_entry_id" bigint,
	CONSTRAINT "option_orders_type" CHECK ("option_orders"."type" IN (1, 2)),
	CONSTRAINT "option_orders_status" CHECK ("option_orders"."status" IN (1, 3)),
	CONSTRAINT "option_orders_amounts" CHECK ("option_orders"."stake" > 0 AND "option_orders"."profit_ratio" > 0 AND "option_orders"."fee" >= 0 AND "option_orders"."open_price" > 0 AND "option_orders"."seconds" > 0),
	CONSTRAINT "option_orders_settle_at" CHECK ("option_orders"."settle_at" > "option_orders"."opened_at"),
	CONSTRAINT "option_orders_open_state" CHECK ("option_orders"."status" <> 1 OR ("option_orders"."end_price" IS NULL AND "option_orders"."profit_result" IS NULL AND "option_orders"."result_reason" = '' AND "option_orders"."settled_at" IS NULL AND "option_orders"."settle_entry_id" IS NULL)),
	CONSTRAINT "option_orders_closed_state" CHECK ("option_orders"."status" <> 3 OR ("option_orders"."profit_result" IN (-1, 0, 1) AND "option_orders"."settled_at" IS NOT NULL AND "option_orders"."settle_entry_id" IS NOT NULL AND "option_orders"."payout" >= 0 AND "option_orders"."fact_profits" = "option_orders"."payout" - "option_orders"."stake" AND (("option_orders"."result_reason" = 'settled' AND "option_orders"."end_price" > 0) OR ("option_orders"."result_reason" = 'no_price' AND "option_orders"."end_price" IS NULL AND "option_orders"."profit_result" = 0))))
);
--> statement-breakpoint
CREATE TABLE "option_prices" (
	"pair_id" integer NOT NULL,
	"second" bigint NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	CONSTRAINT "option_prices_pair_id_second_pk" PRIMARY KEY("pair_id","second"),
	CONSTRAINT "option_prices_price" CHECK ("option_prices"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "option_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"seconds" integer NOT NULL,
	"profit_ratio" numeric(36, 18) NOT NULL,
	"min_amount" numeric(36, 18) NOT NULL,
	"max_amount" numeric(36, 18) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_tiers_seconds" CHECK ("option_tiers"."seconds" BETWEEN 10 AND 3600),
	CONSTRAINT "option_tiers_ratio" CHECK ("option_tiers"."profit_ratio" > 0 AND "option_tiers"."profit_ratio" <= 100),
	CONSTRAINT "option_tiers_amounts" CHECK ("option_tiers"."min_amount" > 0 AND "option_tiers"."min_amount" <= "option_tiers"."max_amount"),
	CONSTRAINT "option_tiers_status" CHECK ("option_tiers"."status" IN (0, 1))
);
--> statement-breakpoint
ALTER TABLE "option_orders" ADD CONSTRAINT "option_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_orders" ADD CONSTRAINT "option_orders_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "option_orders_user_idx" ON "option_orders" USING btree ("user_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "option_orders_due_idx" ON "option_orders" USING btree ("settle_second","id") WHERE "option_orders"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "option_tiers_seconds_uq" ON "option_tiers" USING btree ("seconds");