CREATE TABLE "user_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_challenges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"app" text NOT NULL,
	"device_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sign_in_challenges_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_in_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"reason" text,
	"user_id" integer,
	"username" text,
	"ip" text,
	"user_agent" text,
	"device_id" text,
	"session_id" bigint
);
--> statement-breakpoint
CREATE TABLE "user_two_factor" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_time_step" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_recovery_codes" ADD CONSTRAINT "user_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_challenges" ADD CONSTRAINT "sign_in_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_two_factor" ADD CONSTRAINT "user_two_factor_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_recovery_codes_user" ON "user_recovery_codes" USING btree ("user_id") WHERE "user_recovery_codes"."used_at" is null;--> statement-breakpoint
CREATE INDEX "sign_in_challenges_expires" ON "sign_in_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_events_time" ON "sign_in_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sign_in_events_user_time" ON "sign_in_events" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sign_in_events_event_time" ON "sign_in_events" USING btree ("event","created_at","id");