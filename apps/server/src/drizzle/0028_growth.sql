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
ALTER TABLE "sessions" ADD COLUMN "stay_logged_in" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lock_products" ADD COLUMN "category" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_days" ADD CONSTRAINT "game_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_predictions" ADD CONSTRAINT "game_predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_days_board_idx" ON "game_days" USING btree ("day","won");--> statement-breakpoint
CREATE INDEX "game_predictions_user_idx" ON "game_predictions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "game_predictions_open_idx" ON "game_predictions" USING btree ("end_at") WHERE "game_predictions"."result" IS NULL;--> statement-breakpoint
ALTER TABLE "lock_products" ADD CONSTRAINT "lock_products_category" CHECK ("lock_products"."category" IN ('standard', 'defi', 'cloud'));