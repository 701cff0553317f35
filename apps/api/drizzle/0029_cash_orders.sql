CREATE TABLE "cash_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"source_cashbox_id" integer NOT NULL,
	"source_branch_id" integer NOT NULL,
	"target_cashbox_id" integer NOT NULL,
	"target_branch_id" integer NOT NULL,
	"order_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"comment" text,
	"send_operation_id" bigint,
	"receive_operation_id" bigint,
	"idempotency_key" text,
	"created_by" integer NOT NULL,
	"sent_by" integer,
	"received_by" integer,
	"canceled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "cash_orders_amount" CHECK ("cash_orders"."amount" > 0),
	CONSTRAINT "cash_orders_two_cashboxes" CHECK ("cash_orders"."source_cashbox_id" <> "cash_orders"."target_cashbox_id")
);
--> statement-breakpoint
CREATE TABLE "money_daily" (
	"account_id" bigint NOT NULL,
	"business_date" date NOT NULL,
	"type" text NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_monthly" (
	"account_id" bigint NOT NULL,
	"month" date NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_orders" ADD CONSTRAINT "cash_orders_send_operation_id_money_operations_id_fk" FOREIGN KEY ("send_operation_id") REFERENCES "public"."money_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD CONSTRAINT "cash_orders_receive_operation_id_money_operations_id_fk" FOREIGN KEY ("receive_operation_id") REFERENCES "public"."money_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD CONSTRAINT "cash_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD CONSTRAINT "cash_orders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD CONSTRAINT "cash_orders_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD CONSTRAINT "cash_orders_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_daily" ADD CONSTRAINT "money_daily_account_id_money_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."money_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_monthly" ADD CONSTRAINT "money_monthly_account_id_money_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."money_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_orders_date" ON "cash_orders" USING btree ("order_date","id");--> statement-breakpoint
CREATE INDEX "cash_orders_status_date" ON "cash_orders" USING btree ("status","order_date","id");--> statement-breakpoint
CREATE INDEX "cash_orders_source_date" ON "cash_orders" USING btree ("source_cashbox_id","order_date","id");--> statement-breakpoint
CREATE INDEX "cash_orders_target_date" ON "cash_orders" USING btree ("target_cashbox_id","order_date","id");--> statement-breakpoint
CREATE INDEX "cash_orders_source_branch_date" ON "cash_orders" USING btree ("source_branch_id","order_date","id");--> statement-breakpoint
CREATE INDEX "cash_orders_target_branch_date" ON "cash_orders" USING btree ("target_branch_id","order_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_orders_idempotency" ON "cash_orders" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "money_daily_key" ON "money_daily" USING btree ("account_id","business_date","type");--> statement-breakpoint
CREATE UNIQUE INDEX "money_monthly_key" ON "money_monthly" USING btree ("account_id","month");