CREATE TABLE "conversions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"from_currency_id" integer NOT NULL,
	"to_currency_id" integer NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"fee" numeric(36, 18) NOT NULL,
	"fee_percent" numeric(36, 18) NOT NULL,
	"result" numeric(36, 18) NOT NULL,
	"from_price" numeric(36, 18) NOT NULL,
	"to_price" numeric(36, 18) NOT NULL,
	"price_time" timestamp with time zone NOT NULL,
	"price_source" text NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversions_amounts" CHECK ("conversions"."amount" > 0 AND "conversions"."fee" >= 0 AND "conversions"."result" > 0 AND "conversions"."from_price" > 0 AND "conversions"."to_price" > 0),
	CONSTRAINT "conversions_currencies" CHECK ("conversions"."from_currency_id" <> "conversions"."to_currency_id")
);
--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversions_user_idx" ON "conversions" USING btree ("user_id","id");