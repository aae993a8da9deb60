CREATE TABLE "fiat_rates" (
	"currency_code" text PRIMARY KEY NOT NULL,
	"rate" numeric(36, 18) NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiat_refreshes" (
	"id" text PRIMARY KEY DEFAULT 'last' NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"ok" text NOT NULL,
	"error" text DEFAULT '' NOT NULL
);
