CREATE TABLE "fonds" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"stir" text NOT NULL,
	"bank_account" text,
	"mfo" text,
	"phone" text,
	"comment" text,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "cash_trade_discounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trade_id" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"percent" numeric(5, 2),
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_trade_discounts_amount" CHECK ("cash_trade_discounts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "cash_trade_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trade_id" bigint NOT NULL,
	"method" text NOT NULL,
	"payment_type_id" integer,
	"cashbox_id" integer,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(14, 4),
	"amount_uzs" bigint NOT NULL,
	"business_date" date NOT NULL,
	"operation_id" bigint NOT NULL,
	"reversal_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_trade_payments_amount" CHECK ("cash_trade_payments"."amount" > 0 and "cash_trade_payments"."amount_uzs" > 0)
);
--> statement-breakpoint
CREATE TABLE "cash_trade_receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trade_id" bigint NOT NULL,
	"return_id" bigint,
	"kind" text NOT NULL,
	"doc_key" text NOT NULL,
	"request_id" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payload" jsonb NOT NULL,
	"provider" text,
	"terminal_id" text,
	"receipt_id" text,
	"fiscal_sign" text,
	"qr_url" text,
	"fiscal_at" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_trade_return_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"cost_uzs" bigint NOT NULL,
	"movement_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_trade_returns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" bigint NOT NULL,
	"trade_id" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"cost_uzs" bigint NOT NULL,
	"refund_to" text NOT NULL,
	"cashbox_id" integer,
	"operation_id" bigint,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_trade_items" ADD COLUMN "returned_cost_uzs" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_trade_items" ADD COLUMN "refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_trades" ADD COLUMN "fond_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_trades" ADD COLUMN "refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_trades" ADD COLUMN "canceled_by" integer;--> statement-breakpoint
ALTER TABLE "cash_trades" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cash_trades" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "cash_trade_discounts" ADD CONSTRAINT "cash_trade_discounts_trade_id_cash_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."cash_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_trade_discounts" ADD CONSTRAINT "cash_trade_discounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_trade_payments" ADD CONSTRAINT "cash_trade_payments_trade_id_cash_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."cash_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_trade_payments" ADD CONSTRAINT "cash_trade_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_trade_receipts" ADD CONSTRAINT "cash_trade_receipts_trade_id_cash_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."cash_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_trade_return_items" ADD CONSTRAINT "cash_trade_return_items_return_id_cash_trade_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."cash_trade_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_trade_return_items" ADD CONSTRAINT "cash_trade_return_items_item_id_cash_trade_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."cash_trade_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_trade_returns" ADD CONSTRAINT "cash_trade_returns_trade_id_cash_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."cash_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_trade_returns" ADD CONSTRAINT "cash_trade_returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fonds_search" ON "fonds" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fonds_active_id" ON "fonds" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fonds_name_unique" ON "fonds" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "fonds_name_id" ON "fonds" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "fonds_stir_name_id" ON "fonds" USING btree ("stir","name","id");--> statement-breakpoint
CREATE INDEX "cash_trade_discounts_trade" ON "cash_trade_discounts" USING btree ("trade_id","id");--> statement-breakpoint
CREATE INDEX "cash_trade_discounts_date" ON "cash_trade_discounts" USING btree ("business_date","id");--> statement-breakpoint
CREATE INDEX "cash_trade_discounts_branch_date" ON "cash_trade_discounts" USING btree ("branch_id","business_date","id");--> statement-breakpoint
CREATE INDEX "cash_trade_payments_trade" ON "cash_trade_payments" USING btree ("trade_id","id");--> statement-breakpoint
CREATE INDEX "cash_trade_payments_type" ON "cash_trade_payments" USING btree ("payment_type_id","trade_id");--> statement-breakpoint
CREATE INDEX "cash_trade_payments_date" ON "cash_trade_payments" USING btree ("business_date","id");--> statement-breakpoint
CREATE INDEX "cash_trade_payments_operation" ON "cash_trade_payments" USING btree ("operation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_trade_receipts_doc" ON "cash_trade_receipts" USING btree ("doc_key");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_trade_receipts_request" ON "cash_trade_receipts" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "cash_trade_receipts_trade" ON "cash_trade_receipts" USING btree ("trade_id","id");--> statement-breakpoint
CREATE INDEX "cash_trade_receipts_due" ON "cash_trade_receipts" USING btree ("status","id") WHERE "cash_trade_receipts"."status" <> 'REGISTERED';--> statement-breakpoint
CREATE INDEX "cash_trade_return_items_return" ON "cash_trade_return_items" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "cash_trade_return_items_item" ON "cash_trade_return_items" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_trade_returns_number" ON "cash_trade_returns" USING btree ("branch_id","number");--> statement-breakpoint
CREATE INDEX "cash_trade_returns_trade" ON "cash_trade_returns" USING btree ("trade_id","id");--> statement-breakpoint
CREATE INDEX "cash_trade_returns_date" ON "cash_trade_returns" USING btree ("business_date","id");--> statement-breakpoint
CREATE INDEX "cash_trade_returns_branch_date" ON "cash_trade_returns" USING btree ("branch_id","business_date","id");--> statement-breakpoint
ALTER TABLE "cash_trades" ADD CONSTRAINT "cash_trades_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_trades_date" ON "cash_trades" USING btree ("trade_date","id");--> statement-breakpoint
CREATE INDEX "cash_trades_total" ON "cash_trades" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "cash_trades_fond_date" ON "cash_trades" USING btree ("fond_id","trade_date","id") WHERE "cash_trades"."fond_id" is not null;