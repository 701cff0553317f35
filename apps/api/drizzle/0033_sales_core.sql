CREATE TABLE "cash_trade_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trade_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"price" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"released" bigint DEFAULT 0 NOT NULL,
	"returned" bigint DEFAULT 0 NOT NULL,
	"cost_uzs" bigint DEFAULT 0 NOT NULL,
	"needs_installation" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"client_id" bigint,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"currency" text DEFAULT 'UZS' NOT NULL,
	"trade_date" date NOT NULL,
	"price" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"fond_id" integer,
	"fiscal_sign" text,
	"fiscal_receipt_id" text,
	"cost_uzs" bigint DEFAULT 0 NOT NULL,
	"comment" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"price" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"client_id" bigint NOT NULL,
	"currency" text DEFAULT 'UZS' NOT NULL,
	"tariff_id" integer NOT NULL,
	"months" smallint NOT NULL,
	"prepayment" bigint NOT NULL,
	"payment_day" smallint,
	"comment" text,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"contract_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"name_key" text NOT NULL,
	"pinfl" text,
	"passport" text,
	"passport_issued_by" text,
	"passport_issued_at" date,
	"phones" text[] DEFAULT '{}'::text[] NOT NULL,
	"province_id" integer,
	"region_id" integer,
	"village_id" integer,
	"street" text,
	"workplace_id" integer,
	"workplace_name" text,
	"position" text,
	"birth_date" date,
	"gender" text,
	"interview_comment_id" integer,
	"interview_comment" text,
	"customer_flow_source_id" integer,
	"branch_id" integer NOT NULL,
	"merged_into_id" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "contract_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"settlement_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"n" smallint NOT NULL,
	"business_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"markup" bigint DEFAULT 0 NOT NULL,
	"forgives" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"business_date" date NOT NULL,
	"reason" text,
	"data" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"price" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"released" bigint DEFAULT 0 NOT NULL,
	"returned" bigint DEFAULT 0 NOT NULL,
	"cost_uzs" bigint DEFAULT 0 NOT NULL,
	"needs_installation" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_schedule" (
	"contract_id" bigint NOT NULL,
	"n" smallint NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"markup" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"forgiven" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "contract_schedule_contract_id_n_pk" PRIMARY KEY("contract_id","n")
);
--> statement-breakpoint
CREATE TABLE "contract_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'APPROVED' NOT NULL,
	"business_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"overpaid" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint,
	"paid_currency" text,
	"rate" numeric(14, 4),
	"method" text,
	"cashbox_id" integer,
	"operation_id" bigint,
	"reversal_of" bigint,
	"reason" text,
	"approved_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"client_id" bigint NOT NULL,
	"order_id" bigint,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"off_balance" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'UZS' NOT NULL,
	"tariff_id" integer NOT NULL,
	"months" smallint NOT NULL,
	"markup_percent" numeric(7, 2) NOT NULL,
	"additional_markup_percent" numeric(7, 2) DEFAULT '0' NOT NULL,
	"contract_date" date NOT NULL,
	"payment_day" smallint NOT NULL,
	"price" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"prepayment" bigint NOT NULL,
	"financed" bigint NOT NULL,
	"markup_amount" bigint NOT NULL,
	"debt" bigint NOT NULL,
	"monthly" bigint NOT NULL,
	"rounding" bigint NOT NULL,
	"rest" bigint NOT NULL,
	"next_due_date" date,
	"rate" numeric(14, 4),
	"cost_uzs" bigint DEFAULT 0 NOT NULL,
	"responsible_id" integer,
	"requisite_id" integer,
	"comment" text,
	"signed_by" integer,
	"signed_at" timestamp with time zone,
	"closed_on" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_trade_items" ADD CONSTRAINT "cash_trade_items_trade_id_cash_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."cash_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_trades" ADD CONSTRAINT "cash_trades_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_trades" ADD CONSTRAINT "cash_trades_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_order_items" ADD CONSTRAINT "client_order_items_order_id_client_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."client_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_orders" ADD CONSTRAINT "client_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_orders" ADD CONSTRAINT "client_orders_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_orders" ADD CONSTRAINT "client_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_allocations" ADD CONSTRAINT "contract_allocations_settlement_id_contract_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."contract_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_items" ADD CONSTRAINT "contract_items_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_schedule" ADD CONSTRAINT "contract_schedule_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_trade_items_trade" ON "cash_trade_items" USING btree ("trade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_trades_number" ON "cash_trades" USING btree ("branch_id","number");--> statement-breakpoint
CREATE INDEX "cash_trades_branch_date" ON "cash_trades" USING btree ("branch_id","trade_date","id");--> statement-breakpoint
CREATE INDEX "cash_trades_status" ON "cash_trades" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "cash_trades_client" ON "cash_trades" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "cash_trades_fond" ON "cash_trades" USING btree ("fond_id","id");--> statement-breakpoint
CREATE INDEX "client_order_items_order" ON "client_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_orders_number" ON "client_orders" USING btree ("branch_id","number");--> statement-breakpoint
CREATE INDEX "client_orders_status" ON "client_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "client_orders_client" ON "client_orders" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "client_orders_branch" ON "client_orders" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "clients_name_key" ON "clients" USING btree ("name_key" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "clients_pinfl" ON "clients" USING btree ("pinfl");--> statement-breakpoint
CREATE INDEX "clients_passport" ON "clients" USING btree ("passport");--> statement-breakpoint
CREATE INDEX "clients_phones" ON "clients" USING gin ("phones");--> statement-breakpoint
CREATE INDEX "clients_branch" ON "clients" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "clients_birth_date" ON "clients" USING btree ("birth_date");--> statement-breakpoint
CREATE INDEX "clients_village" ON "clients" USING btree ("village_id");--> statement-breakpoint
CREATE INDEX "clients_workplace" ON "clients" USING btree ("workplace_id");--> statement-breakpoint
CREATE INDEX "contract_allocations_contract" ON "contract_allocations" USING btree ("contract_id","n","id");--> statement-breakpoint
CREATE INDEX "contract_allocations_settlement" ON "contract_allocations" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "contract_events_contract" ON "contract_events" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contract_items_contract" ON "contract_items" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_settlements_contract" ON "contract_settlements" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contract_settlements_kind_date" ON "contract_settlements" USING btree ("kind","business_date","id");--> statement-breakpoint
CREATE INDEX "contract_settlements_operation" ON "contract_settlements" USING btree ("operation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_number" ON "contracts" USING btree ("branch_id","number");--> statement-breakpoint
CREATE INDEX "contracts_client" ON "contracts" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "contracts_branch_status" ON "contracts" USING btree ("branch_id","status","id");--> statement-breakpoint
CREATE INDEX "contracts_status" ON "contracts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "contracts_branch_overdue" ON "contracts" USING btree ("branch_id","next_due_date") WHERE "contracts"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "contracts_responsible" ON "contracts" USING btree ("responsible_id","id");--> statement-breakpoint
CREATE INDEX "contracts_date" ON "contracts" USING btree ("contract_date","id");