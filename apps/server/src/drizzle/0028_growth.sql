CREATE TABLE "content_articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_key" text NOT NULL,
	"category" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sorts" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_articles_category" CHECK ("content_articles"."category" IN (4, 5, 18, 19, 23, 32, 33, 34)),
	CONSTRAINT "content_articles_version" CHECK ("content_articles"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "content_menu" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"sort" integer NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_menu_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "content_pop_seen" (
	"user_id" bigint NOT NULL,
	"group_key" text NOT NULL,
	"version" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pop_seen_user_id_group_key_pk" PRIMARY KEY("user_id","group_key")
);
--> statement-breakpoint
CREATE TABLE "coupon_campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product" text NOT NULL,
	"value" numeric(36, 18) NOT NULL,
	"currency_id" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"quantity" integer NOT NULL,
	"granted" integer DEFAULT 0 NOT NULL,
	"trigger" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_campaigns_product" CHECK ("coupon_campaigns"."product" IN ('futures', 'options')),
	CONSTRAINT "coupon_campaigns_trigger" CHECK ("coupon_campaigns"."trigger" IN ('manual', 'registration', 'invitation')),
	CONSTRAINT "coupon_campaigns_value" CHECK ("coupon_campaigns"."value" > 0),
	CONSTRAINT "coupon_campaigns_validity" CHECK ("coupon_campaigns"."validity_days" BETWEEN 1 AND 365),
	CONSTRAINT "coupon_campaigns_quantity" CHECK ("coupon_campaigns"."quantity" > 0 AND "coupon_campaigns"."granted" >= 0 AND "coupon_campaigns"."granted" <= "coupon_campaigns"."quantity")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"product" text NOT NULL,
	"value" numeric(36, 18) NOT NULL,
	"currency_id" integer NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"source_ref" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ref_id" bigint,
	"returned" numeric(36, 18),
	"result" numeric(36, 18),
	"closed_at" timestamp with time zone,
	CONSTRAINT "coupons_status" CHECK ("coupons"."status" IN ('unused', 'in_use', 'used', 'expired')),
	CONSTRAINT "coupons_product" CHECK ("coupons"."product" IN ('futures', 'options')),
	CONSTRAINT "coupons_value" CHECK ("coupons"."value" > 0),
	CONSTRAINT "coupons_state" CHECK (("coupons"."status" IN ('unused', 'expired')) = ("coupons"."ref_id" IS NULL) AND ("coupons"."status" = 'used') = ("coupons"."returned" IS NOT NULL) AND ("coupons"."returned" IS NULL OR ("coupons"."returned" >= 0 AND "coupons"."returned" <= "coupons"."value")))
);
--> statement-breakpoint
CREATE TABLE "game_days" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"points" integer NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	"played" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_days_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "game_days_points_nonnegative" CHECK ("game_days"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_predictions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"symbol" text NOT NULL,
	"pair_id" integer NOT NULL,
	"direction" text NOT NULL,
	"seconds" smallint NOT NULL,
	"points" integer NOT NULL,
	"start_price" numeric(36, 18) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"end_price" numeric(36, 18),
	"result" text,
	"payout" integer,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_predictions_points_positive" CHECK ("game_predictions"."points" > 0),
	CONSTRAINT "game_predictions_direction" CHECK ("game_predictions"."direction" IN ('up', 'down')),
	CONSTRAINT "game_predictions_result" CHECK ("game_predictions"."result" IS NULL OR "game_predictions"."result" IN ('win', 'lose', 'draw', 'void'))
);
--> statement-breakpoint
CREATE TABLE "invite_rebates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inviter_id" bigint NOT NULL,
	"referee_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"currency_id" integer NOT NULL,
	"fee" numeric(36, 18) NOT NULL,
	"rebate" numeric(36, 18) NOT NULL,
	"rebate_usdt" numeric(36, 18) NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_rebates_source" CHECK ("invite_rebates"."source" IN ('spot', 'futures')),
	CONSTRAINT "invite_rebates_amounts" CHECK ("invite_rebates"."fee" > 0 AND "invite_rebates"."rebate" > 0 AND "invite_rebates"."rebate_usdt" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "stay_logged_in" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lever_positions" ADD COLUMN "coupon_id" bigint;--> statement-breakpoint
ALTER TABLE "lever_positions" ADD COLUMN "coupon_value" numeric(36, 18);--> statement-breakpoint
ALTER TABLE "lock_products" ADD COLUMN "category" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "option_orders" ADD COLUMN "coupon_id" bigint;--> statement-breakpoint
ALTER TABLE "option_orders" ADD COLUMN "coupon_value" numeric(36, 18);--> statement-breakpoint
ALTER TABLE "content_pop_seen" ADD CONSTRAINT "content_pop_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_campaigns" ADD CONSTRAINT "coupon_campaigns_currency_id_assets_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_campaign_id_coupon_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."coupon_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_currency_id_assets_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_days" ADD CONSTRAINT "game_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_predictions" ADD CONSTRAINT "game_predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_rebates" ADD CONSTRAINT "invite_rebates_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_rebates" ADD CONSTRAINT "invite_rebates_referee_id_users_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_rebates" ADD CONSTRAINT "invite_rebates_currency_id_assets_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_articles_group_lang" ON "content_articles" USING btree ("group_key","lang");--> statement-breakpoint
CREATE INDEX "content_articles_list" ON "content_articles" USING btree ("category","published","sorts","id");--> statement-breakpoint
CREATE INDEX "coupon_campaigns_trigger_idx" ON "coupon_campaigns" USING btree ("trigger","active","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_grant_uq" ON "coupons" USING btree ("campaign_id","user_id","source_ref");--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "coupons_campaign_idx" ON "coupons" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "coupons_due_idx" ON "coupons" USING btree ("expires_at") WHERE "coupons"."status" = 'unused';--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_ref_uq" ON "coupons" USING btree ("product","ref_id") WHERE "coupons"."ref_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "game_days_board_idx" ON "game_days" USING btree ("day","won");--> statement-breakpoint
CREATE INDEX "game_predictions_user_idx" ON "game_predictions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "game_predictions_open_idx" ON "game_predictions" USING btree ("end_at") WHERE "game_predictions"."result" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invite_rebates_source_uq" ON "invite_rebates" USING btree ("source","source_ref");--> statement-breakpoint
CREATE INDEX "invite_rebates_inviter_idx" ON "invite_rebates" USING btree ("inviter_id","id");--> statement-breakpoint
CREATE INDEX "invite_rebates_inviter_referee_idx" ON "invite_rebates" USING btree ("inviter_id","referee_id");--> statement-breakpoint
ALTER TABLE "lever_positions" ADD CONSTRAINT "lever_positions_coupon" CHECK (("lever_positions"."coupon_id" IS NULL) = ("lever_positions"."coupon_value" IS NULL) AND ("lever_positions"."coupon_value" IS NULL OR ("lever_positions"."coupon_value" > 0 AND "lever_positions"."coupon_value" <= "lever_positions"."origin_margin")));--> statement-breakpoint
ALTER TABLE "lock_products" ADD CONSTRAINT "lock_products_category" CHECK ("lock_products"."category" IN ('standard', 'defi', 'cloud'));--> statement-breakpoint
ALTER TABLE "option_orders" ADD CONSTRAINT "option_orders_coupon" CHECK (("option_orders"."coupon_id" IS NULL) = ("option_orders"."coupon_value" IS NULL) AND ("option_orders"."coupon_value" IS NULL OR ("option_orders"."coupon_value" > 0 AND "option_orders"."coupon_value" <= "option_orders"."stake")));