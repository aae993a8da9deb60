ALTER TABLE "bank_cards" ADD COLUMN "rail" text DEFAULT 'cn' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD COLUMN "swift_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD COLUMN "aba_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_cards_international" ADD COLUMN "rail" text DEFAULT 'swift' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "fiat_currency" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "fiat_rate" numeric(36, 18);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "fiat_amount" numeric(36, 18);