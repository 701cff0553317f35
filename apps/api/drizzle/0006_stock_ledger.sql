CREATE TABLE "stock_balances" (
	"product_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"cost_uzs" bigint NOT NULL,
	"cost_usd" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_product_id_warehouse_id_pk" PRIMARY KEY("product_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "stock_consumptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"movement_id" bigint NOT NULL,
	"layer_id" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"cost_uzs" bigint NOT NULL,
	"cost_usd" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_document_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"expected" bigint,
	"price" bigint,
	"reason_id" integer
);
--> statement-breakpoint
CREATE TABLE "stock_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"branch_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"to_warehouse_id" integer,
	"supplier_id" integer,
	"currency" text DEFAULT 'UZS' NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"doc_date" date NOT NULL,
	"note" text,
	"reason_id" integer,
	"total" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_layers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"movement_id" bigint NOT NULL,
	"business_date" date NOT NULL,
	"quantity_in" bigint NOT NULL,
	"quantity_left" bigint NOT NULL,
	"cost_left_uzs" bigint NOT NULL,
	"cost_left_usd" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"type" text NOT NULL,
	"quantity" bigint NOT NULL,
	"cost_uzs" bigint NOT NULL,
	"cost_usd" bigint NOT NULL,
	"document_id" bigint,
	"line_id" bigint,
	"reverses_id" bigint,
	"business_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_document_id_stock_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stock_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_balances_warehouse" ON "stock_balances" USING btree ("warehouse_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_consumptions_movement" ON "stock_consumptions" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "stock_consumptions_layer" ON "stock_consumptions" USING btree ("layer_id");--> statement-breakpoint
CREATE INDEX "stock_document_lines_document" ON "stock_document_lines" USING btree ("document_id","id");--> statement-breakpoint
CREATE INDEX "stock_document_lines_product" ON "stock_document_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_documents_number" ON "stock_documents" USING btree ("branch_id","kind","number");--> statement-breakpoint
CREATE INDEX "stock_documents_kind_id" ON "stock_documents" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "stock_documents_kind_status_id" ON "stock_documents" USING btree ("kind","status","id");--> statement-breakpoint
CREATE INDEX "stock_documents_warehouse_id" ON "stock_documents" USING btree ("warehouse_id","id");--> statement-breakpoint
CREATE INDEX "stock_documents_to_warehouse_id" ON "stock_documents" USING btree ("to_warehouse_id","id");--> statement-breakpoint
CREATE INDEX "stock_documents_supplier_id" ON "stock_documents" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "stock_documents_doc_date_id" ON "stock_documents" USING btree ("doc_date","id");--> statement-breakpoint
CREATE INDEX "stock_layers_open" ON "stock_layers" USING btree ("product_id","warehouse_id","id") WHERE "stock_layers"."quantity_left" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_layers_movement" ON "stock_layers" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_warehouse" ON "stock_movements" USING btree ("product_id","warehouse_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_warehouse_id" ON "stock_movements" USING btree ("warehouse_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_type_id" ON "stock_movements" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "stock_movements_document" ON "stock_movements" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "stock_movements_date_id" ON "stock_movements" USING btree ("business_date","id");