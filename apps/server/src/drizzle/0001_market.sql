CREATE TABLE "assets" (
	"id" integer PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	CONSTRAINT "assets_symbol_unique" UNIQUE("symbol")
);
--> statement-breakpoint
CREATE TABLE "candles_1d" (
	"pair_id" integer NOT NULL,
	"t" bigint NOT NULL,
	"open" numeric(36, 18) NOT NULL,
	"high" numeric(36, 18) NOT NULL,
	"low" numeric(36, 18) NOT NULL,
	"close" numeric(36, 18) NOT NULL,
	"volume" numeric(36, 18) NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	CONSTRAINT "candles_1d_pair_id_t_pk" PRIMARY KEY("pair_id","t")
);
--> statement-breakpoint
CREATE TABLE "candles_1m" (
	"pair_id" integer NOT NULL,
	"t" bigint NOT NULL,
	"open" numeric(36, 18) NOT NULL,
	"high" numeric(36, 18) NOT NULL,
	"low" numeric(36, 18) NOT NULL,
	"close" numeric(36, 18) NOT NULL,
	"volume" numeric(36, 18) NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	CONSTRAINT "candles_1m_pair_id_t_pk" PRIMARY KEY("pair_id","t")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"pair_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pairs" (
	"id" integer PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"base_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"category" text NOT NULL,
	"price_precision" smallint NOT NULL,
	"amount_precision" smallint NOT NULL,
	"open_transaction" smallint DEFAULT 1 NOT NULL,
	"open_coin_trade" smallint DEFAULT 1 NOT NULL,
	"open_lever" smallint DEFAULT 1 NOT NULL,
	"open_microtrade" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairs" ADD CONSTRAINT "pairs_base_id_assets_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairs" ADD CONSTRAINT "pairs_quote_id_assets_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_pair_uq" ON "favorites" USING btree ("user_id","pair_id");--> statement-breakpoint
CREATE INDEX "favorites_user_idx" ON "favorites" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pairs_symbol_uq" ON "pairs" USING btree ("symbol");