CREATE TABLE "call_bonus_invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"caller_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"operation_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_bonus_sales" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"call_id" bigint NOT NULL,
	"sale_kind" text NOT NULL,
	"sale_id" bigint NOT NULL,
	"sale_date" date NOT NULL,
	"sale_amount" bigint NOT NULL,
	"bonus" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" bigint NOT NULL,
	"caller_id" integer NOT NULL,
	"call_date" date NOT NULL,
	"outcome" text NOT NULL,
	"comment_type_id" integer,
	"comment" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resale_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" bigint NOT NULL,
	"text" text NOT NULL,
	"currency" text NOT NULL,
	"tariff_id" integer NOT NULL,
	"prepayment" bigint NOT NULL,
	"items" jsonb NOT NULL,
	"status" text DEFAULT 'OFFERED' NOT NULL,
	"comment_id" integer,
	"note" text,
	"call_back_date" date,
	"order_id" bigint,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_bonus_invoices" ADD CONSTRAINT "call_bonus_invoices_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_bonus_invoices" ADD CONSTRAINT "call_bonus_invoices_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_bonus_invoices" ADD CONSTRAINT "call_bonus_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_bonus_sales" ADD CONSTRAINT "call_bonus_sales_invoice_id_call_bonus_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."call_bonus_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_bonus_sales" ADD CONSTRAINT "call_bonus_sales_call_id_client_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."client_calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_calls" ADD CONSTRAINT "client_calls_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_calls" ADD CONSTRAINT "client_calls_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_calls" ADD CONSTRAINT "client_calls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_offers" ADD CONSTRAINT "resale_offers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_offers" ADD CONSTRAINT "resale_offers_order_id_client_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."client_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_offers" ADD CONSTRAINT "resale_offers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_offers" ADD CONSTRAINT "resale_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_bonus_invoices_list" ON "call_bonus_invoices" USING btree ("id");--> statement-breakpoint
CREATE INDEX "call_bonus_invoices_status" ON "call_bonus_invoices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "call_bonus_invoices_caller" ON "call_bonus_invoices" USING btree ("caller_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "call_bonus_sales_sale" ON "call_bonus_sales" USING btree ("sale_kind","sale_id");--> statement-breakpoint
CREATE INDEX "call_bonus_sales_invoice" ON "call_bonus_sales" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "client_calls_date" ON "client_calls" USING btree ("call_date","id");--> statement-breakpoint
CREATE INDEX "client_calls_caller" ON "client_calls" USING btree ("caller_id","call_date");--> statement-breakpoint
CREATE INDEX "client_calls_client" ON "client_calls" USING btree ("client_id","call_date");--> statement-breakpoint
CREATE INDEX "client_calls_outcome" ON "client_calls" USING btree ("outcome","call_date","id");--> statement-breakpoint
CREATE INDEX "resale_offers_list" ON "resale_offers" USING btree ("id");--> statement-breakpoint
CREATE INDEX "resale_offers_status" ON "resale_offers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "resale_offers_client" ON "resale_offers" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "resale_offers_call_back" ON "resale_offers" USING btree ("call_back_date","id") WHERE "resale_offers"."status" = 'UNFINISHED';