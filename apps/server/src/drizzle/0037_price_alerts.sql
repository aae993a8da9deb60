CREATE SEQUENCE "public"."price_alerts_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"pair_id" integer NOT NULL,
	"kind" text NOT NULL,
	"price" numeric(36, 18),
	"percent" numeric(36, 18),
	"window_minutes" integer,
	"repeat" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"fired_count" integer DEFAULT 0 NOT NULL,
	"last_fired_at" timestamp with time zone,
	"last_fired_price" numeric(36, 18),
	"updated_seq" bigint DEFAULT nextval('price_alerts_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_kind_ck" CHECK ("price_alerts"."kind" IN ('above', 'below', 'move')),
	CONSTRAINT "price_alerts_target_ck" CHECK (("price_alerts"."kind" = 'move' AND "price_alerts"."percent" > 0 AND "price_alerts"."window_minutes" > 0 AND "price_alerts"."price" IS NULL) OR ("price_alerts"."kind" <> 'move' AND "price_alerts"."price" > 0 AND "price_alerts"."percent" IS NULL AND "price_alerts"."window_minutes" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_user_idx" ON "price_alerts" USING btree ("user_id","id" DESC NULLS LAST) WHERE NOT "price_alerts"."deleted";--> statement-breakpoint
CREATE INDEX "price_alerts_live_idx" ON "price_alerts" USING btree ("id") WHERE "price_alerts"."active" AND NOT "price_alerts"."deleted";--> statement-breakpoint
CREATE INDEX "price_alerts_updated_seq_idx" ON "price_alerts" USING btree ("updated_seq");