CREATE TABLE "job_effects" (
	"key" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_effects_key_length" CHECK (length("job_effects"."key") BETWEEN 1 AND 200)
);
--> statement-breakpoint
CREATE INDEX "job_effects_done_at_idx" ON "job_effects" USING btree ("done_at");