CREATE TABLE "category_markups" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_category_id" integer NOT NULL,
	"date" date NOT NULL,
	"retail_percent" numeric(18, 2) NOT NULL,
	"wholesale_percent" numeric(18, 2),
	"additional_percent" numeric(18, 2),
	"status" text,
	"approved_by" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "general_markups" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"retail_percent" numeric(18, 2) NOT NULL,
	"wholesale_percent" numeric(18, 2),
	"additional_percent" numeric(18, 2),
	"status" text,
	"approved_by" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "product_markups" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"date" date NOT NULL,
	"retail_percent" numeric(18, 2) NOT NULL,
	"wholesale_percent" numeric(18, 2),
	"additional_percent" numeric(18, 2),
	"status" text,
	"approved_by" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "selling_price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"cost_uzs" bigint NOT NULL,
	"retail_percent" numeric(18, 2) NOT NULL,
	"wholesale_percent" numeric(18, 2) NOT NULL,
	"markup_source" text NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"old_retail_uzs" bigint,
	"old_retail_usd" bigint,
	"old_wholesale_uzs" bigint,
	"old_wholesale_usd" bigint,
	"retail_uzs" bigint NOT NULL,
	"retail_usd" bigint NOT NULL,
	"wholesale_uzs" bigint NOT NULL,
	"wholesale_usd" bigint NOT NULL,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_markups" ADD CONSTRAINT "category_markups_product_category_id_product_categories_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_markups" ADD CONSTRAINT "category_markups_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_markups" ADD CONSTRAINT "general_markups_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_markups" ADD CONSTRAINT "product_markups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_markups" ADD CONSTRAINT "product_markups_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_markups_active_id" ON "category_markups" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "category_markups_product_category_id_id" ON "category_markups" USING btree ("product_category_id","id");--> statement-breakpoint
CREATE INDEX "category_markups_date_id" ON "category_markups" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "category_markups_status_id" ON "category_markups" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "general_markups_active_id" ON "general_markups" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "general_markups_date_id" ON "general_markups" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "general_markups_status_id" ON "general_markups" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "product_markups_active_id" ON "product_markups" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "product_markups_product_id_id" ON "product_markups" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "product_markups_date_id" ON "product_markups" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "product_markups_status_id" ON "product_markups" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "selling_price_changes_product" ON "selling_price_changes" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "selling_price_changes_id" ON "selling_price_changes" USING btree ("id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_id" ON "stock_movements" USING btree ("product_id","id");