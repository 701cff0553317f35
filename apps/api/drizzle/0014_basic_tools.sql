CREATE TABLE "asset_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"asset_group_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"inventory_code" text,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "asset_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unit_id" bigint NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"book_value" bigint NOT NULL,
	"month" text,
	"business_date" date NOT NULL,
	"reason_id" integer,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_put_to_use" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"branch_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"asset_product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"room_id" integer NOT NULL,
	"responsible_id" integer NOT NULL,
	"doc_date" date NOT NULL,
	"note" text,
	"movement_id" bigint NOT NULL,
	"cost" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_units" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"put_to_use_id" bigint NOT NULL,
	"asset_product_id" integer NOT NULL,
	"asset_group_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"responsible_id" integer NOT NULL,
	"put_date" date NOT NULL,
	"cost" bigint NOT NULL,
	"book_value" bigint NOT NULL,
	"wear" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"worn_until" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_products" ADD CONSTRAINT "asset_products_asset_group_id_asset_groups_id_fk" FOREIGN KEY ("asset_group_id") REFERENCES "public"."asset_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_products" ADD CONSTRAINT "asset_products_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_put_to_use" ADD CONSTRAINT "asset_put_to_use_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_put_to_use" ADD CONSTRAINT "asset_put_to_use_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_put_to_use" ADD CONSTRAINT "asset_put_to_use_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_products_search" ON "asset_products" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "asset_products_active_id" ON "asset_products" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_products_name_unique" ON "asset_products" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "asset_products_name_id" ON "asset_products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "asset_products_asset_group_id_id" ON "asset_products" USING btree ("asset_group_id","id");--> statement-breakpoint
CREATE INDEX "asset_products_unit_id_id" ON "asset_products" USING btree ("unit_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_products_inventory_code_unique" ON "asset_products" USING btree ("inventory_code");--> statement-breakpoint
CREATE INDEX "asset_products_inventory_code_id" ON "asset_products" USING btree ("inventory_code","id");--> statement-breakpoint
CREATE INDEX "asset_entries_unit" ON "asset_entries" USING btree ("unit_id","id");--> statement-breakpoint
CREATE INDEX "asset_entries_type_id" ON "asset_entries" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "asset_entries_month_id" ON "asset_entries" USING btree ("month","id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_entries_unit_month" ON "asset_entries" USING btree ("unit_id","month") WHERE "asset_entries"."type" = 'DEPRECIATION';--> statement-breakpoint
CREATE UNIQUE INDEX "asset_put_to_use_number" ON "asset_put_to_use" USING btree ("branch_id","number");--> statement-breakpoint
CREATE INDEX "asset_put_to_use_id" ON "asset_put_to_use" USING btree ("id");--> statement-breakpoint
CREATE INDEX "asset_put_to_use_branch_id" ON "asset_put_to_use" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "asset_put_to_use_warehouse_id" ON "asset_put_to_use" USING btree ("warehouse_id","id");--> statement-breakpoint
CREATE INDEX "asset_put_to_use_product_id" ON "asset_put_to_use" USING btree ("asset_product_id","id");--> statement-breakpoint
CREATE INDEX "asset_put_to_use_doc_date_id" ON "asset_put_to_use" USING btree ("doc_date","id");--> statement-breakpoint
CREATE INDEX "asset_units_id" ON "asset_units" USING btree ("id");--> statement-breakpoint
CREATE INDEX "asset_units_status_id" ON "asset_units" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "asset_units_branch_id" ON "asset_units" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "asset_units_room_id" ON "asset_units" USING btree ("room_id","id");--> statement-breakpoint
CREATE INDEX "asset_units_responsible_id" ON "asset_units" USING btree ("responsible_id","id");--> statement-breakpoint
CREATE INDEX "asset_units_group_id" ON "asset_units" USING btree ("asset_group_id","id");--> statement-breakpoint
CREATE INDEX "asset_units_product_id" ON "asset_units" USING btree ("asset_product_id","id");--> statement-breakpoint
CREATE INDEX "asset_units_put_to_use" ON "asset_units" USING btree ("put_to_use_id");