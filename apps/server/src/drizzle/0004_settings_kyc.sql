CREATE TABLE "kyc_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"level" smallint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"id_type" smallint,
	"name" text DEFAULT '' NOT NULL,
	"card_id" text DEFAULT '' NOT NULL,
	"front_pic" text DEFAULT '' NOT NULL,
	"reverse_pic" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	CONSTRAINT "kyc_submissions_level" CHECK ("kyc_submissions"."level" IN (1, 2)),
	CONSTRAINT "kyc_submissions_status" CHECK ("kyc_submissions"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "kyc_submissions_data" CHECK (("kyc_submissions"."level" = 1 AND "kyc_submissions"."id_type" IN (0, 1, 2) AND "kyc_submissions"."card_id" <> '') OR ("kyc_submissions"."level" = 2 AND "kyc_submissions"."front_pic" <> '' AND "kyc_submissions"."reverse_pic" <> ''))
);
--> statement-breakpoint
CREATE TABLE "bank_cards" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"real_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_account" text NOT NULL,
	"bank_dizhi" text NOT NULL,
	"alipay_account" text NOT NULL,
	"wechat_account" text NOT NULL,
	"wechat_nickname" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"branch" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_cards_international" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"aba_number" text NOT NULL,
	"real_name" text NOT NULL,
	"card_number" text NOT NULL,
	"bank_address" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_network" text NOT NULL,
	"swift_code" text NOT NULL,
	"phone" text NOT NULL,
	"cardholder_address" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"currency" integer NOT NULL,
	"network" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"qrcode" text NOT NULL,
	"receive_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_addresses_currency_pos" CHECK ("withdrawal_addresses"."currency" > 0),
	CONSTRAINT "withdrawal_addresses_receive_count_nonneg" CHECK ("withdrawal_addresses"."receive_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_failed_window_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards_international" ADD CONSTRAINT "bank_cards_international_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_addresses" ADD CONSTRAINT "withdrawal_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_submissions_user_idx" ON "kyc_submissions" USING btree ("user_id","level","id");--> statement-breakpoint
CREATE INDEX "kyc_submissions_pending_idx" ON "kyc_submissions" USING btree ("submitted_at") WHERE "kyc_submissions"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_live_level_uq" ON "kyc_submissions" USING btree ("user_id","level") WHERE "kyc_submissions"."status" IN ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_live_card_uq" ON "kyc_submissions" USING btree ("card_id") WHERE "kyc_submissions"."level" = 1 AND "kyc_submissions"."status" IN ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_addresses_user_addr_uq" ON "withdrawal_addresses" USING btree ("user_id","currency","network","address");--> statement-breakpoint
CREATE INDEX "withdrawal_addresses_user_idx" ON "withdrawal_addresses" USING btree ("user_id","id");