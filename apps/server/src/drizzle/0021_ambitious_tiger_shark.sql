CREATE TABLE "domain_event_subscriptions" (
	"subscriber" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"max_attempts" integer NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_event_subscriptions_subscriber_length" CHECK (length("domain_event_subscriptions"."subscriber") BETWEEN 1 AND 100),
	CONSTRAINT "domain_event_subscriptions_max_attempts" CHECK ("domain_event_subscriptions"."max_attempts" BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_events_name_length" CHECK (length("domain_events"."name") BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE INDEX "domain_event_subscriptions_event_idx" ON "domain_event_subscriptions" USING btree ("event");--> statement-breakpoint
CREATE INDEX "domain_events_occurred_at_idx" ON "domain_events" USING btree ("occurred_at");