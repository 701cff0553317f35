CREATE TABLE "supplier_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"bonus_date" date NOT NULL,
	"note" text,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_ledger" ADD COLUMN "kind" text DEFAULT 'DOCUMENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_ledger" ADD COLUMN "bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "supplier_bonuses" ADD CONSTRAINT "supplier_bonuses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_bonuses_supplier_id" ON "supplier_bonuses" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "supplier_bonuses_status_id" ON "supplier_bonuses" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "supplier_bonuses_date_id" ON "supplier_bonuses" USING btree ("bonus_date","id");--> statement-breakpoint
CREATE INDEX "stock_documents_warehouse_kind_date" ON "stock_documents" USING btree ("warehouse_id","kind","doc_date");--> statement-breakpoint
CREATE INDEX "stock_documents_to_warehouse_date" ON "stock_documents" USING btree ("to_warehouse_id","doc_date");--> statement-breakpoint
CREATE INDEX "stock_layers_deficit" ON "stock_layers" USING btree ("item_kind","product_id","warehouse_id","id") WHERE "stock_layers"."quantity_left" < 0;--> statement-breakpoint
CREATE INDEX "stock_layers_product_id" ON "stock_layers" USING btree ("item_kind","product_id","warehouse_id","id");--> statement-breakpoint
CREATE INDEX "supplier_ledger_bonus" ON "supplier_ledger" USING btree ("bonus_id");