CREATE TABLE "nft_artists" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"listing_no" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"hold_id" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_box_series" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"artist_id" bigint NOT NULL,
	"collection_id" bigint,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" text NOT NULL,
	"currency_id" integer NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"royalty_bps" integer NOT NULL,
	"prizes" jsonb NOT NULL,
	"total" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"drawn" integer DEFAULT 0 NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"revealed_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_box_series_counts" CHECK ("nft_box_series"."sold" <= "nft_box_series"."total" AND "nft_box_series"."drawn" <= "nft_box_series"."total" AND "nft_box_series"."total" > 0),
	CONSTRAINT "nft_box_series_window" CHECK ("nft_box_series"."end_at" > "nft_box_series"."start_at")
);
--> statement-breakpoint
CREATE TABLE "nft_collections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"artist_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_collects" (
	"user_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_collects_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "nft_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"author_description" text DEFAULT '' NOT NULL,
	"creator_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"collection_id" bigint,
	"series_id" bigint,
	"currency_id" integer NOT NULL,
	"pay_type" smallint NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"start_price" numeric(36, 18) NOT NULL,
	"per_increase" numeric(36, 18) DEFAULT '0' NOT NULL,
	"margin" numeric(36, 18) DEFAULT '0' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"listing_no" integer DEFAULT 1 NOT NULL,
	"resell" boolean DEFAULT false NOT NULL,
	"lock_order" boolean DEFAULT false NOT NULL,
	"auction_closed" boolean DEFAULT false NOT NULL,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"leading_bid_id" bigint,
	"extended" boolean DEFAULT false NOT NULL,
	"rarity" text DEFAULT 'N' NOT NULL,
	"royalty_bps" integer DEFAULT 0 NOT NULL,
	"image" text NOT NULL,
	"media" text NOT NULL,
	"media_sha256" text NOT NULL,
	"media_mime" text NOT NULL,
	"media_size" integer NOT NULL,
	"box_seq" integer,
	"box_slot" integer,
	"box_opened" boolean DEFAULT false NOT NULL,
	"box_opened_at" timestamp with time zone,
	"last_price" numeric(36, 18),
	"hidden" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_items_type" CHECK ("nft_items"."type" IN (1, 2, 3, 4)),
	CONSTRAINT "nft_items_pay_type" CHECK ("nft_items"."pay_type" IN (1, 2, 3)),
	CONSTRAINT "nft_items_prices" CHECK ("nft_items"."price" > 0 AND "nft_items"."per_increase" >= 0 AND "nft_items"."margin" >= 0),
	CONSTRAINT "nft_items_royalty" CHECK ("nft_items"."royalty_bps" BETWEEN 0 AND 1000),
	CONSTRAINT "nft_items_window" CHECK ("nft_items"."end_at" > "nft_items"."start_at")
);
--> statement-breakpoint
CREATE TABLE "nft_margins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"listing_no" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"hold_id" bigint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "nft_margins_status" CHECK ("nft_margins"."status" IN ('held', 'refunded', 'forfeited'))
);
--> statement-breakpoint
CREATE TABLE "nft_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"listing_no" integer NOT NULL,
	"bid_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"margin_id" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"overtime" timestamp with time zone NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_pay" boolean DEFAULT false NOT NULL,
	"is_expired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pay_time" timestamp with time zone,
	CONSTRAINT "nft_orders_state" CHECK (NOT ("nft_orders"."is_pay" AND "nft_orders"."is_expired"))
);
--> statement-breakpoint
CREATE TABLE "nft_sales" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"listing_no" integer NOT NULL,
	"kind" text NOT NULL,
	"buyer_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"creator_id" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"fee" numeric(36, 18) NOT NULL,
	"royalty" numeric(36, 18) NOT NULL,
	"seller_amount" numeric(36, 18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_sales_kind" CHECK ("nft_sales"."kind" IN ('fixed', 'auction', 'box')),
	CONSTRAINT "nft_sales_split" CHECK ("nft_sales"."fee" + "nft_sales"."royalty" + "nft_sales"."seller_amount" = "nft_sales"."price")
);
--> statement-breakpoint
ALTER TABLE "nft_artists" ADD CONSTRAINT "nft_artists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_bids" ADD CONSTRAINT "nft_bids_item_id_nft_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."nft_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_bids" ADD CONSTRAINT "nft_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_box_series" ADD CONSTRAINT "nft_box_series_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_box_series" ADD CONSTRAINT "nft_box_series_collection_id_nft_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."nft_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_box_series" ADD CONSTRAINT "nft_box_series_currency_id_assets_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_collections" ADD CONSTRAINT "nft_collections_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_collects" ADD CONSTRAINT "nft_collects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_collects" ADD CONSTRAINT "nft_collects_item_id_nft_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."nft_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_items" ADD CONSTRAINT "nft_items_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_items" ADD CONSTRAINT "nft_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_items" ADD CONSTRAINT "nft_items_collection_id_nft_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."nft_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_items" ADD CONSTRAINT "nft_items_series_id_nft_box_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."nft_box_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_items" ADD CONSTRAINT "nft_items_currency_id_assets_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_margins" ADD CONSTRAINT "nft_margins_item_id_nft_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."nft_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_margins" ADD CONSTRAINT "nft_margins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_orders" ADD CONSTRAINT "nft_orders_item_id_nft_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."nft_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_orders" ADD CONSTRAINT "nft_orders_bid_id_nft_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."nft_bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_orders" ADD CONSTRAINT "nft_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_orders" ADD CONSTRAINT "nft_orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_orders" ADD CONSTRAINT "nft_orders_margin_id_nft_margins_id_fk" FOREIGN KEY ("margin_id") REFERENCES "public"."nft_margins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_sales" ADD CONSTRAINT "nft_sales_item_id_nft_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."nft_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_sales" ADD CONSTRAINT "nft_sales_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_sales" ADD CONSTRAINT "nft_sales_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_sales" ADD CONSTRAINT "nft_sales_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nft_bids_listing_idx" ON "nft_bids" USING btree ("item_id","listing_no","id");--> statement-breakpoint
CREATE INDEX "nft_bids_user_idx" ON "nft_bids" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_bids_one_leader_uq" ON "nft_bids" USING btree ("item_id","listing_no") WHERE "nft_bids"."status" = 1;--> statement-breakpoint
CREATE INDEX "nft_box_series_reveal_idx" ON "nft_box_series" USING btree ("revealed_at","end_at");--> statement-breakpoint
CREATE INDEX "nft_collections_artist_idx" ON "nft_collections" USING btree ("artist_id","id");--> statement-breakpoint
CREATE INDEX "nft_collects_item_idx" ON "nft_collects" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_items_code_uq" ON "nft_items" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_items_series_seq_uq" ON "nft_items" USING btree ("series_id","box_seq");--> statement-breakpoint
CREATE INDEX "nft_items_list_idx" ON "nft_items" USING btree ("hidden","id");--> statement-breakpoint
CREATE INDEX "nft_items_owner_idx" ON "nft_items" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "nft_items_creator_idx" ON "nft_items" USING btree ("creator_id","id");--> statement-breakpoint
CREATE INDEX "nft_items_auction_due_idx" ON "nft_items" USING btree ("pay_type","on_sale","auction_closed","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_margins_listing_user_uq" ON "nft_margins" USING btree ("item_id","listing_no","user_id");--> statement-breakpoint
CREATE INDEX "nft_margins_user_idx" ON "nft_margins" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_orders_listing_uq" ON "nft_orders" USING btree ("item_id","listing_no");--> statement-breakpoint
CREATE INDEX "nft_orders_user_idx" ON "nft_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "nft_orders_due_idx" ON "nft_orders" USING btree ("is_pay","is_expired","overtime");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_sales_listing_uq" ON "nft_sales" USING btree ("item_id","listing_no");--> statement-breakpoint
CREATE INDEX "nft_sales_buyer_idx" ON "nft_sales" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "nft_sales_seller_idx" ON "nft_sales" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "nft_sales_creator_idx" ON "nft_sales" USING btree ("creator_id","id");