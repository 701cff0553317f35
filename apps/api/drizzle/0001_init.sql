CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"address" text,
	"location" text,
	"phone_number" text,
	"is_office" boolean DEFAULT false NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"key" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"branch_id" integer NOT NULL,
	"kind" text NOT NULL,
	"last_number" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_branch_id_kind_pk" PRIMARY KEY("branch_id","kind")
);
--> statement-breakpoint
CREATE TABLE "general_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "general_settings_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "position_rules" (
	"position_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	CONSTRAINT "position_rules_position_id_rule_id_pk" PRIMARY KEY("position_id","rule_id")
);
--> statement-breakpoint
CREATE TABLE "rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"object" text NOT NULL,
	"action" text NOT NULL,
	"module" text NOT NULL,
	CONSTRAINT "rules_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"app" text NOT NULL,
	"device_id" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_rules" (
	"user_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	CONSTRAINT "user_rules_user_id_rule_id_pk" PRIMARY KEY("user_id","rule_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"full_name" text NOT NULL,
	"phone_number" text,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_dev" boolean DEFAULT false NOT NULL,
	"branch_id" integer,
	"user_position_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"rate" numeric(18, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"province_id" integer NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "villages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"province_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_parent_id_branches_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_rules" ADD CONSTRAINT "position_rules_position_id_user_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."user_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_rules" ADD CONSTRAINT "position_rules_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rules" ADD CONSTRAINT "user_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rules" ADD CONSTRAINT "user_rules_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_position_id_user_positions_id_fk" FOREIGN KEY ("user_position_id") REFERENCES "public"."user_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villages" ADD CONSTRAINT "villages_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villages" ADD CONSTRAINT "villages_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_record" ON "audit_log" USING btree ("resource","record_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_is_office_unique" ON "branches" USING btree ("is_office") WHERE "branches"."is_office";--> statement-breakpoint
CREATE UNIQUE INDEX "branches_name_unique" ON "branches" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "branches_search" ON "branches" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "branches_active_id" ON "branches" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "branches_parent_id_id" ON "branches" USING btree ("parent_id","id");--> statement-breakpoint
CREATE INDEX "branches_name_id" ON "branches" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "captchas_expires" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_active" ON "sessions" USING btree ("user_id") WHERE "sessions"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "sign_in_attempts_username" ON "sign_in_attempts" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_ip" ON "sign_in_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_branch" ON "users" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "users_position" ON "users" USING btree ("user_position_id");--> statement-breakpoint
CREATE INDEX "brands_search" ON "brands" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_active_id" ON "brands" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_unique" ON "brands" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "brands_name_id" ON "brands" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "exchange_rates_active_id" ON "exchange_rates" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_date_unique" ON "exchange_rates" USING btree ("date");--> statement-breakpoint
CREATE INDEX "exchange_rates_date_id" ON "exchange_rates" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "exchange_rates_rate_id" ON "exchange_rates" USING btree ("rate","id");--> statement-breakpoint
CREATE INDEX "provinces_search" ON "provinces" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provinces_active_id" ON "provinces" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "provinces_name_unique" ON "provinces" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "provinces_name_id" ON "provinces" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "regions_search" ON "regions" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "regions_active_id" ON "regions" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "regions_name_id" ON "regions" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "regions_province_id_id" ON "regions" USING btree ("province_id","id");--> statement-breakpoint
CREATE INDEX "units_search" ON "units" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "units_active_id" ON "units" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_name_unique" ON "units" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "units_name_id" ON "units" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "villages_search" ON "villages" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "villages_active_id" ON "villages" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "villages_name_id" ON "villages" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "villages_province_id_id" ON "villages" USING btree ("province_id","id");--> statement-breakpoint
CREATE INDEX "villages_region_id_id" ON "villages" USING btree ("region_id","id");