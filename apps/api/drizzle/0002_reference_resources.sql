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
ALTER TABLE "regions" ADD CONSTRAINT "regions_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villages" ADD CONSTRAINT "villages_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villages" ADD CONSTRAINT "villages_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_record" ON "audit_log" USING btree ("resource","record_id","id");--> statement-breakpoint
CREATE INDEX "brands_search" ON "brands" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_active_id" ON "brands" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_unique" ON "brands" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "brands_name_id" ON "brands" USING btree ("name","id");--> statement-breakpoint
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