CREATE TABLE "security_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"purpose" text NOT NULL,
	"challenge" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_challenges_purpose" CHECK ("security_challenges"."purpose" IN ('register', 'login', 'step_up'))
);
--> statement-breakpoint
CREATE TABLE "security_devices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"fingerprint" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_factor_locks" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "security_factor_locks_failures" CHECK ("security_factor_locks"."failures" >= 0)
);
--> statement-breakpoint
CREATE TABLE "security_passkeys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" "bytea" NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}'::text[] NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "security_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"anti_phishing" text,
	"allow_list" boolean DEFAULT false NOT NULL,
	"withdrawals_paused_until" timestamp with time zone,
	"paused_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_settings_paused_reason" CHECK ("security_settings"."paused_reason" IS NULL OR "security_settings"."paused_reason" IN ('credentials_changed', 'not_me'))
);
--> statement-breakpoint
CREATE TABLE "security_step_ups" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"action" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_totp" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"secret_enc" text,
	"pending_enc" text,
	"pending_at" timestamp with time zone,
	"enabled_at" timestamp with time zone,
	"last_step" bigint
);
--> statement-breakpoint
ALTER TABLE "security_challenges" ADD CONSTRAINT "security_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_devices" ADD CONSTRAINT "security_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_factor_locks" ADD CONSTRAINT "security_factor_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_passkeys" ADD CONSTRAINT "security_passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_recovery_codes" ADD CONSTRAINT "security_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_settings" ADD CONSTRAINT "security_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_step_ups" ADD CONSTRAINT "security_step_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_step_ups" ADD CONSTRAINT "security_step_ups_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_totp" ADD CONSTRAINT "security_totp_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_challenges_expires_idx" ON "security_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "security_devices_user_fingerprint_uq" ON "security_devices" USING btree ("user_id","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "security_passkeys_credential_uq" ON "security_passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "security_passkeys_user_idx" ON "security_passkeys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "security_recovery_codes_user_idx" ON "security_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE INDEX "security_step_ups_expires_idx" ON "security_step_ups" USING btree ("expires_at");