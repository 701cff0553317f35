CREATE TABLE "output_invoice_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"data" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "output_invoice_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"cost_uzs" bigint DEFAULT 0 NOT NULL,
	"movement_id" bigint,
	"installation_status" text,
	CONSTRAINT "output_invoice_lines_quantity" CHECK ("output_invoice_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "output_invoice_serials" (
	"line_id" bigint NOT NULL,
	"serial_id" bigint NOT NULL,
	"serial" text NOT NULL,
	CONSTRAINT "output_invoice_serials_line_id_serial_id_pk" PRIMARY KEY("line_id","serial_id")
);
--> statement-breakpoint
CREATE TABLE "output_invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"sale_kind" text NOT NULL,
	"contract_id" bigint,
	"cash_trade_id" bigint,
	"client_id" bigint,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"doc_date" date NOT NULL,
	"handover" text NOT NULL,
	"handover_status" text,
	"driver_id" integer,
	"address" text,
	"delivery_date" date,
	"cost_uzs" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	CONSTRAINT "output_invoices_one_sale" CHECK (("output_invoices"."sale_kind" = 'CONTRACT' and "output_invoices"."contract_id" is not null and "output_invoices"."cash_trade_id" is null)
        or ("output_invoices"."sale_kind" = 'CASH_TRADE' and "output_invoices"."cash_trade_id" is not null and "output_invoices"."contract_id" is null))
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "doc_type" text;--> statement-breakpoint
ALTER TABLE "output_invoice_events" ADD CONSTRAINT "output_invoice_events_invoice_id_output_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."output_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output_invoice_events" ADD CONSTRAINT "output_invoice_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output_invoice_lines" ADD CONSTRAINT "output_invoice_lines_invoice_id_output_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."output_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output_invoice_serials" ADD CONSTRAINT "output_invoice_serials_line_id_output_invoice_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."output_invoice_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output_invoices" ADD CONSTRAINT "output_invoices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output_invoices" ADD CONSTRAINT "output_invoices_cash_trade_id_cash_trades_id_fk" FOREIGN KEY ("cash_trade_id") REFERENCES "public"."cash_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output_invoices" ADD CONSTRAINT "output_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output_invoices" ADD CONSTRAINT "output_invoices_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "output_invoice_events_invoice" ON "output_invoice_events" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "output_invoice_lines_invoice" ON "output_invoice_lines" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "output_invoice_lines_item" ON "output_invoice_lines" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "output_invoice_lines_installation" ON "output_invoice_lines" USING btree ("installation_status","id") WHERE "output_invoice_lines"."installation_status" is not null;--> statement-breakpoint
CREATE INDEX "output_invoice_serials_serial" ON "output_invoice_serials" USING btree ("serial_id");--> statement-breakpoint
CREATE UNIQUE INDEX "output_invoices_number" ON "output_invoices" USING btree ("branch_id","number");--> statement-breakpoint
CREATE INDEX "output_invoices_status" ON "output_invoices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "output_invoices_sale_kind" ON "output_invoices" USING btree ("sale_kind","id");--> statement-breakpoint
CREATE INDEX "output_invoices_handover_kind" ON "output_invoices" USING btree ("handover","id");--> statement-breakpoint
CREATE INDEX "output_invoices_warehouse" ON "output_invoices" USING btree ("warehouse_id","id");--> statement-breakpoint
CREATE INDEX "output_invoices_branch" ON "output_invoices" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "output_invoices_date" ON "output_invoices" USING btree ("doc_date","id");--> statement-breakpoint
CREATE INDEX "output_invoices_contract" ON "output_invoices" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "output_invoices_cash_trade" ON "output_invoices" USING btree ("cash_trade_id","id");--> statement-breakpoint
CREATE INDEX "output_invoices_client" ON "output_invoices" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "output_invoices_handover" ON "output_invoices" USING btree ("handover","handover_status","id") WHERE "output_invoices"."handover_status" is not null;--> statement-breakpoint
CREATE INDEX "output_invoices_driver" ON "output_invoices" USING btree ("driver_id","id");--> statement-breakpoint
CREATE INDEX "output_invoices_delivery_date" ON "output_invoices" USING btree ("delivery_date","id");--> statement-breakpoint
CREATE INDEX "stock_movements_doc_type" ON "stock_movements" USING btree ("doc_type","type","id") WHERE "stock_movements"."doc_type" is not null;--> statement-breakpoint
CREATE INDEX "cash_trade_items_unreleased" ON "cash_trade_items" USING btree ("trade_id") WHERE "cash_trade_items"."released" < "cash_trade_items"."quantity";--> statement-breakpoint
CREATE INDEX "contract_items_unreleased" ON "contract_items" USING btree ("contract_id") WHERE "contract_items"."released" < "contract_items"."quantity";