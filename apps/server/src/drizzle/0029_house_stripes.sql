DROP INDEX "ledger_accounts_house_uq";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_uq" ON "ledger_accounts" USING btree ("house_code","currency_id","stripe") WHERE "ledger_accounts"."house_code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_stripe" CHECK ("ledger_accounts"."stripe" >= 0 AND ("ledger_accounts"."house_code" IS NOT NULL OR "ledger_accounts"."stripe" = 0));