CREATE TABLE "branch_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"contract_prefix" text,
	"cashbox_limit" bigint,
	"max_discount_percent" numeric(18, 2),
	"allow_negative_stock" boolean DEFAULT false NOT NULL,
	"work_start" time,
	"work_end" time,
	"receipt_footer" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "mobile_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"device_code" text NOT NULL,
	"app_kind" text NOT NULL,
	"user_id" integer,
	"branch_id" integer,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "branch_settings" ADD CONSTRAINT "branch_settings_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_devices" ADD CONSTRAINT "mobile_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_devices" ADD CONSTRAINT "mobile_devices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_settings_active_id" ON "branch_settings" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "branch_settings_branch_id_unique" ON "branch_settings" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "branch_settings_branch_id_id" ON "branch_settings" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "mobile_devices_search" ON "mobile_devices" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mobile_devices_active_id" ON "mobile_devices" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "mobile_devices_name_id" ON "mobile_devices" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_devices_device_code_unique" ON "mobile_devices" USING btree ("device_code");--> statement-breakpoint
CREATE INDEX "mobile_devices_app_kind_id" ON "mobile_devices" USING btree ("app_kind","id");--> statement-breakpoint
CREATE INDEX "mobile_devices_user_id_id" ON "mobile_devices" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "mobile_devices_branch_id_id" ON "mobile_devices" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "sessions_open_by_use" ON "sessions" USING btree ("last_used_at","id") WHERE "sessions"."revoked_at" is null;