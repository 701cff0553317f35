CREATE TABLE "bank_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"doc_date" date NOT NULL,
	"doc_number" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"counterparty_name" text,
	"counterparty_inn" text,
	"counterparty_account" text DEFAULT '' NOT NULL,
	"counterparty_mfo" text,
	"purpose" text,
	"target" text DEFAULT 'UNDIRECTED' NOT NULL,
	"target_id" bigint,
	"classified_by" text,
	"operation_id" bigint,
	"source" text NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"classified_at" timestamp with time zone,
	CONSTRAINT "bank_transactions_amount" CHECK ("bank_transactions"."amount" > 0),
	CONSTRAINT "bank_transactions_direction" CHECK ("bank_transactions"."direction" in ('IN', 'OUT'))
);
--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_natural_key" ON "bank_transactions" USING btree ("account_id","doc_date","doc_number","amount","direction","counterparty_account");--> statement-breakpoint
CREATE INDEX "bank_transactions_date" ON "bank_transactions" USING btree ("doc_date","id");--> statement-breakpoint
CREATE INDEX "bank_transactions_account_date" ON "bank_transactions" USING btree ("account_id","doc_date","id");--> statement-breakpoint
CREATE INDEX "bank_transactions_target_date" ON "bank_transactions" USING btree ("target","doc_date","id");--> statement-breakpoint
CREATE INDEX "bank_transactions_target_account_date" ON "bank_transactions" USING btree ("target","account_id","doc_date","id");--> statement-breakpoint
CREATE INDEX "bank_transactions_direction_date" ON "bank_transactions" USING btree ("direction","doc_date","id");