CREATE TABLE "copy_agreements" (
	"user_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "copy_agreements_user_id_version_pk" PRIMARY KEY("user_id","version")
);
--> statement-breakpoint
CREATE TABLE "copy_follows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"follower_user_id" bigint NOT NULL,
	"trader_user_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"number" numeric(36, 18) NOT NULL,
	"budget" numeric(36, 18) NOT NULL,
	"stop_loss_percent" integer,
	"profit_share" numeric(36, 18) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"end_reason" text DEFAULT '' NOT NULL,
	"realised" numeric(36, 18) DEFAULT '0' NOT NULL,
	"high_water" numeric(36, 18) DEFAULT '0' NOT NULL,
	"shares_paid" numeric(36, 18) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "copy_follows_type" CHECK ("copy_follows"."type" IN (1, 2)),
	CONSTRAINT "copy_follows_status" CHECK ("copy_follows"."status" IN ('active', 'cancelled', 'stopped', 'ended')),
	CONSTRAINT "copy_follows_end" CHECK (("copy_follows"."status" = 'active') = ("copy_follows"."end_reason" = '' AND "copy_follows"."ended_at" IS NULL)),
	CONSTRAINT "copy_follows_self" CHECK ("copy_follows"."follower_user_id" <> "copy_follows"."trader_user_id"),
	CONSTRAINT "copy_follows_money" CHECK ("copy_follows"."number" > 0 AND "copy_follows"."budget" > 0 AND "copy_follows"."high_water" >= 0 AND "copy_follows"."shares_paid" >= 0),
	CONSTRAINT "copy_follows_stop_loss" CHECK ("copy_follows"."stop_loss_percent" IS NULL OR ("copy_follows"."stop_loss_percent" BETWEEN 1 AND 100))
);
--> statement-breakpoint
CREATE TABLE "copy_profit_shares" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"follow_id" bigint NOT NULL,
	"copy_trade_id" bigint NOT NULL,
	"trader_user_id" bigint NOT NULL,
	"follower_user_id" bigint NOT NULL,
	"position_id" bigint NOT NULL,
	"profit" numeric(36, 18) NOT NULL,
	"above_high_water" numeric(36, 18) NOT NULL,
	"rate" numeric(36, 18) NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "copy_profit_shares_amount" CHECK ("copy_profit_shares"."amount" > 0 AND "copy_profit_shares"."profit" > 0)
);
--> statement-breakpoint
CREATE TABLE "copy_trader_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"profit_share" numeric(36, 18) NOT NULL,
	"max_followers" integer NOT NULL,
	"min_amount" numeric(36, 18) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "copy_trader_applications_status" CHECK ("copy_trader_applications"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "copy_trader_applications_share" CHECK ("copy_trader_applications"."profit_share" >= 0 AND "copy_trader_applications"."profit_share" <= 30),
	CONSTRAINT "copy_trader_applications_terms" CHECK ("copy_trader_applications"."max_followers" > 0 AND "copy_trader_applications"."min_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "copy_trader_curve" (
	"trader_user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"pnl" numeric(36, 18) NOT NULL,
	"margin" numeric(36, 18) NOT NULL,
	"roi" numeric(36, 18) NOT NULL,
	CONSTRAINT "copy_trader_curve_trader_user_id_day_pk" PRIMARY KEY("trader_user_id","day")
);
--> statement-breakpoint
CREATE TABLE "copy_trader_stats" (
	"trader_user_id" bigint NOT NULL,
	"window" smallint NOT NULL,
	"closed_count" integer NOT NULL,
	"profit_count" integer NOT NULL,
	"loss_count" integer NOT NULL,
	"total_profits" numeric(36, 18) NOT NULL,
	"win_rate" numeric(36, 18) NOT NULL,
	"roi" numeric(36, 18) NOT NULL,
	"max_drawdown" numeric(36, 18) NOT NULL,
	"max_drawdown_rate" numeric(36, 18) NOT NULL,
	"followers_profits" numeric(36, 18) NOT NULL,
	"yesterday_roi" numeric(36, 18) NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "copy_trader_stats_trader_user_id_window_pk" PRIMARY KEY("trader_user_id","window"),
	CONSTRAINT "copy_trader_stats_window" CHECK ("copy_trader_stats"."window" IN (0, 7, 30, 90))
);
--> statement-breakpoint
CREATE TABLE "copy_traders" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"profit_share" numeric(36, 18) NOT NULL,
	"max_followers" integer NOT NULL,
	"min_amount" numeric(36, 18) NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"strategy" text DEFAULT '' NOT NULL,
	"application_id" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "copy_traders_status" CHECK ("copy_traders"."status" IN ('active', 'revoked')),
	CONSTRAINT "copy_traders_share" CHECK ("copy_traders"."profit_share" >= 0 AND "copy_traders"."profit_share" <= 30),
	CONSTRAINT "copy_traders_terms" CHECK ("copy_traders"."max_followers" > 0 AND "copy_traders"."min_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "copy_trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"follow_id" bigint NOT NULL,
	"follower_user_id" bigint NOT NULL,
	"trader_user_id" bigint NOT NULL,
	"trader_position_id" bigint NOT NULL,
	"position_id" bigint,
	"status" text NOT NULL,
	"skip_reason" text DEFAULT '' NOT NULL,
	"close_cause" text DEFAULT '' NOT NULL,
	"trader_close_reason" text DEFAULT '' NOT NULL,
	"lots" integer DEFAULT 0 NOT NULL,
	"profit" numeric(36, 18),
	"share" numeric(36, 18) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "copy_trades_status" CHECK ("copy_trades"."status" IN ('open', 'closed', 'detached', 'skipped')),
	CONSTRAINT "copy_trades_skipped" CHECK (("copy_trades"."status" = 'skipped') = ("copy_trades"."position_id" IS NULL)),
	CONSTRAINT "copy_trades_skip_reason" CHECK (("copy_trades"."status" = 'skipped') = ("copy_trades"."skip_reason" <> '')),
	CONSTRAINT "copy_trades_cause" CHECK ("copy_trades"."close_cause" IN ('', 'trader', 'stop_loss', 'own'))
);
--> statement-breakpoint
ALTER TABLE "lever_positions" DROP CONSTRAINT "lever_positions_close_reason";--> statement-breakpoint
ALTER TABLE "lever_positions" ADD COLUMN "follow_order_id" bigint;--> statement-breakpoint
ALTER TABLE "lever_positions" ADD COLUMN "follow_user_id" bigint;--> statement-breakpoint
ALTER TABLE "lever_positions" ADD COLUMN "copy_attached" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "copy_agreements" ADD CONSTRAINT "copy_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_follows" ADD CONSTRAINT "copy_follows_follower_user_id_users_id_fk" FOREIGN KEY ("follower_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_follows" ADD CONSTRAINT "copy_follows_trader_user_id_users_id_fk" FOREIGN KEY ("trader_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_profit_shares" ADD CONSTRAINT "copy_profit_shares_follow_id_copy_follows_id_fk" FOREIGN KEY ("follow_id") REFERENCES "public"."copy_follows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_profit_shares" ADD CONSTRAINT "copy_profit_shares_copy_trade_id_copy_trades_id_fk" FOREIGN KEY ("copy_trade_id") REFERENCES "public"."copy_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_trader_applications" ADD CONSTRAINT "copy_trader_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_trader_curve" ADD CONSTRAINT "copy_trader_curve_trader_user_id_users_id_fk" FOREIGN KEY ("trader_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_trader_stats" ADD CONSTRAINT "copy_trader_stats_trader_user_id_users_id_fk" FOREIGN KEY ("trader_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_traders" ADD CONSTRAINT "copy_traders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_trades" ADD CONSTRAINT "copy_trades_follow_id_copy_follows_id_fk" FOREIGN KEY ("follow_id") REFERENCES "public"."copy_follows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "copy_follows_one_active_uq" ON "copy_follows" USING btree ("follower_user_id","trader_user_id") WHERE "copy_follows"."status" = 'active';--> statement-breakpoint
CREATE INDEX "copy_follows_trader_idx" ON "copy_follows" USING btree ("trader_user_id","status");--> statement-breakpoint
CREATE INDEX "copy_follows_follower_idx" ON "copy_follows" USING btree ("follower_user_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_profit_shares_copy_uq" ON "copy_profit_shares" USING btree ("copy_trade_id");--> statement-breakpoint
CREATE INDEX "copy_profit_shares_trader_idx" ON "copy_profit_shares" USING btree ("trader_user_id","id");--> statement-breakpoint
CREATE INDEX "copy_profit_shares_follower_idx" ON "copy_profit_shares" USING btree ("follower_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_trader_applications_one_pending_uq" ON "copy_trader_applications" USING btree ("user_id") WHERE "copy_trader_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "copy_trader_applications_status_idx" ON "copy_trader_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "copy_trader_applications_user_idx" ON "copy_trader_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "copy_traders_status_idx" ON "copy_traders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_trades_follow_position_uq" ON "copy_trades" USING btree ("follow_id","trader_position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_trades_position_uq" ON "copy_trades" USING btree ("position_id") WHERE "copy_trades"."position_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "copy_trades_trader_position_idx" ON "copy_trades" USING btree ("trader_position_id","status");--> statement-breakpoint
CREATE INDEX "copy_trades_follower_idx" ON "copy_trades" USING btree ("follower_user_id","status","id");--> statement-breakpoint
CREATE INDEX "copy_trades_follow_idx" ON "copy_trades" USING btree ("follow_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "lever_positions_one_copy_uq" ON "lever_positions" USING btree ("follow_order_id","user_id") WHERE "lever_positions"."follow_order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "lever_positions" ADD CONSTRAINT "lever_positions_copy" CHECK (("lever_positions"."follow_order_id" IS NULL) = ("lever_positions"."follow_user_id" IS NULL) AND (NOT "lever_positions"."copy_attached" OR "lever_positions"."follow_order_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "lever_positions" ADD CONSTRAINT "lever_positions_close_reason" CHECK ("lever_positions"."close_reason" IN ('', 'manual', 'tp', 'sl', 'liquidation', 'batch', 'copy', 'copy_stop'));