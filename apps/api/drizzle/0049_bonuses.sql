CREATE TABLE "bonus_balances" (
	"client_id" bigint PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"settlement_id" bigint,
	"order_id" bigint,
	"business_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" bigint NOT NULL,
	"bonus_product_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total" bigint NOT NULL,
	"points" bigint NOT NULL,
	"difference" bigint DEFAULT 0 NOT NULL,
	"cashbox_id" integer,
	"operation_id" bigint,
	"movement_id" bigint NOT NULL,
	"cost_uzs" bigint NOT NULL,
	"cost_usd" bigint NOT NULL,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"business_date" date NOT NULL,
	"comment" text,
	"idempotency_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"points" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_returns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"movement_id" bigint NOT NULL,
	"points" bigint NOT NULL,
	"refund_operation_id" bigint,
	"business_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_balances" ADD CONSTRAINT "bonus_balances_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_history" ADD CONSTRAINT "bonus_history_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_history" ADD CONSTRAINT "bonus_history_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_orders" ADD CONSTRAINT "bonus_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_orders" ADD CONSTRAINT "bonus_orders_bonus_product_id_bonus_products_id_fk" FOREIGN KEY ("bonus_product_id") REFERENCES "public"."bonus_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_orders" ADD CONSTRAINT "bonus_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_products" ADD CONSTRAINT "bonus_products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_returns" ADD CONSTRAINT "bonus_returns_order_id_bonus_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bonus_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_returns" ADD CONSTRAINT "bonus_returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_history_client_idx" ON "bonus_history" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "bonus_history_kind_idx" ON "bonus_history" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "bonus_history_date_idx" ON "bonus_history" USING btree ("business_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_history_settlement_uq" ON "bonus_history" USING btree ("settlement_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_history_order_uq" ON "bonus_history" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "bonus_orders_client_idx" ON "bonus_orders" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "bonus_orders_status_idx" ON "bonus_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "bonus_orders_date_idx" ON "bonus_orders" USING btree ("business_date","id");--> statement-breakpoint
CREATE INDEX "bonus_orders_difference_idx" ON "bonus_orders" USING btree ("id") WHERE difference > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_orders_key_uq" ON "bonus_orders" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_products_product_uq" ON "bonus_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "bonus_products_active_idx" ON "bonus_products" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_returns_order_uq" ON "bonus_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bonus_returns_date_idx" ON "bonus_returns" USING btree ("business_date","id");