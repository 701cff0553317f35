CREATE TABLE "supplier_balances" (
	"supplier_id" integer NOT NULL,
	"currency" text NOT NULL,
	"debt" bigint NOT NULL,
	CONSTRAINT "supplier_balances_supplier_id_currency_pk" PRIMARY KEY("supplier_id","currency")
);
--> statement-breakpoint
CREATE TABLE "supplier_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"document_id" bigint,
	"business_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "supplier_ledger_supplier" ON "supplier_ledger" USING btree ("supplier_id","currency","business_date","id");