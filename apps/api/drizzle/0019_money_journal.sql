CREATE TABLE "cashboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"branch_id" integer NOT NULL,
	"responsible_id" integer NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" bigint NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_balances" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"floor_zero" boolean DEFAULT false NOT NULL,
	CONSTRAINT "money_balances_sum" CHECK ("money_balances"."balance" = "money_balances"."debit" - "money_balances"."credit"),
	CONSTRAINT "money_balances_floor" CHECK (not "money_balances"."floor_zero" or "money_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "money_operations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"branch_id" integer,
	"cashbox_id" integer,
	"business_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"counterpart_kind" text,
	"counterpart_id" bigint,
	"rate" numeric(16, 4),
	"status" text DEFAULT 'CREATED' NOT NULL,
	"lines" jsonb NOT NULL,
	"comment" text,
	"doc_type" text,
	"doc_id" bigint,
	"reversal_of" bigint,
	"idempotency_key" text,
	"created_by" integer,
	"approved_by" integer,
	"canceled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "money_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operation_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"business_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_ledger" ADD COLUMN "money_operation_id" bigint;--> statement-breakpoint
ALTER TABLE "cashboxes" ADD CONSTRAINT "cashboxes_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashboxes" ADD CONSTRAINT "cashboxes_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_balances" ADD CONSTRAINT "money_balances_account_id_money_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."money_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_operations" ADD CONSTRAINT "money_operations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_operations" ADD CONSTRAINT "money_operations_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_operations" ADD CONSTRAINT "money_operations_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_postings" ADD CONSTRAINT "money_postings_operation_id_money_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."money_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_postings" ADD CONSTRAINT "money_postings_account_id_money_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."money_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashboxes_search" ON "cashboxes" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cashboxes_active_id" ON "cashboxes" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cashboxes_name_unique" ON "cashboxes" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "cashboxes_name_id" ON "cashboxes" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "cashboxes_branch_id_id" ON "cashboxes" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "cashboxes_responsible_id_id" ON "cashboxes" USING btree ("responsible_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_key" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "money_accounts_key" ON "money_accounts" USING btree ("kind","ref_id","currency");--> statement-breakpoint
CREATE INDEX "money_operations_date" ON "money_operations" USING btree ("business_date","id");--> statement-breakpoint
CREATE INDEX "money_operations_type_date" ON "money_operations" USING btree ("type","business_date","id");--> statement-breakpoint
CREATE INDEX "money_operations_branch_date" ON "money_operations" USING btree ("branch_id","business_date","id");--> statement-breakpoint
CREATE INDEX "money_operations_cashbox_date" ON "money_operations" USING btree ("cashbox_id","business_date","id");--> statement-breakpoint
CREATE INDEX "money_operations_status_date" ON "money_operations" USING btree ("status","business_date","id");--> statement-breakpoint
CREATE INDEX "money_operations_doc" ON "money_operations" USING btree ("doc_type","doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_operations_reversal_of" ON "money_operations" USING btree ("reversal_of");--> statement-breakpoint
CREATE UNIQUE INDEX "money_operations_idempotency" ON "money_operations" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "money_postings_operation" ON "money_postings" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "money_postings_account_date" ON "money_postings" USING btree ("account_id","business_date","id");