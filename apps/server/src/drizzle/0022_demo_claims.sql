CREATE TABLE "demo_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"currency_id" bigint NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_claims_kind" CHECK ("demo_claims"."kind" IN ('claim', 'top_up')),
	CONSTRAINT "demo_claims_amount" CHECK ("demo_claims"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "demo_claims" ADD CONSTRAINT "demo_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_claims_one_claim_uq" ON "demo_claims" USING btree ("user_id") WHERE "demo_claims"."kind" = 'claim';--> statement-breakpoint
CREATE UNIQUE INDEX "demo_claims_one_top_up_a_day_uq" ON "demo_claims" USING btree ("user_id","day") WHERE "demo_claims"."kind" = 'top_up';--> statement-breakpoint
CREATE INDEX "demo_claims_user_idx" ON "demo_claims" USING btree ("user_id","id");