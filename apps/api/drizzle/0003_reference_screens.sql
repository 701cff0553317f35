CREATE TABLE "absence_reasons" (
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
CREATE TABLE "app_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"url" text,
	"notes" text,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "appeal_directions" (
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
CREATE TABLE "appeal_forms" (
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
CREATE TABLE "appeal_groups" (
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
CREATE TABLE "appeal_sources" (
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
CREATE TABLE "appeal_types" (
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
CREATE TABLE "asset_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"depreciation_rate" numeric(18, 2),
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "bank_expense_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"keyword" text NOT NULL,
	"cost_item_id" integer,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "bank_input_type_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bank_input_type_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "bank_input_types" (
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
CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mfo" text NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "classifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "client_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"pinfl" text,
	"passport" text,
	"phone" text,
	"reason" text NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "contract_comment_types" (
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
CREATE TABLE "contract_requisites" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"stir" text NOT NULL,
	"bank_account" text NOT NULL,
	"mfo" text NOT NULL,
	"address" text,
	"phone" text,
	"director" text,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "contract_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contract_term_id" integer NOT NULL,
	"markup" numeric(18, 2) NOT NULL,
	"additional_markup" numeric(18, 2),
	"prepayment_percent" numeric(18, 2),
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "contract_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"months" integer NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "conversation_comments" (
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
CREATE TABLE "cost_items" (
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
CREATE TABLE "counting_error_reasons" (
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
CREATE TABLE "customer_flow_sources" (
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
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"car_number" text,
	"car_model" text,
	"passport" text,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "employee_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"device_code" text NOT NULL,
	"branch_id" integer,
	"workstation_id" integer,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "firm_account_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"firm_id" integer NOT NULL,
	"account" text NOT NULL,
	"mfo" text NOT NULL,
	"currency" text NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "firms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"stir" text NOT NULL,
	"mfo" text,
	"bank_account" text,
	"address" text,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "free_product_reasons" (
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
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hr_sections" (
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
CREATE TABLE "installation_masters" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"passport" text,
	"branch_id" integer,
	"speciality" text,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "investors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"passport" text,
	"pinfl" text,
	"address" text,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "material_groups" (
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
CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"material_group_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"published_at" date NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "payment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group" text NOT NULL,
	"terminal_id" text,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "price_tag_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "process_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"markup" numeric(18, 2),
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "product_category_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_category_id" integer NOT NULL,
	"product_property_id" integer NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "product_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_id" integer NOT NULL,
	"percent" numeric(18, 2) NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "product_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_property_group_id" integer NOT NULL,
	"product_property_unit_id" integer,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "product_property_groups" (
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
CREATE TABLE "product_property_units" (
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
CREATE TABLE "product_return_reasons" (
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
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_category_id" integer NOT NULL,
	"brand_id" integer,
	"unit_id" integer NOT NULL,
	"barcode" text,
	"is_serial" boolean DEFAULT false NOT NULL,
	"has_marking" boolean DEFAULT false NOT NULL,
	"retail_price_uzs" bigint,
	"retail_price_usd" bigint,
	"wholesale_price_uzs" bigint,
	"wholesale_price_usd" bigint,
	"description" text,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"branch_id" integer,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sole_proprietors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"stir" text NOT NULL,
	"phone" text,
	"address" text,
	"bank_account" text,
	"mfo" text,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"position" text,
	"branch_id" integer,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "supplier_unique_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"supplier_id" integer NOT NULL,
	"code" text NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"stir" text,
	"phone" text,
	"address" text,
	"bank_account" text,
	"mfo" text,
	"limit_uzs" bigint,
	"limit_usd" bigint,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"branch_id" integer NOT NULL,
	"address" text,
	"responsible" text,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "warning_letter_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "work_leave_reasons" (
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
CREATE TABLE "work_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"branch_id" integer,
	"address" text,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "work_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"break_minutes" integer,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "workplace_categories" (
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
CREATE TABLE "workplace_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"workplace_category_id" integer,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "workplaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"stir" text,
	"workplace_category_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"village_id" integer,
	"street" text,
	"target" text,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "workstations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"branch_id" integer,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "write_off_reasons" (
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
ALTER TABLE "bank_expense_conditions" ADD CONSTRAINT "bank_expense_conditions_cost_item_id_cost_items_id_fk" FOREIGN KEY ("cost_item_id") REFERENCES "public"."cost_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_input_type_conditions" ADD CONSTRAINT "bank_input_type_conditions_bank_input_type_id_bank_input_types_id_fk" FOREIGN KEY ("bank_input_type_id") REFERENCES "public"."bank_input_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_tariffs" ADD CONSTRAINT "contract_tariffs_contract_term_id_contract_terms_id_fk" FOREIGN KEY ("contract_term_id") REFERENCES "public"."contract_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_devices" ADD CONSTRAINT "employee_devices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_devices" ADD CONSTRAINT "employee_devices_workstation_id_workstations_id_fk" FOREIGN KEY ("workstation_id") REFERENCES "public"."workstations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_account_numbers" ADD CONSTRAINT "firm_account_numbers_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_masters" ADD CONSTRAINT "installation_masters_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_material_group_id_material_groups_id_fk" FOREIGN KEY ("material_group_id") REFERENCES "public"."material_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_id_product_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_properties" ADD CONSTRAINT "product_category_properties_product_category_id_product_categories_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_properties" ADD CONSTRAINT "product_category_properties_product_property_id_product_properties_id_fk" FOREIGN KEY ("product_property_id") REFERENCES "public"."product_properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_discounts" ADD CONSTRAINT "product_discounts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_properties" ADD CONSTRAINT "product_properties_product_property_group_id_product_property_groups_id_fk" FOREIGN KEY ("product_property_group_id") REFERENCES "public"."product_property_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_properties" ADD CONSTRAINT "product_properties_product_property_unit_id_product_property_units_id_fk" FOREIGN KEY ("product_property_unit_id") REFERENCES "public"."product_property_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_category_id_product_categories_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_unique_numbers" ADD CONSTRAINT "supplier_unique_numbers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_locations" ADD CONSTRAINT "work_locations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workplace_positions" ADD CONSTRAINT "workplace_positions_workplace_category_id_workplace_categories_id_fk" FOREIGN KEY ("workplace_category_id") REFERENCES "public"."workplace_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workplaces" ADD CONSTRAINT "workplaces_workplace_category_id_workplace_categories_id_fk" FOREIGN KEY ("workplace_category_id") REFERENCES "public"."workplace_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workplaces" ADD CONSTRAINT "workplaces_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workplaces" ADD CONSTRAINT "workplaces_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workplaces" ADD CONSTRAINT "workplaces_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workstations" ADD CONSTRAINT "workstations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absence_reasons_search" ON "absence_reasons" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "absence_reasons_active_id" ON "absence_reasons" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "absence_reasons_name_unique" ON "absence_reasons" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "absence_reasons_name_id" ON "absence_reasons" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "app_versions_search" ON "app_versions" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "app_versions_active_id" ON "app_versions" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "app_versions_name_id" ON "app_versions" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "app_versions_kind_id" ON "app_versions" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "app_versions_is_required_id" ON "app_versions" USING btree ("is_required","id");--> statement-breakpoint
CREATE INDEX "appeal_directions_search" ON "appeal_directions" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appeal_directions_active_id" ON "appeal_directions" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_directions_name_unique" ON "appeal_directions" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "appeal_directions_name_id" ON "appeal_directions" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "appeal_forms_search" ON "appeal_forms" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appeal_forms_active_id" ON "appeal_forms" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_forms_name_unique" ON "appeal_forms" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "appeal_forms_name_id" ON "appeal_forms" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "appeal_groups_search" ON "appeal_groups" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appeal_groups_active_id" ON "appeal_groups" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_groups_name_unique" ON "appeal_groups" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "appeal_groups_name_id" ON "appeal_groups" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "appeal_sources_search" ON "appeal_sources" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appeal_sources_active_id" ON "appeal_sources" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_sources_name_unique" ON "appeal_sources" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "appeal_sources_name_id" ON "appeal_sources" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "appeal_types_search" ON "appeal_types" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appeal_types_active_id" ON "appeal_types" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_types_name_unique" ON "appeal_types" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "appeal_types_name_id" ON "appeal_types" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "asset_groups_search" ON "asset_groups" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "asset_groups_active_id" ON "asset_groups" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_groups_name_unique" ON "asset_groups" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "asset_groups_name_id" ON "asset_groups" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "bank_expense_conditions_search" ON "bank_expense_conditions" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bank_expense_conditions_active_id" ON "bank_expense_conditions" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_expense_conditions_name_unique" ON "bank_expense_conditions" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "bank_expense_conditions_name_id" ON "bank_expense_conditions" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "bank_expense_conditions_cost_item_id_id" ON "bank_expense_conditions" USING btree ("cost_item_id","id");--> statement-breakpoint
CREATE INDEX "bank_input_type_conditions_search" ON "bank_input_type_conditions" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bank_input_type_conditions_active_id" ON "bank_input_type_conditions" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_input_type_conditions_name_unique" ON "bank_input_type_conditions" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "bank_input_type_conditions_name_id" ON "bank_input_type_conditions" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "bank_input_type_conditions_bank_input_type_id_id" ON "bank_input_type_conditions" USING btree ("bank_input_type_id","id");--> statement-breakpoint
CREATE INDEX "bank_input_types_search" ON "bank_input_types" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bank_input_types_active_id" ON "bank_input_types" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_input_types_name_unique" ON "bank_input_types" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "bank_input_types_name_id" ON "bank_input_types" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "banks_search" ON "banks" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "banks_active_id" ON "banks" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "banks_name_unique" ON "banks" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "banks_name_id" ON "banks" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "banks_mfo_id" ON "banks" USING btree ("mfo","id");--> statement-breakpoint
CREATE INDEX "classifiers_search" ON "classifiers" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "classifiers_active_id" ON "classifiers" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "classifiers_name_unique" ON "classifiers" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "classifiers_name_id" ON "classifiers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "classifiers_code_id" ON "classifiers" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "client_blacklist_search" ON "client_blacklist" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_blacklist_active_id" ON "client_blacklist" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "client_blacklist_name_id" ON "client_blacklist" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "client_blacklist_pinfl_id" ON "client_blacklist" USING btree ("pinfl","id");--> statement-breakpoint
CREATE INDEX "client_blacklist_passport_id" ON "client_blacklist" USING btree ("passport","id");--> statement-breakpoint
CREATE INDEX "contract_comment_types_search" ON "contract_comment_types" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contract_comment_types_active_id" ON "contract_comment_types" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_comment_types_name_unique" ON "contract_comment_types" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "contract_comment_types_name_id" ON "contract_comment_types" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "contract_requisites_search" ON "contract_requisites" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contract_requisites_active_id" ON "contract_requisites" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_requisites_name_unique" ON "contract_requisites" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "contract_requisites_name_id" ON "contract_requisites" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "contract_tariffs_search" ON "contract_tariffs" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contract_tariffs_active_id" ON "contract_tariffs" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_tariffs_name_unique" ON "contract_tariffs" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "contract_tariffs_name_id" ON "contract_tariffs" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "contract_tariffs_contract_term_id_id" ON "contract_tariffs" USING btree ("contract_term_id","id");--> statement-breakpoint
CREATE INDEX "contract_tariffs_markup_id" ON "contract_tariffs" USING btree ("markup","id");--> statement-breakpoint
CREATE INDEX "contract_terms_search" ON "contract_terms" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contract_terms_active_id" ON "contract_terms" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_terms_name_unique" ON "contract_terms" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "contract_terms_name_id" ON "contract_terms" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_terms_months_unique" ON "contract_terms" USING btree ("months");--> statement-breakpoint
CREATE INDEX "contract_terms_months_id" ON "contract_terms" USING btree ("months","id");--> statement-breakpoint
CREATE INDEX "conversation_comments_search" ON "conversation_comments" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conversation_comments_active_id" ON "conversation_comments" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_comments_name_unique" ON "conversation_comments" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "conversation_comments_name_id" ON "conversation_comments" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "cost_items_search" ON "cost_items" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cost_items_active_id" ON "cost_items" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_items_name_unique" ON "cost_items" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "cost_items_name_id" ON "cost_items" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "counting_error_reasons_search" ON "counting_error_reasons" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "counting_error_reasons_active_id" ON "counting_error_reasons" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "counting_error_reasons_name_unique" ON "counting_error_reasons" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "counting_error_reasons_name_id" ON "counting_error_reasons" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "customer_flow_sources_search" ON "customer_flow_sources" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_flow_sources_active_id" ON "customer_flow_sources" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_flow_sources_name_unique" ON "customer_flow_sources" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "customer_flow_sources_name_id" ON "customer_flow_sources" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "drivers_search" ON "drivers" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drivers_active_id" ON "drivers" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "drivers_name_id" ON "drivers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "employee_devices_search" ON "employee_devices" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employee_devices_active_id" ON "employee_devices" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_devices_name_unique" ON "employee_devices" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "employee_devices_name_id" ON "employee_devices" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "employee_devices_device_code_id" ON "employee_devices" USING btree ("device_code","id");--> statement-breakpoint
CREATE INDEX "employee_devices_branch_id_id" ON "employee_devices" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "employee_devices_workstation_id_id" ON "employee_devices" USING btree ("workstation_id","id");--> statement-breakpoint
CREATE INDEX "firm_account_numbers_search" ON "firm_account_numbers" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "firm_account_numbers_active_id" ON "firm_account_numbers" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "firm_account_numbers_name_id" ON "firm_account_numbers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "firm_account_numbers_firm_id_id" ON "firm_account_numbers" USING btree ("firm_id","id");--> statement-breakpoint
CREATE INDEX "firm_account_numbers_account_id" ON "firm_account_numbers" USING btree ("account","id");--> statement-breakpoint
CREATE INDEX "firm_account_numbers_currency_id" ON "firm_account_numbers" USING btree ("currency","id");--> statement-breakpoint
CREATE INDEX "firms_search" ON "firms" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "firms_active_id" ON "firms" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "firms_name_unique" ON "firms" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "firms_name_id" ON "firms" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "firms_stir_id" ON "firms" USING btree ("stir","id");--> statement-breakpoint
CREATE INDEX "free_product_reasons_search" ON "free_product_reasons" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "free_product_reasons_active_id" ON "free_product_reasons" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "free_product_reasons_name_unique" ON "free_product_reasons" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "free_product_reasons_name_id" ON "free_product_reasons" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "holidays_search" ON "holidays" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "holidays_active_id" ON "holidays" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "holidays_name_id" ON "holidays" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "holidays_date_id" ON "holidays" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "hr_sections_search" ON "hr_sections" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hr_sections_active_id" ON "hr_sections" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_sections_name_unique" ON "hr_sections" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "hr_sections_name_id" ON "hr_sections" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "installation_masters_search" ON "installation_masters" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "installation_masters_active_id" ON "installation_masters" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "installation_masters_name_id" ON "installation_masters" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "installation_masters_branch_id_id" ON "installation_masters" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "investors_search" ON "investors" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "investors_active_id" ON "investors" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "investors_name_id" ON "investors" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "investors_pinfl_id" ON "investors" USING btree ("pinfl","id");--> statement-breakpoint
CREATE INDEX "material_groups_search" ON "material_groups" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "material_groups_active_id" ON "material_groups" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_groups_name_unique" ON "material_groups" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "material_groups_name_id" ON "material_groups" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "materials_search" ON "materials" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "materials_active_id" ON "materials" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_name_unique" ON "materials" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "materials_name_id" ON "materials" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "materials_material_group_id_id" ON "materials" USING btree ("material_group_id","id");--> statement-breakpoint
CREATE INDEX "materials_unit_id_id" ON "materials" USING btree ("unit_id","id");--> statement-breakpoint
CREATE INDEX "news_search" ON "news" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_active_id" ON "news" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "news_name_id" ON "news" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "news_published_at_id" ON "news" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "payment_types_search" ON "payment_types" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_types_active_id" ON "payment_types" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_types_name_unique" ON "payment_types" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "payment_types_name_id" ON "payment_types" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "payment_types_group_id" ON "payment_types" USING btree ("group","id");--> statement-breakpoint
CREATE INDEX "price_tag_templates_search" ON "price_tag_templates" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "price_tag_templates_active_id" ON "price_tag_templates" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_tag_templates_name_unique" ON "price_tag_templates" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "price_tag_templates_name_id" ON "price_tag_templates" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "process_stages_search" ON "process_stages" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "process_stages_active_id" ON "process_stages" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "process_stages_name_unique" ON "process_stages" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "process_stages_name_id" ON "process_stages" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "process_stages_sort_order_id" ON "process_stages" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "product_categories_search" ON "product_categories" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_categories_active_id" ON "product_categories" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_name_unique" ON "product_categories" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "product_categories_name_id" ON "product_categories" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "product_categories_parent_id_id" ON "product_categories" USING btree ("parent_id","id");--> statement-breakpoint
CREATE INDEX "product_category_properties_search" ON "product_category_properties" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_category_properties_active_id" ON "product_category_properties" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "product_category_properties_name_id" ON "product_category_properties" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "product_category_properties_product_category_id_id" ON "product_category_properties" USING btree ("product_category_id","id");--> statement-breakpoint
CREATE INDEX "product_category_properties_product_property_id_id" ON "product_category_properties" USING btree ("product_property_id","id");--> statement-breakpoint
CREATE INDEX "product_discounts_search" ON "product_discounts" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_discounts_active_id" ON "product_discounts" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "product_discounts_name_id" ON "product_discounts" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "product_discounts_product_id_id" ON "product_discounts" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "product_discounts_percent_id" ON "product_discounts" USING btree ("percent","id");--> statement-breakpoint
CREATE INDEX "product_discounts_date_from_id" ON "product_discounts" USING btree ("date_from","id");--> statement-breakpoint
CREATE INDEX "product_discounts_date_to_id" ON "product_discounts" USING btree ("date_to","id");--> statement-breakpoint
CREATE INDEX "product_properties_search" ON "product_properties" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_properties_active_id" ON "product_properties" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "product_properties_name_id" ON "product_properties" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "product_properties_product_property_group_id_id" ON "product_properties" USING btree ("product_property_group_id","id");--> statement-breakpoint
CREATE INDEX "product_properties_product_property_unit_id_id" ON "product_properties" USING btree ("product_property_unit_id","id");--> statement-breakpoint
CREATE INDEX "product_property_groups_search" ON "product_property_groups" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_property_groups_active_id" ON "product_property_groups" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_property_groups_name_unique" ON "product_property_groups" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "product_property_groups_name_id" ON "product_property_groups" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "product_property_units_search" ON "product_property_units" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_property_units_active_id" ON "product_property_units" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_property_units_name_unique" ON "product_property_units" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "product_property_units_name_id" ON "product_property_units" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "product_return_reasons_search" ON "product_return_reasons" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_return_reasons_active_id" ON "product_return_reasons" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_return_reasons_name_unique" ON "product_return_reasons" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "product_return_reasons_name_id" ON "product_return_reasons" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_search" ON "products" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_active_id" ON "products" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_unique" ON "products" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "products_name_id" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_product_category_id_id" ON "products" USING btree ("product_category_id","id");--> statement-breakpoint
CREATE INDEX "products_brand_id_id" ON "products" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "products_unit_id_id" ON "products" USING btree ("unit_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_barcode_unique" ON "products" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "products_barcode_id" ON "products" USING btree ("barcode","id");--> statement-breakpoint
CREATE INDEX "products_is_serial_id" ON "products" USING btree ("is_serial","id");--> statement-breakpoint
CREATE INDEX "products_has_marking_id" ON "products" USING btree ("has_marking","id");--> statement-breakpoint
CREATE INDEX "products_retail_price_uzs_id" ON "products" USING btree ("retail_price_uzs","id");--> statement-breakpoint
CREATE INDEX "products_retail_price_usd_id" ON "products" USING btree ("retail_price_usd","id");--> statement-breakpoint
CREATE INDEX "rooms_search" ON "rooms" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rooms_active_id" ON "rooms" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "rooms_name_id" ON "rooms" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "rooms_branch_id_id" ON "rooms" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "sms_templates_search" ON "sms_templates" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sms_templates_active_id" ON "sms_templates" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_templates_name_unique" ON "sms_templates" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "sms_templates_name_id" ON "sms_templates" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "sole_proprietors_search" ON "sole_proprietors" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sole_proprietors_active_id" ON "sole_proprietors" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "sole_proprietors_name_id" ON "sole_proprietors" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "sole_proprietors_stir_id" ON "sole_proprietors" USING btree ("stir","id");--> statement-breakpoint
CREATE INDEX "staff_members_search" ON "staff_members" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_members_active_id" ON "staff_members" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "staff_members_name_id" ON "staff_members" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "staff_members_branch_id_id" ON "staff_members" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "supplier_unique_numbers_search" ON "supplier_unique_numbers" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_unique_numbers_active_id" ON "supplier_unique_numbers" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "supplier_unique_numbers_name_id" ON "supplier_unique_numbers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "supplier_unique_numbers_supplier_id_id" ON "supplier_unique_numbers" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_unique_numbers_code_unique" ON "supplier_unique_numbers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "suppliers_search" ON "suppliers" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_active_id" ON "suppliers" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_unique" ON "suppliers" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "suppliers_name_id" ON "suppliers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "suppliers_stir_id" ON "suppliers" USING btree ("stir","id");--> statement-breakpoint
CREATE INDEX "suppliers_limit_uzs_id" ON "suppliers" USING btree ("limit_uzs","id");--> statement-breakpoint
CREATE INDEX "suppliers_limit_usd_id" ON "suppliers" USING btree ("limit_usd","id");--> statement-breakpoint
CREATE INDEX "warehouses_search" ON "warehouses" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouses_active_id" ON "warehouses" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_name_unique" ON "warehouses" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "warehouses_name_id" ON "warehouses" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "warehouses_branch_id_id" ON "warehouses" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "warning_letter_templates_search" ON "warning_letter_templates" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warning_letter_templates_active_id" ON "warning_letter_templates" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warning_letter_templates_name_unique" ON "warning_letter_templates" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "warning_letter_templates_name_id" ON "warning_letter_templates" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "work_leave_reasons_search" ON "work_leave_reasons" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_leave_reasons_active_id" ON "work_leave_reasons" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_leave_reasons_name_unique" ON "work_leave_reasons" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "work_leave_reasons_name_id" ON "work_leave_reasons" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "work_locations_search" ON "work_locations" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_locations_active_id" ON "work_locations" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_locations_name_unique" ON "work_locations" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "work_locations_name_id" ON "work_locations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "work_locations_branch_id_id" ON "work_locations" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "work_schedules_search" ON "work_schedules" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_schedules_active_id" ON "work_schedules" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_schedules_name_unique" ON "work_schedules" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "work_schedules_name_id" ON "work_schedules" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "workplace_categories_search" ON "workplace_categories" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workplace_categories_active_id" ON "workplace_categories" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "workplace_categories_name_unique" ON "workplace_categories" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "workplace_categories_name_id" ON "workplace_categories" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "workplace_positions_search" ON "workplace_positions" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workplace_positions_active_id" ON "workplace_positions" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "workplace_positions_name_id" ON "workplace_positions" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "workplace_positions_workplace_category_id_id" ON "workplace_positions" USING btree ("workplace_category_id","id");--> statement-breakpoint
CREATE INDEX "workplaces_search" ON "workplaces" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workplaces_active_id" ON "workplaces" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "workplaces_name_id" ON "workplaces" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "workplaces_stir_id" ON "workplaces" USING btree ("stir","id");--> statement-breakpoint
CREATE INDEX "workplaces_workplace_category_id_id" ON "workplaces" USING btree ("workplace_category_id","id");--> statement-breakpoint
CREATE INDEX "workplaces_province_id_id" ON "workplaces" USING btree ("province_id","id");--> statement-breakpoint
CREATE INDEX "workplaces_region_id_id" ON "workplaces" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "workplaces_village_id_id" ON "workplaces" USING btree ("village_id","id");--> statement-breakpoint
CREATE INDEX "workstations_search" ON "workstations" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workstations_active_id" ON "workstations" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "workstations_name_unique" ON "workstations" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "workstations_name_id" ON "workstations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "workstations_branch_id_id" ON "workstations" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "write_off_reasons_search" ON "write_off_reasons" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "write_off_reasons_active_id" ON "write_off_reasons" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "write_off_reasons_name_unique" ON "write_off_reasons" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "write_off_reasons_name_id" ON "write_off_reasons" USING btree ("name","id");