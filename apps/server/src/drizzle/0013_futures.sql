CREATE SEQUENCE "public"."lever_positions_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "lever_overnight_charges" (
	"position_id" bigint NOT NULL,
	"day" date NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lever_overnight_charges_position_id_day_pk" PRIMARY KEY("position_id","day"),
	CONSTRAINT "lever_overnight_amount" CHECK ("lever_overnight_charges"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lever_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"pair_id" integer NOT NULL,
	"legal_id" integer NOT NULL,
	"side" smallint NOT NULL,
	"order_kind" text NOT NULL,
	"lots" integer NOT NULL,
	"units_per_lot" numeric(36, 18) NOT NULL,
	"quantity" numeric(36, 18) NOT NULL,
	"leverage" integer NOT NULL,
	"target_price" numeric(36, 18),
	"origin_price" numeric(36, 18),
	"price" numeric(36, 18),
	"mark_price" numeric(36, 18),
	"take_profit" numeric(36, 18),
	"stop_loss" numeric(36, 18),
	"liquidation_price" numeric(36, 18),
	"origin_margin" numeric(36, 18) NOT NULL,
	"margin" numeric(36, 18) NOT NULL,
	"trade_fee" numeric(36, 18) NOT NULL,
	"overnight_rate" numeric(36, 18) NOT NULL,
	"overnight_money" numeric(36, 18) DEFAULT '0' NOT NULL,
	"fact_profits" numeric(36, 18),
	"status" smallint NOT NULL,
	"close_reason" text DEFAULT '' NOT NULL,
	"close_origin_price" numeric(36, 18),
	"close_price" numeric(36, 18),
	"close_time" timestamp with time zone,
	"shortfall" numeric(36, 18) DEFAULT '0' NOT NULL,
	"hold_id" bigint,
	"updated_seq" bigint DEFAULT nextval('lever_positions_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lever_positions_side" CHECK ("lever_positions"."side" IN (1, 2)),
	CONSTRAINT "lever_positions_status" CHECK ("lever_positions"."status" IN (0, 1, 2, 3, 4)),
	CONSTRAINT "lever_positions_kind" CHECK ("lever_positions"."order_kind" IN ('market', 'limit')),
	CONSTRAINT "lever_positions_limit" CHECK (("lever_positions"."order_kind" = 'limit') = ("lever_positions"."target_price" IS NOT NULL AND "lever_positions"."target_price" > 0)),
	CONSTRAINT "lever_positions_sizes" CHECK ("lever_positions"."lots" > 0 AND "lever_positions"."leverage" > 0 AND "lever_positions"."quantity" > 0 AND "lever_positions"."units_per_lot" > 0),
	CONSTRAINT "lever_positions_money" CHECK ("lever_positions"."origin_margin" > 0 AND "lever_positions"."margin" >= 0 AND "lever_positions"."margin" <= "lever_positions"."origin_margin" AND "lever_positions"."trade_fee" >= 0 AND "lever_positions"."overnight_money" >= 0 AND "lever_positions"."shortfall" >= 0 AND "lever_positions"."overnight_rate" >= 0),
	CONSTRAINT "lever_positions_close_reason" CHECK ("lever_positions"."close_reason" IN ('', 'manual', 'tp', 'sl', 'liquidation', 'batch')),
	CONSTRAINT "lever_positions_closed" CHECK (("lever_positions"."status" = 3) = ("lever_positions"."close_reason" <> '' AND "lever_positions"."close_price" IS NOT NULL AND "lever_positions"."close_origin_price" IS NOT NULL AND "lever_positions"."close_time" IS NOT NULL AND "lever_positions"."fact_profits" IS NOT NULL)),
	CONSTRAINT "lever_positions_open" CHECK ("lever_positions"."status" NOT IN (1, 2) OR ("lever_positions"."price" IS NOT NULL AND "lever_positions"."origin_price" IS NOT NULL AND "lever_positions"."opened_at" IS NOT NULL AND "lever_positions"."hold_id" IS NOT NULL)),
	CONSTRAINT "lever_positions_pending" CHECK ("lever_positions"."status" <> 0 OR "lever_positions"."hold_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "lever_overnight_charges" ADD CONSTRAINT "lever_overnight_charges_position_id_lever_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."lever_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lever_positions" ADD CONSTRAINT "lever_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lever_positions" ADD CONSTRAINT "lever_positions_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lever_positions_user_status_idx" ON "lever_positions" USING btree ("user_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lever_positions_status_idx" ON "lever_positions" USING btree ("status","pair_id");--> statement-breakpoint
CREATE INDEX "lever_positions_updated_seq_idx" ON "lever_positions" USING btree ("updated_seq");--> statement-breakpoint
CREATE INDEX "lever_positions_updated_at_idx" ON "lever_positions" USING btree ("updated_at");