CREATE TABLE "support_canned" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"thread_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"side" text NOT NULL,
	"operator_id" bigint,
	"kind" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image" text,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	CONSTRAINT "support_messages_sender_ck" CHECK ("support_messages"."sender" IN ('user', 'visitor', 'operator', 'system')),
	CONSTRAINT "support_messages_side_ck" CHECK ("support_messages"."side" IN ('user', 'operator')),
	CONSTRAINT "support_messages_kind_ck" CHECK ("support_messages"."kind" IN ('text', 'image')),
	CONSTRAINT "support_messages_text_ck" CHECK (char_length("support_messages"."text") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "support_threads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"visitor_id" bigint,
	"topic" text DEFAULT '' NOT NULL,
	"topic_title" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" bigint,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_threads_owner_ck" CHECK (("support_threads"."user_id" IS NULL) <> ("support_threads"."visitor_id" IS NULL)),
	CONSTRAINT "support_threads_status_ck" CHECK ("support_threads"."status" IN ('open', 'closed')),
	CONSTRAINT "support_threads_visitor_topic_ck" CHECK ("support_threads"."visitor_id" IS NULL OR "support_threads"."topic" = '')
);
--> statement-breakpoint
CREATE TABLE "support_visitors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_by" bigint,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_thread_id_support_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."support_threads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_threads" ADD CONSTRAINT "support_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_threads" ADD CONSTRAINT "support_threads_visitor_id_support_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."support_visitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_threads" ADD CONSTRAINT "support_threads_assignee_id_operators_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_visitors" ADD CONSTRAINT "support_visitors_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_client_uq" ON "support_messages" USING btree ("thread_id","sender","client_id");--> statement-breakpoint
CREATE INDEX "support_messages_thread_idx" ON "support_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "support_messages_unread_idx" ON "support_messages" USING btree ("thread_id","side") WHERE "support_messages"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "support_threads_user_topic_uq" ON "support_threads" USING btree ("user_id","topic") WHERE "support_threads"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "support_threads_visitor_uq" ON "support_threads" USING btree ("visitor_id") WHERE "support_threads"."visitor_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "support_threads_inbox_idx" ON "support_threads" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "support_threads_assignee_idx" ON "support_threads" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "support_visitors_token_uq" ON "support_visitors" USING btree ("token_hash");