CREATE TABLE "vitals_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"page" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text,
	"navigation_type" text,
	CONSTRAINT "vitals_samples_value_nonnegative" CHECK ("vitals_samples"."value" >= 0),
	CONSTRAINT "vitals_samples_page_length" CHECK (char_length("vitals_samples"."page") <= 32),
	CONSTRAINT "vitals_samples_name" CHECK ("vitals_samples"."name" IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB'))
);
--> statement-breakpoint
CREATE INDEX "vitals_samples_day_idx" ON "vitals_samples" USING btree ("day","page","name");